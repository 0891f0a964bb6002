/**
 * The users CSV, written by the export and read by the import: the same columns, so an
 * exported file imports again. `user_id`, `created_at` and `updated_at` are the server's
 * to give; an import reads them and ignores them.
 */
export const USER_CSV_COLUMNS = [
  'user_id',
  'username',
  'name',
  'status',
  'created_at',
  'updated_at',
  'roles',
] as const;

/** The columns an import takes its values from. */
export const USER_IMPORT_FIELDS = ['username', 'name', 'status', 'roles'] as const;

/** Role names in the `roles` cell: `|` never occurs in the CSV's own syntax nor in a spreadsheet's delimiter. */
export const ROLE_SEPARATOR = '|';

/** One import's ceiling: a few thousand users at once, and a request body that holds them. */
export const USER_IMPORT_LIMITS = {
  rows: 10_000,
  /** Bytes of the JSON request: 10,000 rows of long names and several roles fit. */
  bodyBytes: 8 * 1024 * 1024,
  /** Any cell, before its column's own rule. */
  cell: 1000,
} as const;
