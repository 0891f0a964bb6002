import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { purgeAudit } from './audit/retention';
import { purgeEnded } from './auth/rate-counter';
import type { AppConfig } from './context/deps';
import { withLockIfFree } from './db/advisory-lock';
import type { Database } from './db/client';
import { claimRun, MAINTENANCE_INTERVAL_MS } from './db/cluster-jobs';
import { captchaChallenges, passwordLinks, sessions } from './db/schema';
import type { Logger } from './log';
import { deleteOrphanUploads } from './uploads/orphans';
import { defaultUploadLimit } from './uploads/rate';

/** What one run removed. */
export interface Maintained {
  purgedSessions: number;
  deletedUploads: number;
  purgedCounts: number;
  /** Audit rows past the configured retention (AUDIT_RETENTION_DAYS). */
  purgedAudit: number;
}

/**
 * What a long-running server does now and then. Expired and revoked sessions are
 * deleted: they can never be used again, and nothing reads them (a session ended for a
 * reason, ONE_TIME_LOGIN's, is read to say why until it would have expired). Expired
 * CAPTCHA challenges go too. On PGlite, which has
 * no autovacuum, `vacuum (analyze)` does its work: planner statistics (and so list
 * estimates) follow the data, the trigram indexes' pending entries are merged, and the
 * visibility map lets deep pages be read from the index alone. Uploads nothing points
 * to are deleted a day after they came, and rate counts whose window ended go, so
 * neither unused files nor made-up usernames can fill the database. Audit rows older than
 * the configured retention go in batches.
 */
export async function maintain(
  database: Database,
  config: Pick<AppConfig, 'throttle' | 'uploadLimit'>,
): Promise<Maintained> {
  const purged = await database.db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expires_at, sql`now()`),
        // A session ended for a reason stays until it expires, so its next call can say why.
        and(isNotNull(sessions.revoked_at), isNull(sessions.revoked_reason)),
      ),
    )
    .returning({ id: sessions.id });
  // CAPTCHA challenges are worthless once expired (auth/captcha.ts).
  await database.db.delete(captchaChallenges).where(lt(captchaChallenges.expires_at, sql`now()`));
  // So are password links (auth/password-links.ts): none outlives its 24 h.
  await database.db.delete(passwordLinks).where(lt(passwordLinks.expires_at, sql`now()`));
  const deletedUploads = await deleteOrphanUploads(database.db);
  // The longest window of any counter: a shorter one's rows simply wait a little longer.
  const longest = Math.max(
    config.throttle.windowSeconds,
    (config.uploadLimit ?? defaultUploadLimit).windowSeconds,
  );
  const purgedCounts = await purgeEnded(database.db, longest);
  const purgedAudit = await purgeAudit(database.db);
  if (database.driver === 'pglite') await database.script('vacuum (analyze)');
  return { purgedSessions: purged.length, deletedUploads, purgedCounts, purgedAudit };
}

/** Why an instance left a run to others. */
export type Skipped = { skipped: 'running elsewhere' | 'done recently' };

/**
 * One instance's turn: `maintain` once per interval for the whole cluster. The advisory
 * lock keeps two runs from overlapping (a slow one may outlast the interval); the claim
 * row keeps the other instances, whose timers tick at other moments, from repeating a
 * run just done. The claim accepts 90 % of the interval, so timer drift never makes
 * the instance that ran last skip a whole period.
 */
export async function maintainOnce(
  database: Database,
  config: Pick<AppConfig, 'throttle' | 'uploadLimit'>,
  everyMs = MAINTENANCE_INTERVAL_MS,
): Promise<Maintained | Skipped> {
  const turn = await withLockIfFree(database, 'maintenance', async () => {
    if (!(await claimRun(database.db, 'maintenance', everyMs * 0.9))) return null;
    return maintain(database, config);
  });
  if (!turn.ran) return { skipped: 'running elsewhere' };
  return turn.value ?? { skipped: 'done recently' };
}

/** Runs `maintainOnce` every interval; `stop` waits for a run in progress. */
export function startMaintenance(
  database: Database,
  config: AppConfig,
  logger: Logger,
  everyMs = MAINTENANCE_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = maintainOnce(database, config, everyMs).then(
      (done) =>
        'skipped' in done
          ? logger.debug({ event: 'maintenance', ...done })
          : logger.info({ event: 'maintenance', ...done }),
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
