import type { PageRow } from './page.types';

/** A failed page save's field messages, placed where the builder shows them. */
interface PageBuilderErrors {
  /** Messages of one column, keyed by `columnKey(row number, column number)`. */
  columns: Record<string, string[]>;
  /** Messages about a row or the whole builder (too many rows, a row's number). */
  builder: string[];
}

/** The key of one column in `PageBuilderErrors.columns`. */
export const columnKey = (row: number, column: number) => `${row}.${column}`;

const COLUMN_FIELD = /^detail_page\.(\d+)\.columns\.(\d+)\./;

/**
 * Places the server's messages on `detail_page`: `detail_page.0.columns.1.component`
 * is the second column of the first row as it was sent (`toDetailPage` keeps the order);
 * anything else under `detail_page` belongs to the builder. Other fields are not its own.
 */
export function pageBuilderErrors(
  fields: Readonly<Record<string, string>>,
  sent: readonly PageRow[],
): PageBuilderErrors {
  const errors: PageBuilderErrors = { columns: {}, builder: [] };
  for (const [field, message] of Object.entries(fields)) {
    if (field !== 'detail_page' && !field.startsWith('detail_page.')) continue;
    const [, rowIndex, columnIndex] = COLUMN_FIELD.exec(field) ?? [];
    const row = rowIndex === undefined ? undefined : sent[Number(rowIndex)];
    const column = row?.columns[Number(columnIndex)];
    if (row && column) (errors.columns[columnKey(row.number, column.number)] ??= []).push(message);
    else errors.builder.push(message);
  }
  return errors;
}
