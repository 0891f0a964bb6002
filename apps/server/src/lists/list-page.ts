import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { pageLinks, pageUrlBuilder, type PageLink } from './links';
import {
  countRows,
  estimateRows,
  EXACT_COUNT_CAP,
  knownCount,
  matchingKey,
  rememberCount,
} from './count';
import { readDeepPage } from './deep-page';
import { orderOf, sortKeyFields, type Direction } from './sorting';
import { isVersioned, listVersion } from './versioned';
import { conditionOf, type Filtered } from './condition';
import { keptKey, readPage } from './page-read';

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
  /** What else a search finds a row by (its parts in another table): see condition.ts. */
  searchAlso?: Filtered['searchAlso'];
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

/** Past this offset a page is found through the index alone before its rows are read. */
export const DEEP_OFFSET = 1_000;

interface Plan<Row> {
  spec: ListSpec<Row>;
  /** Names the matching rows (see matchingKey). */
  matching: string;
  where: SQL | undefined;
  dir: Direction;
  sortColumn: PgColumn;
  offset: number;
  perPage: number;
  /** Whether writes to the table move list_version, so an earlier count may be reused. */
  versioned: boolean;
  /** The values the condition was made of. */
  status: string | undefined;
  pattern: string | undefined;
  /** The planner's estimate of the matching rows. */
  estimated: number;
}

interface Found {
  records: Record<string, unknown>[];
  total: number;
  estimate: boolean;
}

/**
 * A list the planner expects to be small: its first CAP + 1 matches are read once, and
 * that one query gives the page and the exact total. More than CAP matches means the
 * guess was wrong (undefined: the caller pages the usual way).
 */
async function fromSmallSet<Row>(db: Db, p: Plan<Row>): Promise<Found | undefined> {
  const { spec } = p;
  const order = orderOf(p.dir);
  const matched = db
    .select({ ...spec.columns, ...sortKeyFields(p.sortColumn, spec.tieBreaker) })
    .from(spec.table)
    .where(p.where)
    .limit(EXACT_COUNT_CAP + 1)
    .as('matched');
  const byKey = matched as unknown as Record<string, PgColumn>;
  const fields = Object.fromEntries(Object.keys(spec.columns).map((key) => [key, byKey[key]!]));
  const rows = await db
    .select({
      ...fields,
      __total: sql<number>`count(*) over ()`.mapWith(Number),
      __version: listVersion(),
    })
    .from(matched)
    .orderBy(order(matched.__sort), order(matched.__tie))
    .limit(p.perPage)
    .offset(p.offset);
  const total = rows[0]?.__total;
  // Past the last page no row carries the total; the usual way counts it.
  if (total === undefined || total > EXACT_COUNT_CAP) return undefined;
  if (p.versioned) rememberCount(db, p.matching, total, rows[0]!.__version);
  const records = rows.map(({ __total: _t, __version: _v, ...record }) => record);
  return { records, total, estimate: false };
}

// A prepared statement's generic plan walks the sort index and skips what does not match.
// For a search that is cheap only while matches are dense: past this many rows walked, a
// rare term is planned for its own value (the trigram index) instead.
const WALK_BUDGET = 5_000;

/** Whether a generic plan reads this page cheaply: always without a search. */
async function walkIsShort<Row>(db: Db, p: Plan<Row>): Promise<boolean> {
  if (p.pattern === undefined) return true;
  const matches = knownCount(db, p.matching) ?? p.estimated;
  const unsearched = conditionOf(p.spec, p.status, undefined);
  const rows = await estimateRows(db, p.spec.table, unsearched);
  return ((p.offset + p.perPage) * rows) / Math.max(matches, 1) <= WALK_BUDGET;
}

