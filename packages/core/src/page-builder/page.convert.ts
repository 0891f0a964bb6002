import { arrangeColumns } from './page.algebra';
import type { PageDetail, PageRow } from './page.types';

/** Builder rows from the read shape: rows in key order renumbered from 1, columns sorted by order. */
export function fromDetail(detail: PageDetail | null | undefined): PageRow[] {
  return Object.entries(detail ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, columns], i) => ({
      number: i + 1,
      columns: arrangeColumns(
        columns.map((c) => ({
          grid: Number(c.col),
          component: c.component,
          order: Number(c.order_no),
        })),
      ),
    }));
}

/** The save shape `detail_page`: rows with number and columns (number, grid, component, order). */
export function toDetailPage(rows: readonly PageRow[]): PageRow[] {
  return rows.map((row) => ({
    number: row.number,
    columns: row.columns.map(({ number, grid, component, order }) => ({
      number,
      grid,
      component,
      order,
    })),
  }));
}
