import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { clusterJobs } from './schema';

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
