import { z } from 'zod';
import { bounds, limits } from './limits';
import { list, nullableText, recordStatus, sortDir, text } from './fields';

/** A whole number from the address, within [min, max]: never a client-sized loop or offset. */
const queryInt = (min: number, max: number) => z.coerce.number<number>().int().min(min).max(max);
/** A page number from the server-given links. */
const pageNumber = queryInt(1, bounds.page);

/** The sorted column: an index (menus, pohon-profesi) or a column name (roles, users, pages). */
export const sortColumn = z.union([
  queryInt(0, bounds.sortColumn),
  text(limits.fieldName).regex(/^[a-z_][a-z0-9_]*$/),
]);

/**
 * Query of the DataTables-style lists (master/role/all, user, page, menu, pohon-profesi).
 * `page` comes from the server-given links.
 */
export const listQuery = z.object({
  draw: queryInt(0, bounds.draw),
  length: queryInt(1, limits.pageSize).optional(),
  page: pageNumber.optional(),
  search: text(limits.search).optional(),
  column: sortColumn.optional(),
  dir: sortDir.optional(),
  filter_status: recordStatus.optional(),
});

/** Query of the Laravel-style `GET master/roles` (spec §7). */
export const rolesPageQuery = z.object({
  page: pageNumber.optional(),
  per_page: queryInt(1, limits.pageSize).optional(),
  search: text(limits.search).optional(),
  column: sortColumn.optional(),
  dir: sortDir.optional(),
  status: recordStatus.optional(),
  name: text(limits.name).optional(),
});

const pageLink = z.object({
  label: text(limits.name),
  url: nullableText(limits.url),
  active: z.boolean(),
});

/**
 * A Laravel length-aware page (spec §3 list_data, and data of master/roles).
 * `total_is_estimate` is ours: on huge tables the server counts approximately.
 */
export const paginator = <T extends z.ZodType>(row: T) =>
  z.object({
    data: list(row, limits.pageSize),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    per_page: z.number().int().min(1).max(limits.pageSize).optional(),
    total: z.number().int().min(0),
    total_is_estimate: z.boolean(),
    from: z.number().int().min(1).nullable(),
    to: z.number().int().min(1).nullable(),
    first_page_url: nullableText(limits.url).optional(),
    last_page_url: nullableText(limits.url),
    next_page_url: nullableText(limits.url),
    prev_page_url: nullableText(limits.url),
    links: list(pageLink, limits.listItems),
  });

/** Answer data of the DataTables-style lists: `data[0]` holds the echoed draw and list_data. */
export const listAnswer = <T extends z.ZodType>(row: T) =>
  z.tuple([
    z.object({ draw: z.number().int().min(0).max(bounds.draw), list_data: paginator(row) }),
  ]);

export type ListQuery = z.input<typeof listQuery>;
export type RolesPageQuery = z.input<typeof rolesPageQuery>;
export type PageLink = z.infer<typeof pageLink>;
export type Paginator<T> = Omit<z.infer<ReturnType<typeof paginator>>, 'data'> & { data: T[] };
/** What a list call answers, for its row type: `[{ draw, list_data }]`. */
export type ListAnswer<T> = [
  Omit<z.infer<ReturnType<typeof listAnswer>>[0], 'list_data'> & { list_data: Paginator<T> },
];
