/** The two record status values (spec §3, §9). */
export const STATUS = { ENABLE: 'ENABLE', DISABLE: 'DISABLE' } as const;
/** The record status values as a list, in filter order. */
export const STATUSES = [STATUS.ENABLE, STATUS.DISABLE] as const;
/** A record's status: ENABLE or DISABLE. */
export type RecordStatus = (typeof STATUSES)[number];

/** Page sizes offered by every list's 'Show' selector (spec §2.2, §9). */
export const PAGE_SIZES = [10, 50, 100, 200, 500] as const;
/** One of the offered page sizes. */
export type PageSize = (typeof PAGE_SIZES)[number];

/** An upload (a photo, a logo) must be strictly smaller than this many bytes (spec §5, §9: "2 MB"). */
export const UPLOAD_MAX_BYTES = 2_242_880;

/** Smallest grid width of a page column. */
export const GRID_MIN = 1;
/** Largest grid width of a page column (a 12-column grid). */
export const GRID_MAX = 12;
/** Smallest order of a page column within its row. */
export const ORDER_MIN = 1;
