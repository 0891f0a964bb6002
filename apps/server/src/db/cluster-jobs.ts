import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { clusterJobs } from './schema';

// The period of the maintenance job (maintenance.ts): often enough that dead sessions and
// stale statistics never pile up, rarely enough that PGlite's one connection is hardly ever
// held by it. Down here because an upload refused for its quota waits for the next run.
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * Claims this period's run of a cluster-wide job: true for the one caller that finds
 * the last run at least `gapMs` ago (or none), which records now as the last run. One
 * statement, so of several instances asking at once exactly one wins.
 */
export async function claimRun(db: Db, name: string, gapMs: number): Promise<boolean> {
  const rows = await db
    .insert(clusterJobs)
    .values({ name, last_run_at: sql`now()` })
    .onConflictDoUpdate({
      target: clusterJobs.name,
      set: { last_run_at: sql`now()` },
      setWhere: sql`${clusterJobs.last_run_at} <= now() - (${Math.round(gapMs)}::bigint * interval '1 millisecond')`,
    })
    .returning({ name: clusterJobs.name });
  return rows.length > 0;
}
