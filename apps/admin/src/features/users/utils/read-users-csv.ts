import {
  csvCellValue,
  fill,
  USER_CSV_COLUMNS,
  USER_IMPORT_FIELDS,
  USER_IMPORT_LIMITS,
  type Messages,
  type ParsedImport,
  type RowErrors,
} from '@cermat/core';
import type { CsvLines } from './parse-csv.worker';

/** A spreadsheet may keep the export's byte order mark on the first header cell. */
const headerName = (cell: string) => cell.replace(/^\uFEFF/, '').trim();

/**
 * The rows of a users CSV by the export's columns (others are ignored), with the lines it
 * could not read as their rows' errors, or the reason the file cannot be imported at all.
 */
export function usersOfCsv({ lines, badQuotes }: CsvLines, texts: Messages): ParsedImport {
  const [header = [], ...body] = lines;
  const names = header.map(headerName);
  const failed = (problem: string): ParsedImport => ({ rows: [], errors: {}, problem });
  const missing = USER_IMPORT_FIELDS.filter((field) => !names.includes(field));
  if (missing.length)
    return failed(fill(texts.userImport.missingColumns, { columns: missing.join(', ') }));
  if (!body.length) return failed(texts.userImport.emptyFile);
  if (body.length > USER_IMPORT_LIMITS.rows)
    return failed(fill(texts.userImport.tooManyRows, { max: USER_IMPORT_LIMITS.rows }));
  const errors: RowErrors = {};
  const columns = USER_CSV_COLUMNS.filter((column) => names.includes(column));
  const rows = body.map((cells, index) => {
    if (cells.length !== names.length) errors[`rows.${index}`] = [texts.userImport.fieldCount];
    return Object.fromEntries(
      columns.map((column) => [column, csvCellValue(cells[names.indexOf(column)] ?? '')]),
    );
  });
  for (const line of badQuotes)
    if (line > 0) errors[`rows.${line - 1}`] = [texts.userImport.quotes];
  return { rows, errors, problem: null };
}

/** Reads a CSV file in a Web Worker (its own lazy chunk) and maps it to users' rows. */
export function readUsersCsv(file: File, texts: Messages): Promise<ParsedImport> {
  const worker = new Worker(new URL('./parse-csv.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ParsedImport>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<CsvLines>) => resolve(usersOfCsv(event.data, texts));
    worker.onerror = () => reject(new Error(texts.userImport.unreadable));
    worker.postMessage(file);
  }).finally(() => worker.terminate());
}
