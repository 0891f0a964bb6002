import { MENU_LINK } from '@cermat/vocabulary';
import { z } from 'zod';
import { entry } from '../entry';
import { noData } from '../envelope';
import { id, list, queryId, text, timestamp } from '../fields';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, limits } from '../limits';
import { listAnswer, listQuery } from '../paging';
import { getOneQuery } from './master';

const auditEntity = z.enum(AUDIT_ENTITIES);
const auditAction = z.enum(AUDIT_ACTIONS);
const entityId = text(limits.name, 1);

/**
 * One value of a record as the trail keeps it: a scalar, or a list of them (ids). Nested
 * shapes (a page's rows, a role's hak akses) are kept as their JSON text.
 */
const auditValue = z.union([
  text(limits.jsonText),
  z.number(),
  z.boolean(),
  z.null(),
  list(z.union([z.number(), text(limits.jsonText)]), limits.listItems),
]);

/** A record's state: field → value (passwords and tokens only as "changed"). */
const auditValues = z
  .record(text(limits.fieldName), auditValue)
  .nullable()
  .meta({ description: 'Field → value; passwords and tokens appear only as "changed"' });

const auditRow = z.object({
  id_audit: id,
  at: timestamp,
  user_id: id.nullable(),
  username: text(limits.username),
  role_id: id.nullable(),
  role_name: text(limits.name),
  action: auditAction,
  entity: auditEntity,
  entity_id: entityId,
  /** The record's name as it was then ('Master', a username); null for a record of no master. */
  record_name: text(limits.name).nullable(),
  address: text(limits.name),
  request_id: text(limits.name),
});
/** Records a change refers to by id, named as they are now: kind → id → name. */
const nameMap = z.record(text(limits.fieldName), text(limits.description)).optional();
const auditNames = z
  .object({ role: nameMap, menu: nameMap, pelaksanaan: nameMap, kode_tes: nameMap, user: nameMap })
  .meta({ description: 'Names of the records before and after refer to by id, as they are now' });

const auditDetail = auditRow.extend({
  before: auditValues,
  after: auditValues,
  names: auditNames,
});

/** The filters of the Audit list (and of its export): user, entity, action, date range. */
export const auditFilters = {
  user_id: queryId.optional(),
  entity: auditEntity.optional(),
  action: auditAction.optional(),
  /** From this moment on (ISO 8601 with offset: the console sends the chosen day's start). */
  date_from: timestamp.optional(),
  /** Before this moment (the day after the last chosen day). */
  date_to: timestamp.optional(),
};
const auditListQuery = listQuery.omit({ filter_status: true }).extend(auditFilters);

/** One record's changes: the edit screens' history panel. */
const historyQuery = listQuery
  .omit({ filter_status: true })
  .extend({ entity: auditEntity, entity_id: entityId });

/** 'Kembalikan': the audit row, and the record the screen shows (must be that row's). */
export const restoreBody = z.object({ id, entity: auditEntity, entity_id: entityId });

export const audit = {
  list: entry({
    method: 'GET',
    path: 'master/audit',
    summary: 'List the audit trail, newest first (search; user, entity, action, date range)',
    menu: MENU_LINK.audit,
    right: 'read',
    query: auditListQuery,
    data: listAnswer(auditRow),
  }),
  get: entry({
    method: 'GET',
    path: 'master/audit',
    summary: 'Read one audit row with its values before and after',
    menu: MENU_LINK.audit,
    right: 'read',
    select: { in: 'query', key: 'id' },
    query: getOneQuery,
    data: z.tuple([auditDetail]),
  }),
  history: entry({
    method: 'GET',
    path: 'master/audit/history',
    summary: "One record's changes, newest first (needs read on the record's own menu)",
    menu: null,
    right: 'session',
    query: historyQuery,
    data: listAnswer(auditDetail),
  }),
  restore: entry({
    method: 'POST',
    path: 'master/audit/restore',
    summary:
      "'Kembalikan': write an audit row's before-values back (write on the record's menu; 409 when the record changed since)",
    menu: null,
    right: 'session',
    body: restoreBody,
    data: noData,
  }),
};

export type AuditRow = z.infer<typeof auditRow>;
export type AuditDetail = z.infer<typeof auditDetail>;
export type AuditEntity = z.infer<typeof auditEntity>;
export type AuditAction = z.infer<typeof auditAction>;
