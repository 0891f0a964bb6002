import { z } from 'zod';
import { entry, type MenuLinkName } from '../entry';
import { noData } from '../envelope';
import { id, queryId, recordStatus, timestamp } from '../fields';
import { listAnswer, listQuery } from '../paging';

/**
 * Optimistic concurrency, the HTTP way (DECISIONS "Data"): a write may carry the version
 * it read, as `updated_at` here or as the `If-Match` header (the read's `ETag`); a stale
 * one is refused with 409. A write with neither is accepted (the spec's payloads carry
 * no version and must work as written).
 */
export const concurrency = { updated_at: timestamp.optional() };
/** `{id, status}` of spec §7, plus the optional version read. */
export const statusBody = z.object({ id, status: recordStatus, ...concurrency });
/** `DELETE master/{user,page,menu,pohon-profesi}` carries `{id}` in the body. */
export const removeBody = z.object({ id });
export const getOneQuery = z.object({ id: queryId });

interface MasterDef<
  Row extends z.ZodType,
  One extends z.ZodType,
  Create extends z.ZodType<Record<string, unknown>>,
  Update extends z.ZodType<Record<string, unknown>>,
  Remove extends z.ZodType<Record<string, unknown>>,
> {
  path: string;
  /** Where the list lives when not at `path` (roles: master/role/all). */
  listPath?: string;
  noun: string;
  menu: MenuLinkName;
  row: Row;
  one: One;
  create: Create;
  update: Update;
  remove: Remove;
}

/**
 * The DataTables-style family of spec §7 that master/role, user, page, menu and
 * pohon-profesi share: list, read one by `id`, create, edit, status, delete.
 */
export function masterEntries<
  Row extends z.ZodType,
  One extends z.ZodType,
  Create extends z.ZodType<Record<string, unknown>>,
  Update extends z.ZodType<Record<string, unknown>>,
  Remove extends z.ZodType<Record<string, unknown>>,
>(def: MasterDef<Row, One, Create, Update, Remove>) {
  const { path, noun, menu } = def;
  return {
    list: entry({
      method: 'GET',
      path: def.listPath ?? path,
      summary: `List ${noun} (paged, draw echoed)`,
      menu,
      right: 'read',
      query: listQuery,
      data: listAnswer(def.row),
    }),
    get: entry({
      method: 'GET',
      path,
      summary: `Read one ${noun} by id`,
      menu,
      right: 'read',
      select: { in: 'query', key: 'id' },
      query: getOneQuery,
      data: def.one,
    }),
    create: entry({
      method: 'POST',
      path,
      summary: `Create a ${noun}`,
      menu,
      right: 'write',
      body: def.create,
      data: noData,
    }),
    update: entry({
      method: 'PUT',
      path,
      summary: `Edit a ${noun}`,
      menu,
      right: 'write',
      body: def.update,
      data: noData,
    }),
    setStatus: entry({
      method: 'PUT',
      path,
      summary: `Enable or disable a ${noun}`,
      menu,
      right: 'write',
      select: { in: 'body', key: 'status' },
      body: statusBody,
      data: noData,
    }),
    remove: entry({
      method: 'DELETE',
      path,
      summary: `Delete a DISABLE ${noun} (an ENABLE one answers 409)`,
      menu,
      right: 'write',
      body: def.remove,
      data: noData,
    }),
  };
}
