import type { auditFilters, AuditDetail, AuditRow } from '@cermat/contract';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLog } from '../../db/schema';
import type { ListSpec } from '../../lists/list-page';

/** The Audit list's columns: index i of a sort by number is the i-th (0: the row's id). */
export const auditColumns = {
  id_audit: auditLog.id,
  at: auditLog.at,
  user_id: auditLog.user_id,
  username: auditLog.username,
  role_id: auditLog.role_id,
  role_name: auditLog.role_name,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_id: auditLog.entity_id,
  record_name: auditLog.record_name,
  address: auditLog.address,
  request_id: auditLog.request_id,
};

const sortable = {
  id_audit: auditLog.id,
  at: auditLog.at,
  username: auditLog.username,
  role_name: auditLog.role_name,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_id: auditLog.entity_id,
  record_name: auditLog.record_name,
};
const sortByIndex = Object.keys(sortable);

/** A sort column as the console sends it (an index or a name) → a key of `sortable`. */
export const auditSort = (column: number | string | undefined): string | undefined =>
  typeof column === 'number' ? sortByIndex[column] : column;

type Filters = z.output<z.ZodObject<typeof auditFilters>>;

/** The Audit list's own filters: user, entity, action, and a date range [from, to). */
export function auditWhere(f: Filters): SQL | undefined {
  return and(
    f.user_id === undefined ? undefined : eq(auditLog.user_id, f.user_id),
    f.entity === undefined ? undefined : eq(auditLog.entity, f.entity),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.date_from === undefined ? undefined : gte(auditLog.at, new Date(f.date_from)),
    f.date_to === undefined ? undefined : lt(auditLog.at, new Date(f.date_to)),
  );
}

const toRow = (r: Record<string, unknown>) =>
  ({ ...r, at: (r.at as Date).toISOString() }) as AuditRow;

/**
 * The audit trail on the common list pattern, newest first (ids grow with time). Search
 * looks at the user name, the record's id and its name as it was (each trigram-indexed);
 * there is no status.
 */
export const auditList = (where: SQL | undefined): ListSpec<AuditRow> => ({
  table: auditLog,
  columns: auditColumns,
  searchable: [auditLog.username, auditLog.entity_id, auditLog.record_name],
  sortable,
  defaultSort: { column: 'id_audit', dir: 'desc' },
  tieBreaker: auditLog.id,
  // No status on the trail: lists pass none, so this column is never filtered.
  statusColumn: auditLog.action,
  where,
  toRow,
});

/** A change with its values, before the names of the records they refer to are added. */
type Change = Omit<AuditDetail, 'names'>;

/** One record's changes with their values (the history panel). */
export const historyList = (where: SQL | undefined): ListSpec<Change> => ({
  ...auditList(where),
  columns: { ...auditColumns, before: auditLog.before, after: auditLog.after },
  toRow: (r) => toRow(r) as Change,
});
