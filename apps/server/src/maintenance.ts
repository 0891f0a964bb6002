import { isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { sessions } from './db/schema';
import type { Logger } from './log';

// Often enough that dead sessions and stale statistics never pile up, rarely enough
// that PGlite's one connection is hardly ever held by it.
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * What a long-running server does now and then. Expired and revoked sessions are
 * deleted: they can never be used again, and nothing reads them. On PGlite, which has
 * no autovacuum, `vacuum (analyze)` does its work: planner statistics (and so list
 * estimates) follow the data, the trigram indexes' pending entries are merged, and the
 * visibility map lets deep pages be read from the index alone.
 */
export async function maintain(database: Database): Promise<{ purgedSessions: number }> {
  const purged = await database.db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, sql`now()`), isNotNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  if (database.driver === 'pglite') await database.script('vacuum (analyze)');
  return { purgedSessions: purged.length };
}

/** Runs `maintain` every interval; `stop` waits for a run in progress. */
export function startMaintenance(
  database: Database,
  logger: Logger,
  everyMs = MAINTENANCE_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = maintain(database).then(
      (done) => logger.info({ event: 'maintenance', ...done }),
      (error: unknown) => logger.error({ err: error, event: 'maintenance' }, 'maintenance failed'),
    );
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
