import { CSV_BOM, csvLine } from '@cermat/core';
import type { Row } from './rows';

// The mock keeps dates as the wire's ISO text; the server's cells get them as dates.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const asCell = (value: unknown) =>
  typeof value === 'string' && TIMESTAMP.test(value) ? new Date(value) : value;

/** The file an export answers, written by core's CSV rules as the server writes it. */
export function csvOf(header: readonly string[], rows: readonly Row[]): string {
  return (
    CSV_BOM +
    csvLine([...header]) +
    rows.map((row) => csvLine(header.map((key) => asCell(row[key])))).join('')
  );
}
