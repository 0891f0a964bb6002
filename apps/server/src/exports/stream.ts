import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listOrder, listWhere, type ListRequest, type ListSpec } from '../lists/list-page';
import { orderOf, sortKeyFields } from '../lists/sorting';
import { CSV_BOM, csvLine } from '@cermat/core';

// Rows per query: large enough that round trips do not dominate, small enough that one
// batch is all the memory an export holds, whatever the list's size.
const BATCH = 2_000;

type Shape = Pick<ListRequest, 'search' | 'status' | 'sort' | 'dir'>;

/**
 * Every row of a list as CSV, in the list's own order, read in keyset batches (after the
 * last row's sort key and tie-breaker, through the same indexes as the list) and pulled
 * by the reader: a slow download holds one batch, never the whole list.
 */
export function csvStream<Row>(
  db: Db,
  spec: ListSpec<Row>,
  shape: Shape,
  fields: string[],
): ReadableStream<Uint8Array> {
  const where = listWhere(spec, shape);
  const { sortColumn, dir } = listOrder(spec, shape);
  const order = orderOf(dir);
  const encoder = new TextEncoder();
  let last: { sort: unknown; tie: unknown } | undefined;
  let started = false;
  const after = (): SQL | undefined =>
    last &&
    sql`(${sortColumn}, ${spec.tieBreaker}) ${dir === 'desc' ? sql`<` : sql`>`} (${last.sort}, ${last.tie})`;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(fields)));
        return;
      }
      const rows = await db
        .select({ ...spec.columns, ...sortKeyFields(sortColumn, spec.tieBreaker) })
        .from(spec.table)
        .where(and(where, after()))
        .orderBy(order(sortColumn), order(spec.tieBreaker))
        .limit(BATCH);
      const tail = rows.at(-1);
      if (tail) last = { sort: tail.__sort, tie: tail.__tie };
      const text = rows.map((row) =>
        csvLine(fields.map((f) => (row as Record<string, unknown>)[f])),
      );
      if (text.length) controller.enqueue(encoder.encode(text.join('')));
      if (rows.length < BATCH) controller.close();
    },
  });
}
