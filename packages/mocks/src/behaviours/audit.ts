import type { AuditDetail, AuditEntity } from '@cermat/contract';
import { DEFAULT_PAGE_SIZE, id } from '@cermat/core';
import { kindOf, menuOf } from '../entities';
import { pageOfRows } from '../paging';
import { fieldRefusal, refusals } from '../reply';
import { rowKinds, type Row } from '../rows';
import { holds } from '../session';
import type { MockStore } from '../store.types';
import { record, sameValues, snapshotOf } from '../trail';
import type { Behaviour, Call } from './behaviour';
import { nowStamp } from '../texts';

/** The columns the trail sorts by, by name or by index (the server's `auditSort`). */
const SORTABLE = [
  'id_audit',
  'at',
  'username',
  'role_name',
  'action',
  'entity',
  'entity_id',
  'record_name',
];

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' ? value : fallback;

/** One page of trail rows, newest first unless a known column is asked for. */
function trailPage(call: Call, rows: AuditDetail[]) {
  const q = call.input.query;
  const column = typeof q.column === 'number' ? SORTABLE[q.column] : q.column;
  const asked = typeof column === 'string' && SORTABLE.includes(column) ? column : undefined;
  const list_data = pageOfRows(
    rows,
    {
      page: numberOr(q.page, 1),
      perPage: numberOr(q.length, DEFAULT_PAGE_SIZE),
      search: typeof q.search === 'string' ? q.search : undefined,
      sort: asked
        ? { field: asked, dir: q.dir === 'desc' ? 'desc' : 'asc' }
        : { field: 'id_audit', dir: 'desc' },
      where: {},
      // The server's search looks at the user name, the record's id and its name then.
      searchIn: ['username', 'entity_id', 'record_name'],
      idColumn: 'id_audit',
    },
    call.url,
  );
  return [{ draw: q.draw, list_data }];
}

/** The Audit list's own filters: user, entity, action and the range [date_from, date_to). */
function filtered(store: MockStore, q: Record<string, unknown>): AuditDetail[] {
  const from = typeof q.date_from === 'string' ? Date.parse(q.date_from) : -Infinity;
  const to = typeof q.date_to === 'string' ? Date.parse(q.date_to) : Infinity;
  return store.audit.filter(
    (row) =>
      (q.user_id === undefined || row.user_id === q.user_id) &&
      (q.entity === undefined || row.entity === q.entity) &&
      (q.action === undefined || row.action === q.action) &&
      Date.parse(row.at) >= from &&
      Date.parse(row.at) < to,
  );
}

/** The record an entity and id name: a list's row, or the configuration map. */
function recordOf(store: MockStore, entity: AuditEntity, entityId: string): Row | undefined {
  const kind = kindOf(entity);
  if (kind) return store.lists[kind].find((r) => String(r[rowKinds[kind].id]) === entityId);
  return entity === 'config' ? store.configs : undefined;
}

/** Writes a row's before-values back onto the record (a page's rows from their JSON text). */
function putBack(target: Row, before: NonNullable<AuditDetail['before']>): void {
  for (const [key, value] of Object.entries(before)) {
    if (!(key in target) || key === 'created_at') continue;
    const nested = typeof target[key] === 'object' && target[key] !== null;
    target[key] = nested && typeof value === 'string' ? JSON.parse(value) : value;
  }
  if ('updated_at' in target) target.updated_at = nowStamp();
}

/** master/audit/*: the trail's list, one row, a record's history, and 'Kembalikan'. */
export const auditBehaviours: Record<string, Behaviour> = {
  list: (call) => ({ data: trailPage(call, filtered(call.store, call.input.query)) }),
  get: ({ store, input }) => {
    const row = store.audit.find((r) => r.id_audit === input.query.id);
    if (!row) throw refusals[404]();
    return { data: [row] };
  },
  // Read like the record itself: whoever may open its edit screen sees its history.
  history: (call) => {
    const { entity, entity_id } = call.input.query as { entity: AuditEntity; entity_id: string };
    if (!holds(call.store, menuOf(entity), 'read')) throw refusals[403]();
    const rows = call.store.audit.filter((r) => r.entity === entity && r.entity_id === entity_id);
    return { data: trailPage(call, rows) };
  },
  // The server's order of refusals (resources/audit/restore.ts): unknown row, another
  // record's row, no write right, nothing to go back to, the record changed since.
  restore: ({ store, input }) => {
    const body = input.body as { id: number; entity: AuditEntity; entity_id: string };
    const row = store.audit.find((r) => r.id_audit === body.id);
    if (!row) throw refusals[404]();
    if (row.entity !== body.entity || row.entity_id !== body.entity_id)
      throw fieldRefusal('id', id.server.invalid);
    if (!holds(store, menuOf(row.entity), 'write')) throw refusals[403]();
    const restorable = kindOf(row.entity) !== undefined || row.entity === 'config';
    if (!restorable || !row.before || !row.after) throw fieldRefusal('id', id.server.notRestorable);
    const target = recordOf(store, row.entity, row.entity_id);
    if (!target || !sameValues(snapshotOf(target), row.after)) throw refusals[409]();
    const before = snapshotOf(target);
    putBack(target, row.before);
    const change = {
      entity: row.entity,
      entityId: row.entity_id,
      before,
      after: snapshotOf(target),
    };
    record(store, { action: 'restore', ...change });
    return { data: null, message: id.server.updated };
  },
};
