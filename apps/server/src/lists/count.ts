import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { queryRows } from '../db/raw';
import { listVersion } from './versioned';

/** Up to this many matching rows are counted exactly; beyond, the planner estimates. */
export const EXACT_COUNT_CAP = 1_000;
// Planner estimates this far above the cap are trusted without counting at all.
const SURELY_HUGE = EXACT_COUNT_CAP * 10;

// An estimate is a guess already: a few seconds' reuse spares a planner round trip
// on every call of a busy list, and bounds how stale it can be.
const ESTIMATE_TTL_MS = 5_000;
const CACHE_MAX = 1_000;
const estimatesOf = perDatabase(() => new Map<string, { rows: number; at: number }>());
// Exact counts of versioned lists, each with the list_version it was counted at.
const countsOf = perDatabase(() => new Map<string, { n: number; version: string }>());

/** A bounded map: search terms make the keys, so a full one starts over rather than grow. */
function keep<T>(map: Map<string, T>, key: string, value: T): void {
  if (map.size >= CACHE_MAX && !map.has(key)) map.clear();
  map.set(key, value);
}

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
  keep(estimates, key, { rows, at: now });
  return rows;
}

/** Remembers an exact count of the rows `key` names, read at list_version `version`. */
export function rememberCount(db: Db, key: string, n: number, version: string): void {
  keep(countsOf(db), key, { n, version });
}

/** The last count of the rows `key` names, at whatever version (a hint, not a total). */
export const knownCount = (db: Db, key: string): number | undefined => countsOf(db).get(key)?.n;

/**
 * The matching rows counted up to the cap. Given `version` (list_version as the caller's
 * page read it, for a versioned list only), a count read at that same version is reused:
 * no listed table changed in between, so it is still exact.
 */
async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  key: string,
  version: string | undefined,
): Promise<number> {
  const known = countsOf(db).get(key);
  if (version !== undefined && known?.version === version) return known.n;
  const capped = matching(db, table, where).limit(EXACT_COUNT_CAP + 1);
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n, ${listVersion()} as v from (${capped}) as c`,
  );
  const n = Number(row?.n ?? 0);
  // Kept with the version its own statement saw: count and version are one snapshot.
  if (version !== undefined) rememberCount(db, key, n, String(row?.v));
  return n;
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
  version?: string,
): Promise<{ total: number; estimate: boolean }> {
  const estimated = await estimateRows(db, table, where, key);
  if (estimated >= SURELY_HUGE) return { total: estimated, estimate: true };
  const exact = await cappedCount(db, table, where, key, version);
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
