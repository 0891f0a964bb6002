import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { queryRows } from '../db/raw';

/** Up to this many matching rows are counted exactly; beyond, the planner estimates. */
export const EXACT_COUNT_CAP = 1_000;
// Planner estimates this far above the cap are trusted without counting at all.
const SURELY_HUGE = EXACT_COUNT_CAP * 10;

// An estimate is a guess already: a few seconds' reuse spares a planner round trip
// on every call of a busy list, and bounds how stale it can be.
const ESTIMATE_TTL_MS = 5_000;
const ESTIMATE_CACHE_MAX = 1_000;
const estimatesOf = perDatabase(() => new Map<string, { rows: number; at: number }>());

function matching(db: Db, table: PgTable, where: SQL | undefined) {
  return db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
}

/** A key naming the rows that match `where` in `table` (its SQL and parameters). */
export function matchingKey(db: Db, table: PgTable, where: SQL | undefined): string {
  const { sql: text, params } = matching(db, table, where).toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
}

/** The planner's row estimate for the rows matching `where`, reused for a few seconds. */
export async function estimateRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  key = matchingKey(db, table, where),
): Promise<number> {
  const estimates = estimatesOf(db);
  const now = Date.now();
  const known = estimates.get(key);
  if (known && now - known.at < ESTIMATE_TTL_MS) return known.rows;
  const plan = await queryRows(db, sql`explain (format json) ${matching(db, table, where)}`);
  const rows = planRows(plan[0]);
  // Search terms make the keys: a full map starts over rather than grow without end.
  if (estimates.size >= ESTIMATE_CACHE_MAX) estimates.clear();
  estimates.set(key, { rows, at: now });
  return rows;
}

/**
 * Counting a million rows costs more than the page itself, so: a planner estimate
 * far above the cap answers at once (flagged as an estimate); otherwise the count
 * stops at the cap, and past it the estimate answers.
 */
export async function countRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  key = matchingKey(db, table, where),
): Promise<{ total: number; estimate: boolean }> {
  const estimated = await estimateRows(db, table, where, key);
  if (estimated >= SURELY_HUGE) return { total: estimated, estimate: true };

  const capped = matching(db, table, where).limit(EXACT_COUNT_CAP + 1);
  const counted = await queryRows(db, sql`select count(*)::int as n from (${capped}) as c`);
  const exact = Number(counted[0]?.n ?? 0);
  if (exact <= EXACT_COUNT_CAP) return { total: exact, estimate: false };
  return { total: Math.max(exact, estimated), estimate: true };
}

function planRows(row: Record<string, unknown> | undefined): number {
  // PostgreSQL hands the plan as parsed JSON or as text depending on the driver.
  const raw = row ? Object.values(row)[0] : undefined;
  const doc = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  const first = Array.isArray(doc) ? (doc[0] as { Plan?: { 'Plan Rows'?: number } }) : undefined;
  return Math.round(first?.Plan?.['Plan Rows'] ?? 0);
}
