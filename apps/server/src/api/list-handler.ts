import { DEFAULT_PAGE_SIZE, DEFAULT_SORTS, sortField, type ListKind } from '@cermat/core';
import type { Db } from '../db/client';
import { listPage, type ListSpec, type Paginated } from '../lists/list-page';
import type { Handler } from './handler';

/** The parsed DataTables-style query of the contract's listQuery. */
interface ListQuery {
  draw: number;
  length?: number;
  page?: number;
  search?: string;
  column?: number | string;
  dir?: 'asc' | 'desc';
  filter_status?: 'ENABLE' | 'DISABLE';
}

/** Runs one list page; the spec's column (index or name) is resolved by core's table. */
export function runList<Row>(
  db: Db,
  kind: ListKind,
  spec: Omit<ListSpec<Row>, 'defaultSort'>,
  query: ListQuery,
  url: string,
): Promise<Paginated<Row>> {
  const fallback = DEFAULT_SORTS[kind];
  const defaultField = sortField(kind, fallback.column) ?? Object.keys(spec.sortable)[0]!;
  return listPage(
    db,
    { ...spec, defaultSort: { column: defaultField, dir: fallback.dir } },
    {
      page: query.page ?? 1,
      perPage: query.length ?? DEFAULT_PAGE_SIZE,
      search: query.search,
      sort: query.column === undefined ? undefined : sortField(kind, query.column),
      dir: query.dir,
      status: query.filter_status ?? 'ENABLE',
      url,
    },
  );
}

/** A handler answering `[{ draw, list_data }]` with the draw echoed (spec §3). */
export function listHandler<Row>(
  kind: ListKind,
  spec: Omit<ListSpec<Row>, 'defaultSort'>,
): Handler {
  return async (ctx, { query }) => {
    const q = query as unknown as ListQuery;
    const list_data = await runList(ctx.db, kind, spec, q, ctx.c.req.url);
    return { data: [{ draw: q.draw, list_data }] };
  };
}
