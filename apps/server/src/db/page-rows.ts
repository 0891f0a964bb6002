import type { Db } from './client';
import { pageColumns, pageRows } from './schema';

/** Rows numbered from 1, columns numbered by their order within the row. */
export async function insertPageRows(
  db: Db,
  pageId: number,
  rows: { grid: number; component: string; order: number }[][],
): Promise<void> {
  for (const [i, columns] of rows.entries()) {
    const [row] = await db
      .insert(pageRows)
      .values({ page_id: pageId, number: i + 1 })
      .returning({ id: pageRows.id });
    if (!columns.length) continue;
    const sorted = [...columns].sort((a, b) => a.order - b.order);
    await db.insert(pageColumns).values(
      sorted.map((c, j) => ({
        row_id: row!.id,
        number: j + 1,
        grid: c.grid,
        component: c.component,
        order_no: c.order,
      })),
    );
  }
}
