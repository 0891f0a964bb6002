import { sql } from 'drizzle-orm';
import { begunWithOf, type Db } from './client';

// PostgreSQL gives up one of two transactions that wait on each other (deadlock) or
// cannot be serialized; run again, the loser normally goes through.
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/** The database's own error under driver wrappers (drizzle wraps the cause). */
function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return current as { code: string; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a failed query. */
const sqlState = (error: unknown): string | undefined => databaseError(error)?.code;

/** The constraint (unique index) a failed query violated, when the driver says. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint = databaseError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/**
 * Runs fn in one transaction; everything or nothing. A transaction PostgreSQL chose as
 * a deadlock's (or a serialization failure's) victim was rolled back whole, so it is
 * run again, up to three times in all. `first`: statements without parameters (values
 * written in, escaped) to run before fn, sent with the BEGIN (`client.ts`, `BegunWith`);
 * inside another transaction (a savepoint) one by one.
 */
export async function inTransaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  first?: readonly string[],
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const begunWith = first !== undefined ? begunWithOf(db) : undefined;
      if (begunWith && first !== undefined) return await begunWith(first, fn);
      return await db.transaction(async (tx) => {
        for (const statement of first ?? []) await tx.execute(sql.raw(statement));
        return fn(tx);
      });
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= ATTEMPTS || !state || !RETRYABLE.has(state)) throw error;
    }
  }
}

/** True when a query failed on a unique index (PostgreSQL 23505), through driver wrappers. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * True when a query failed on a foreign key (PostgreSQL 23503, or 23001 for RESTRICT): a
 * row it names is gone, or a row it deletes is still named.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const state = sqlState(error);
  return state === '23503' || state === '23001';
}
