/** A column as the server sends it in `detail` (spec §3). */
interface ReadColumn {
  col: number | string;
  component: string;
  order_no: number | string;
}

/** The read shape: `detail`, columns keyed by row number. */
export type PageDetail = Record<string, ReadColumn[]>;

/** A column of the save shape (and of the builder). */
export interface PageColumn {
  number: number;
  /** Width on the 12-column grid, 1 to 12. */
  grid: number;
  /** Component file name without its extension. */
  component: string;
  /** Position within the row, from 1. */
  order: number;
}

/** A row of the save shape `detail_page` (and of the builder). */
export interface PageRow {
  number: number;
  columns: PageColumn[];
}

/** The column dialog's fields; null grid/order mean "not chosen yet". */
export interface ColumnDraft {
  grid: number | null;
  component: string;
  order: number | null;
}

/** A field of the column dialog that can be wrong. */
export type ColumnField = keyof ColumnDraft;
