import { formatDate } from './format';

/** Spreadsheet programs read UTF-8 (Indonesian text) only when the file starts with it. */
export const CSV_BOM = '\uFEFF';

// A text a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, and a
// tab or carriage return before one of them.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: dates as the screen shows them ('YYYY-MM-DD HH:mm', Asia/Jakarta), a
 * text that could start a formula prefixed with `'` (shown as text, never run), quoted
 * when it holds a quote, comma or line break.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (RFC 4180: CRLF); the server's exports and the mock API's write the same. */
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
