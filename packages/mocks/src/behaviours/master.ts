import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORTS,
  id,
  type ListKind,
  sortField,
  STATUS,
} from '@cermat/core';
import { ENTITY_OF } from '../entities';
import { pageOfRows } from '../paging';
import { fieldRefusal, Refusal, refusals } from '../reply';
import { rowKinds, type Row } from '../rows';
import { sessionOf } from '../session';
import type { MockStore } from '../store.types';
import { record, snapshotOf } from '../trail';
import type { Behaviour, Call } from './behaviour';
import { nowStamp } from '../texts';

/** The resolved sort of a list request: a known column (name or index) or the list's default. */
function sortOf(kind: ListKind, column: unknown, dir: unknown) {
  const fallback = DEFAULT_SORTS[kind];
  const asked =
    typeof column === 'number' || typeof column === 'string' ? sortField(kind, column) : undefined;
  const field = asked ?? sortField(kind, fallback.column) ?? rowKinds[kind].id;
  const direction = asked ? (dir === 'desc' ? 'desc' : 'asc') : fallback.dir;
  return { field, dir: direction } as const;
}

/** One page of a list, as both list shapes (DataTables and Laravel) share it. */
export function listPage(
  call: Call,
  kind: ListKind,
  q: { page?: unknown; size?: unknown; status?: unknown; name?: unknown },
) {
  const query = call.input.query;
  const { listed } = rowKinds[kind];
  const rows = listed ? call.store.lists[kind].map(listed) : call.store.lists[kind];
  const named = typeof q.name === 'string' && q.name ? q.name.toLowerCase() : undefined;
  return pageOfRows(
    named ? rows.filter((r) => String(r.role_name).toLowerCase().includes(named)) : rows,
    {
      page: typeof q.page === 'number' ? q.page : 1,
      perPage: typeof q.size === 'number' ? q.size : DEFAULT_PAGE_SIZE,
      search: typeof query.search === 'string' ? query.search : undefined,
      sort: sortOf(kind, query.column, query.dir),
      where: { status: typeof q.status === 'string' ? q.status : STATUS.ENABLE },
      searchIn: rowKinds[kind].search,
      idColumn: rowKinds[kind].id,
    },
    call.url,
  );
}

/** The record of a list with this id, or the server's 404. */
export function find(store: MockStore, kind: ListKind, value: unknown): Row {
  const row = store.lists[kind].find((r) => r[rowKinds[kind].id] === value);
  if (!row) throw refusals[404]();
  return row;
}

/** A write carrying the version it read is refused when the record changed since (409). */
export function checkVersion(row: Row, body: Record<string, unknown>): void {
  if (typeof body.updated_at === 'string' && body.updated_at !== row.updated_at)
    throw refusals[409]();
}

function checkUnique(store: MockStore, kind: ListKind, values: Row, except?: Row): void {
  const { column, field } = rowKinds[kind].unique;
  const value = values[column];
  if (value === null || value === undefined) return;
  const taken = store.lists[kind].some(
    (r) => r !== except && String(r[column]).toLowerCase() === String(value).toLowerCase(),
  );
  if (taken) throw fieldRefusal(field, id.server.duplicate);
}

/** The record a body names: `id`, or `id_role` (roles' delete). */
const targetId = (input: Call['input']) =>
  input.body.id ?? input.body.id_role ?? input.params.id_role ?? input.query.id;

/**
 * No one disables or deletes the account it is signed in with, nor the role it works with
 * (the server's rule, DECISIONS "No lock-out"): 409 with the server's words.
 */
function refuseOwn(store: MockStore, kind: ListKind, row: Row): void {
  if (kind === 'users' && row.user_id === sessionOf(store).user.id)
    throw new Refusal(409, id.server.ownAccount);
  if (kind === 'roles' && row.id_role === store.activeRoleId)
    throw new Refusal(409, id.server.ownRole);
}

/** Writes shared by the master lists, the role access modal and the bulk actions; each audited. */
export const writes = (kind: ListKind) => {
  /** Runs a write on one record and adds its row to the trail (its values before and after). */
  const audited = (
    store: MockStore,
    action: 'create' | 'update' | 'status' | 'delete',
    row: Row,
    write: () => void,
  ) => {
    const before = action === 'create' ? null : snapshotOf(row);
    write();
    const after = action === 'delete' ? null : snapshotOf(row);
    const entityId = String(row[rowKinds[kind].id]);
    record(store, { action, entity: ENTITY_OF[kind], entityId, before, after });
  };
  return {
    create: ({ store, input }: Call) => {
      const values = rowKinds[kind].fromBody(input.body);
      checkUnique(store, kind, values);
      const stamp = nowStamp();
      const row = {
        ...rowKinds[kind].make(store.nextId[kind] - 1, false),
        ...values,
        [rowKinds[kind].id]: store.nextId[kind]++,
        status: STATUS.ENABLE,
        created_at: stamp,
        updated_at: stamp,
      };
      audited(store, 'create', row, () => store.lists[kind].push(row));
      return { data: null, message: id.server.saved };
    },
    update: ({ store, input }: Call) => {
      const row = find(store, kind, targetId(input));
      checkVersion(row, input.body);
      const values = rowKinds[kind].fromBody(input.body);
      checkUnique(store, kind, values, row);
      audited(store, 'update', row, () => Object.assign(row, values, { updated_at: nowStamp() }));
      return { data: null, message: id.server.updated };
    },
    setStatus: ({ store, input }: Call) => {
      const row = find(store, kind, input.body.id);
      checkVersion(row, input.body);
      if (input.body.status === STATUS.DISABLE) refuseOwn(store, kind, row);
      audited(store, 'status', row, () =>
        Object.assign(row, { status: input.body.status, updated_at: nowStamp() }),
      );
      return { data: null, message: id.server.updated };
    },
    remove: ({ store, input }: Call) => {
      const row = find(store, kind, targetId(input));
      refuseOwn(store, kind, row);
      if (row.status === STATUS.ENABLE) throw new Refusal(409, id.server.deleteEnabled);
      audited(store, 'delete', row, () => {
        store.lists[kind] = store.lists[kind].filter((r) => r !== row);
      });
      return { data: null, message: id.server.deleted };
    },
  };
};

/** list, get, create, update, setStatus, remove of one master path (spec §7). */
export function masterBehaviours(kind: ListKind, one: (row: Row) => unknown) {
  const write = writes(kind);
  const behaviours: Record<string, Behaviour> = {
    list: (call) => {
      const q = call.input.query;
      const list_data = listPage(call, kind, {
        page: q.page,
        size: q.length,
        status: q.filter_status,
      });
      return { data: [{ draw: q.draw, list_data }] };
    },
    get: ({ store, input }) => ({ data: one(find(store, kind, input.query.id)) }),
    create: write.create,
    update: write.update,
    setStatus: write.setStatus,
    remove: write.remove,
  };
  return behaviours;
}
