import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_STATUS,
  PAGE_SIZES,
  STATUSES,
  type PageSize,
  type RecordStatus,
  type Sort,
} from '../constants';
import type { ListPage, ListQuery, ListState, PageLink, Paging } from './list.types';

/** Number shown in a row's 'No' column: rowNumber(2, 10, 0) → 11. */
export function rowNumber(page: number, size: number, index: number): number {
  return (page - 1) * size + index + 1;
}

/** Sort after a click on a column header: the same column flips, another starts ascending. */
export function nextSort(sort: Sort, column: string | number): Sort {
  if (sort.column === column) return { column, dir: sort.dir === 'asc' ? 'desc' : 'asc' };
  return { column, dir: 'asc' };
}

/** The page a server-given link leads to, or null when it is disabled (no url) or unreadable. */
export function pageFromLink(link: PageLink): number | null {
  if (!link.url) return null;
  const fromUrl = /[?&]page=(\d+)/.exec(link.url)?.[1];
  const page = Number(fromUrl ?? link.label);
  return Number.isInteger(page) && page >= 1 ? page : null;
}

/** True when the list has a previous page. */
export const canPrev = (paging: Pick<Paging, 'current_page'> | null): boolean =>
  paging !== null && paging.current_page > 1;

/** True when the list has a next page. */
export const canNext = (paging: Pick<Paging, 'current_page' | 'last_page'> | null): boolean =>
  paging !== null && paging.current_page < paging.last_page;

/** A list's starting state: page 1, 10 per page, ENABLE, no search, the given sort. */
export function defaultListState(sort: Sort): ListState {
  return {
    page: DEFAULT_PAGE,
    size: DEFAULT_PAGE_SIZE,
    search: '',
    status: DEFAULT_STATUS,
    sort,
  };
}

/** URL query of a list state, leaving out what equals the defaults (keeps URLs short). */
export function toQuery(state: ListState, defaults: ListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.page !== defaults.page) query.page = String(state.page);
  if (state.size !== defaults.size) query.size = String(state.size);
  if (state.search !== defaults.search) query.search = state.search;
  if (state.status !== defaults.status) query.status = state.status;
  if (state.sort.column !== defaults.sort.column || state.sort.dir !== defaults.sort.dir) {
    query.sort = String(state.sort.column);
    query.dir = state.sort.dir;
  }
  return query;
}

const positiveInt = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** List state from a URL query; anything missing or invalid falls back to the defaults. */
export function fromQuery(
  query: Readonly<Record<string, string | undefined>>,
  defaults: ListState,
): ListState {
  const size = positiveInt(query.size);
  const status = query.status;
  const dir = query.dir;
  const byIndex = typeof defaults.sort.column === 'number';
  const column =
    query.sort === undefined ? undefined : byIndex ? positiveIntOrZero(query.sort) : query.sort;
  return {
    page: positiveInt(query.page) ?? defaults.page,
    size: PAGE_SIZES.includes(size as PageSize) ? (size as PageSize) : defaults.size,
    search: query.search ?? defaults.search,
    status: STATUSES.includes(status as RecordStatus) ? (status as RecordStatus) : defaults.status,
    sort:
      column !== undefined && column !== '' && (dir === 'asc' || dir === 'desc')
        ? { column, dir }
        : defaults.sort,
  };
}

function positiveIntOrZero(value: string): number | undefined {
  return value === '0' ? 0 : positiveInt(value);
}

/** The query of the DataTables-style list calls (spec §7): draw, length, page, search, column, dir, filter_status. */
export function toListParams(query: ListQuery) {
  return {
    draw: query.draw,
    length: query.size,
    page: query.page,
    ...(query.search === '' ? {} : { search: query.search }),
    column: query.sort.column,
    dir: query.sort.dir,
    filter_status: query.status,
  };
}

/** The fetch actor's answer from a list call's `data[0]` ({ draw, list_data }). */
export function fromListAnswer<Row>(answer: {
  draw: number;
  list_data: Paging & { data: Row[] };
}): ListPage<Row> {
  return { ...answer.list_data, draw: answer.draw };
}
