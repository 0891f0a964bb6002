import type { listQuery } from '@cermat/contract';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORTS, sortField, type ListKind } from '@cermat/core';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { listPage, type ListSpec, type Paginated } from './list-page';
import { keepPrepared } from './page-read';
import type { HandlerContext, HandlerResult } from '../context/handler';

/** The parsed DataTables-style query: page, length and draw within the contract's bounds. */
type ListQuery = z.output<typeof listQuery>;

/** A list's spec with core's default sort of its kind. */
export function withDefaultSort<Row>(
  kind: ListKind,
  spec: Omit<ListSpec<Row>, 'defaultSort'>,
): ListSpec<Row> {
  const fallback = DEFAULT_SORTS[kind];
  const defaultField = sortField(kind, fallback.column) ?? Object.keys(spec.sortable)[0]!;
  return { ...spec, defaultSort: { column: defaultField, dir: fallback.dir } };
}

/** What a list shows besides its page: search, sort (core resolves the column), status. */
export const listShape = (
  kind: ListKind,
  query: Pick<ListQuery, 'search' | 'column' | 'dir' | 'filter_status'>,
) => ({
  search: query.search,
  sort: query.column === undefined ? undefined : sortField(kind, query.column),
  dir: query.dir,
  status: query.filter_status ?? 'ENABLE',
});

/** Runs one list page; the spec's column (index or name) is resolved by core's table. */
function runList<Row>(
  db: Db,
  kind: ListKind,
  spec: ListSpec<Row>,
  query: ListQuery,
  url: string,
): Promise<Paginated<Row>> {
  return listPage(db, spec, {
    page: query.page ?? 1,
    perPage: query.length ?? DEFAULT_PAGE_SIZE,
    ...listShape(kind, query),
    url,
  });
}

/** A handler of any entry whose query is the list query (`master/{role/all,user,page,...}`). */
export type ListHandler = (
  ctx: HandlerContext,
  input: { query: ListQuery },
) => Promise<HandlerResult>;

/** A handler answering `[{ draw, list_data }]` with the draw echoed (spec §3). */
export function listHandler<Row>(
  kind: ListKind,
  spec: Omit<ListSpec<Row>, 'defaultSort'>,
): ListHandler {
  // Made once: a kept spec's page reads become prepared statements (lists/page-read.ts).
  const full = keepPrepared(withDefaultSort(kind, spec));
  return async (ctx, { query }) => {
    const list_data = await runList(ctx.db, kind, full, query, ctx.c.req.url);
    return { data: [{ draw: query.draw, list_data }] };
  };
}
