import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { pageLinks, pageUrlBuilder, type PageLink } from './links';
import { countRows } from './count';

export interface ListRequest {
  page: number;
  perPage: number;
  search?: string | undefined;
  /** A key of `sortable`; unknown keys fall back to the default sort. */
  sort?: string | undefined;
  dir?: 'asc' | 'desc' | undefined;
  status?: 'ENABLE' | 'DISABLE' | undefined;
  /** The request's URL: links repeat it with another page number. */
  url: string;
}

export interface ListSpec<Row> {
  table: PgTable;
  /** The selected columns (never a secret). */
  columns: Record<string, PgColumn | SQL.Aliased>;
  searchable: PgColumn[];
  sortable: Record<string, PgColumn>;
  defaultSort: { column: string; dir: 'asc' | 'desc' };
  /** Unique column that breaks ties so pages never overlap. */
  tieBreaker: PgColumn;
  statusColumn: PgColumn;
  /** Extra condition (e.g. a name filter). */
  where?: SQL | undefined;
  toRow: (record: Record<string, unknown>) => Row;
}

export interface Paginated<Row> {
  data: Row[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  total_is_estimate: boolean;
  from: number | null;
  to: number | null;
  first_page_url: string | null;
  last_page_url: string | null;
  next_page_url: string | null;
  prev_page_url: string | null;
  links: PageLink[];
}

/** `%term%` with the user's own % and _ taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** One page of a list: filter, search, sort with a tie-breaker, count (or estimate), links. */
export async function listPage<Row>(
  db: Db,
  spec: ListSpec<Row>,
  request: ListRequest,
): Promise<Paginated<Row>> {
  const term = request.search?.trim();
  const where = and(
    request.status ? eq(spec.statusColumn, request.status) : undefined,
    term ? or(...spec.searchable.map((column) => ilike(column, likePattern(term)))) : undefined,
    spec.where,
  );
  const sortKey =
    request.sort && request.sort in spec.sortable ? request.sort : spec.defaultSort.column;
  const dir =
    request.sort && request.sort in spec.sortable ? (request.dir ?? 'asc') : spec.defaultSort.dir;
  const order = dir === 'desc' ? desc : asc;
  const sortColumn = spec.sortable[sortKey] ?? spec.tieBreaker;

  const offset = (request.page - 1) * request.perPage;
  const records = await db
    .select(spec.columns)
    .from(spec.table)
    .where(where)
    .orderBy(order(sortColumn), order(spec.tieBreaker))
    .limit(request.perPage)
    .offset(offset);
  // A page that is not full ends the list: its total is known without counting.
  const lastPageSeen = records.length < request.perPage && (records.length > 0 || offset === 0);
  const counted = lastPageSeen
    ? { total: offset + records.length, estimate: false }
    : await countRows(db, spec.table, where);

  const total = Math.max(counted.total, offset + records.length);
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const urlFor = pageUrlBuilder(request.url);
  const from = records.length ? (request.page - 1) * request.perPage + 1 : null;
  return {
    data: records.map((r) => spec.toRow(r as Record<string, unknown>)),
    current_page: request.page,
    last_page: lastPage,
    per_page: request.perPage,
    total,
    total_is_estimate: counted.estimate,
    from,
    to: from === null ? null : from + records.length - 1,
    first_page_url: urlFor(1),
    last_page_url: urlFor(lastPage),
    next_page_url: request.page < lastPage ? urlFor(request.page + 1) : null,
    prev_page_url: request.page > 1 ? urlFor(request.page - 1) : null,
    links: pageLinks(request.page, lastPage, urlFor),
  };
}
