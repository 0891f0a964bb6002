import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw statement; both drivers answer `{ rows }`. */
export async function queryRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}
