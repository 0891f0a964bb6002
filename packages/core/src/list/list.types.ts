import type { PageSize, RecordStatus, Sort } from '../constants';

/** The list state a user controls (and the console keeps in the URL). */
export interface ListState {
  page: number;
  size: PageSize;
  /** The applied search text (after the debounce). */
  search: string;
  status: RecordStatus;
  sort: Sort;
}

/** What the fetch actor receives: the list state plus the request's draw number. */
export interface ListQuery extends ListState {
  draw: number;
}

/** One server-given paging link (Laravel style); no url means disabled. */
export interface PageLink {
  label: string;
  url: string | null;
  active: boolean;
}

/** Paging facts of an answer (list_data without its rows). */
export interface Paging {
  current_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
  links: PageLink[];
}

/** The fetch actor's answer: list_data with the draw echoed back. */
export interface ListPage<Row> extends Paging {
  data: Row[];
  draw: number;
}
