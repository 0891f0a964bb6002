import { validateColumn, type PageDetail, type PageRow } from '../../src';

// The oracles of the page builder's tests: what a stored page looks like, and what a valid
// page is. Neither the console nor the server uses them.

/** The read shape of builder rows (what the server stores and sends back as `detail`). */
export function toDetail(rows: readonly PageRow[]): PageDetail {
  return Object.fromEntries(
    rows.map((row) => [
      String(row.number),
      row.columns.map((c) => ({ col: c.grid, component: c.component, order_no: c.order })),
    ]),
  );
}

/** True when a page is valid: rows and columns numbered from 1, columns sorted by order, every column valid. */
export function isValidPage(rows: readonly PageRow[]): boolean {
  return rows.every(
    (row, r) =>
      row.number === r + 1 &&
      row.columns.every(
        (c, i) =>
          c.number === i + 1 &&
          Object.keys(validateColumn(c)).length === 0 &&
          (i === 0 || row.columns[i - 1]!.order <= c.order),
      ),
  );
}
