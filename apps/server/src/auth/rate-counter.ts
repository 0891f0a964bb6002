import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

/** A key's count in its current window, and the seconds until that window ends. */
export interface Hit {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Adds one to a key's count in its fixed window and returns the new count, in one
 * statement. The row lock taken by `on conflict do update` hands concurrent callers
 * distinct counts, so comparing the count with a limit lets exactly `limit` through:
 * callers reserve BEFORE doing the limited thing, never read-then-write. A window
 * older than `windowSeconds` starts over at 1.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const length = sql`(${windowSeconds}::int * interval '1 second')`;
  // SET reads the row as it was, so both columns see the same expired/not decision.
  const expired = sql`${loginThrottle.window_start} <= now() - ${length}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, window_start: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${loginThrottle.window_start} end`,
      },
    })
    .returning({
      count: loginThrottle.failures,
      // now() is each statement's start: one that waited on the row lock of a window opened
      // just after it started would see more than a whole window left, so cap at one.
      retryAfterSeconds: sql<number>`least(${windowSeconds}::int, greatest(1, ceil(extract(epoch from ${loginThrottle.window_start} + ${length} - now()))))::int`,
    });
  // An upsert always returns its row; the fallback only satisfies the type.
  return { count: row?.count ?? 1, retryAfterSeconds: Number(row?.retryAfterSeconds ?? 1) };
}

/** Gives back one reserved count per key (the reserved thing turned out not to count). */
export async function release(db: Db, keys: readonly string[]): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(inArray(loginThrottle.key, [...keys]));
}

/** Forgets the keys' counts altogether. */
export async function clear(db: Db, keys: readonly string[]): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [...keys]));
}

/** Deletes counts whose window ended at least `seconds` ago (nothing reads them again). */
export async function purgeEnded(db: Db, seconds: number): Promise<number> {
  const rows = await db
    .delete(loginThrottle)
    .where(sql`${loginThrottle.window_start} <= now() - (${seconds}::int * interval '1 second')`)
    .returning({ key: loginThrottle.key });
  return rows.length;
}
