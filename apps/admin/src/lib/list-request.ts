import {
  SORT_COLUMNS,
  type ListKind,
  type ListPage,
  type ListQuery,
  type PageLink,
} from '@cermat/core';

/** The wire query of the DataTables-style lists (spec §7): the sort travels as a column index. */
export interface ListRequest {
  draw: number;
  length: number;
  page: number;
  search?: string;
  column: number;
  dir: 'asc' | 'desc';
  filter_status: 'ENABLE' | 'DISABLE';
}

export function toListRequest(kind: ListKind, query: ListQuery): ListRequest {
  const { column } = query.sort;
  const index = typeof column === 'number' ? column : SORT_COLUMNS[kind].indexOf(column);
  return {
    draw: query.draw,
    length: query.size,
    page: query.page,
    ...(query.search ? { search: query.search } : {}),
    column: Math.max(index, 0),
    dir: query.sort.dir,
    filter_status: query.status,
  };
}

/** What the lists answer: `data[0]` holds the echoed draw and the page (spec §3). */
export interface ListAnswer<Row> {
  draw: number;
  list_data: {
    data: Row[];
    current_page: number;
    last_page: number;
    total: number;
    from: number | null;
    to: number | null;
    links: PageLink[];
  };
}

export function fromListAnswer<Row>(answer: readonly [ListAnswer<Row>]): ListPage<Row> {
  const [{ draw, list_data }] = answer;
  return {
    draw,
    data: list_data.data,
    current_page: list_data.current_page,
    last_page: list_data.last_page,
    total: list_data.total,
    from: list_data.from,
    to: list_data.to,
    links: list_data.links,
  };
}
