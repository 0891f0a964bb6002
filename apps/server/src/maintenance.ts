import { isNotNull, lt, or, sql } from 'drizzle-orm';
import { purgeEnded } from './auth/rate-counter';
import type { AppConfig } from './context';
import type { Database } from './db/client';
import { sessions } from './db/schema';
import type { Logger } from './log';
import { deleteOrphanUploads } from './uploads/orphans';
import { defaultUploadLimit } from './uploads/rate';

// Often enough that dead sessions and stale statistics never pile up, rarely enough
// that PGlite's one connection is hardly ever held by it.
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * What a long-running server does now and then. Expired and revoked sessions are
 * deleted: they can never be used again, and nothing reads them. On PGlite, which has
 * no autovacuum, `vacuum (analyze)` does its work: planner statistics (and so list
 * estimates) follow the data, the trigram indexes' pending entries are merged, and the
 * visibility map lets deep pages be read from the index alone. Uploads nothing points
 * to are deleted a day after they came, and rate counts whose window ended go, so
 * neither unused files nor made-up usernames can fill the disk.
 */
export async function maintain(
  database: Database,
  config: Pick<AppConfig, 'dataDir' | 'throttle' | 'uploadLimit'>,
): Promise<{ purgedSessions: number; deletedUploads: number; purgedCounts: number }> {
  const purged = await database.db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, sql`now()`), isNotNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  const deletedUploads = await deleteOrphanUploads(database.db, config.dataDir);
  // The longest window of any counter: a shorter one's rows simply wait a little longer.
  const longest = Math.max(
    config.throttle.windowSeconds,
    (config.uploadLimit ?? defaultUploadLimit).windowSeconds,
  );
  const purgedCounts = await purgeEnded(database.db, longest);
  if (database.driver === 'pglite') await database.script('vacuum (analyze)');
  return { purgedSessions: purged.length, deletedUploads, purgedCounts };
}

/** Runs `maintain` every interval; `stop` waits for a run in progress. */
export function startMaintenance(
  database: Database,
  config: AppConfig,
  logger: Logger,
  everyMs = MAINTENANCE_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = maintain(database, config).then(
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