/** The page by offset (through the index first when deep), then the count or estimate. */
async function fromWholeSet<Row>(db: Db, p: Plan<Row>): Promise<Found> {
  const { spec } = p;
  let page: { records: Record<string, unknown>[]; version: string | undefined };
  if (p.offset >= DEEP_OFFSET) {
    const list = `${p.matching}\u0000${p.sortColumn.name}\u0000${p.dir}`;
    const { where, sortColumn, dir, offset, perPage } = p;
    const read = { ...spec, list, where, sortColumn, dir, offset, perPage };
    page = await readDeepPage(db, read, p.versioned);
  } else {
    const { sortColumn, dir, offset, perPage, status, pattern } = p;
    const generic = offset === 0 && (await walkIsShort(db, p));
    const read = { condition: p.where, status, pattern, sortColumn, dir, offset, perPage, generic };
    page = await readPage(db, spec, read);
  }
  const { records } = page;
  // A page that is not full ends the list: its total is known without counting.
  const lastPageSeen = records.length < p.perPage && (records.length > 0 || p.offset === 0);
  const counted = lastPageSeen
    ? { total: p.offset + records.length, estimate: false }
    : await countRows(db, spec.table, p.where, p.matching, p.versioned ? page.version : undefined);
  // An estimate below the rows already seen is raised to them (not past the end, where none are).
  const seen = records.length ? p.offset + records.length : 0;
  return { records, ...counted, total: Math.max(counted.total, seen) };
}

/** The rows a list shows, whatever its page: status filter, search and its own condition. */
export function listWhere<Row>(
  spec: ListSpec<Row>,
  request: Pick<ListRequest, 'search' | 'status'>,
): SQL | undefined {
  const { status, pattern } = filterValues(request);
  return conditionOf(spec, status, pattern);
}

/** The status and LIKE pattern a request filters by. */
function filterValues(request: Pick<ListRequest, 'search' | 'status'>) {
  const term = request.search?.trim();
  return { status: request.status || undefined, pattern: term ? likePattern(term) : undefined };
}

/** The column and direction a list is sorted by (its default for an unknown column). */
export function listOrder<Row>(
  spec: ListSpec<Row>,
  request: Pick<ListRequest, 'sort' | 'dir'>,
): { sortColumn: PgColumn; dir: Direction } {
  const known = request.sort !== undefined && request.sort in spec.sortable;
  const sortKey = known ? request.sort! : spec.defaultSort.column;
  const dir = known ? (request.dir ?? 'asc') : spec.defaultSort.dir;
  return { sortColumn: spec.sortable[sortKey] ?? spec.tieBreaker, dir };
}

/** One page of a list: filter, search, sort with a tie-breaker, count (or estimate), links. */
export async function listPage<Row>(
  db: Db,
  spec: ListSpec<Row>,
  request: ListRequest,
): Promise<Paginated<Row>> {
  const { status, pattern } = filterValues(request);
  const where = conditionOf(spec, status, pattern);
  const matching = keptKey(spec, status, pattern) ?? matchingKey(db, spec.table, where);
  const plan: Plan<Row> = {
    spec,
    matching,
    where,
    ...listOrder(spec, request),
    offset: (request.page - 1) * request.perPage,
    perPage: request.perPage,
    versioned: await isVersioned(db, spec.table),
    status,
    pattern,
    estimated: await estimateRows(db, spec.table, where, matching),
  };
  // A small list read whole once gives its count; with that count remembered, its pages
  // are read alone, like any other list's.
  const small =
    plan.estimated <= EXACT_COUNT_CAP &&
    !(plan.versioned && knownCount(db, matching) !== undefined);
  const found =
    (small ? await fromSmallSet(db, plan) : undefined) ?? (await fromWholeSet(db, plan));
  return paginated(found, request, (r) => spec.toRow(r));
}

function paginated<Row>(
  { records, total, estimate }: Found,
  request: ListRequest,
  toRow: (record: Record<string, unknown>) => Row,
): Paginated<Row> {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const urlFor = pageUrlBuilder(request.url);
  const from = records.length ? (request.page - 1) * request.perPage + 1 : null;
  return {
    data: records.map(toRow),
    current_page: request.page,
    last_page: lastPage,
    per_page: request.perPage,
    total,
    total_is_estimate: estimate,
    from,
    to: from === null ? null : from + records.length - 1,
    first_page_url: urlFor(1),
    last_page_url: urlFor(lastPage),
    next_page_url: request.page < lastPage ? urlFor(request.page + 1) : null,
    prev_page_url: request.page > 1 ? urlFor(request.page - 1) : null,
    links: pageLinks(request.page, lastPage, urlFor),
  };
}
