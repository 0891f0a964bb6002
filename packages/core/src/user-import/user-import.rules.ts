import type { USER_CSV_COLUMNS } from '@cermat/vocabulary';

/** One CSV row as read: its cells by column of the users export. */
export type ImportCells = Partial<Record<(typeof USER_CSV_COLUMNS)[number], string>>;

/** Errors by `rows.<index>.<field>` (or `rows.<index>` for the whole row): the server's field map. */
export type RowErrors = Record<string, string[]>;

/** One row's errors: the field each names (`null`: the row as a whole) and its message. */
export interface RowIssue {
  field: string | null;
  message: string;
}

const ROW_KEY = /^rows\.(\d+)(?:\.(\w+))?$/;

/** Both maps' messages, each once, per key (the console's parse and the server's check). */
export function mergeRowErrors(...maps: RowErrors[]): RowErrors {
  const out = Object.create(null) as RowErrors;
  for (const map of maps)
    for (const [key, messages] of Object.entries(map))
      out[key] = [...new Set([...(out[key] ?? []), ...messages])];
  return out;
}

/** The issues of each row by its index; a key that names no row is left out. */
export function issuesByRow(errors: RowErrors): Map<number, RowIssue[]> {
  const out = new Map<number, RowIssue[]>();
  for (const [key, messages] of Object.entries(errors)) {
    const match = ROW_KEY.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const issues = out.get(index) ?? [];
    for (const message of messages) issues.push({ field: match[2] ?? null, message });
    out.set(index, issues);
  }
  return out;
}

/** The messages of a field map that name no row (`rows` itself: too many; `_`: the body). */
export function fileIssues(errors: RowErrors): string[] {
  return Object.entries(errors)
    .filter(([key]) => !ROW_KEY.test(key))
    .flatMap(([, messages]) => messages);
}

// The export writes `'` before a text a spreadsheet would run as a formula (csvCell).
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/** A cell's value as it was before the export escaped it: csvCell's `'` taken off again. */
export const csvCellValue = (cell: string): string =>
  ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
