import { and, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

export interface ThrottleLimits {
  userMax: number;
  ipMax: number;
  windowSeconds: number;
}

export const throttleKeys = (username: string, address: string) => ({
  user: `user:${username.toLowerCase()}`,
  ip: `ip:${address}`,
});

/** True when either the username or the address used up its failures in the window. */
export async function isThrottled(
  db: Db,
  keys: { user: string; ip: string },
  limits: ThrottleLimits,
): Promise<boolean> {
  const since = new Date(Date.now() - limits.windowSeconds * 1000);
  const rows = await db
    .select({ key: loginThrottle.key, failures: loginThrottle.failures })
    .from(loginThrottle)
    .where(
      and(
        inArray(loginThrottle.key, [keys.user, keys.ip]),
        gt(loginThrottle.window_start, since),
        gte(loginThrottle.failures, Math.min(limits.userMax, limits.ipMax)),
      ),
    );
  return rows.some((r) => r.failures >= (r.key === keys.user ? limits.userMax : limits.ipMax));
}

/** Counts one failure on both keys; an expired window starts over. */
export async function recordFailure(
  db: Db,
  keys: { user: string; ip: string },
  windowSeconds: number,
): Promise<void> {
  const since = new Date(Date.now() - windowSeconds * 1000).toISOString();
  for (const key of [keys.user, keys.ip]) {
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.window_start} <= ${since} then 1 else ${loginThrottle.failures} + 1 end`,
          window_start: sql`case when ${loginThrottle.window_start} <= ${since} then now() else ${loginThrottle.window_start} end`,
        },
      });
  }
}

export async function clearFailures(db: Db, userKey: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [userKey]));
}
