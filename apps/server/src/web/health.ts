import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv, Health } from '../context/deps';
import type { Db } from '../db/client';

export const HEALTH_PATHS = ['/backend/healthz', '/backend/readyz'];

// Longer than any normal answer (PGlite's one connection may be vacuuming for about a
// second), shorter than a proxy's usual check timeout.
const DATABASE_TIMEOUT_MS = 2000;

/** True when the database answers `select 1` in time. */
async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /backend/healthz`: the process is alive (nothing else is asked). `GET
 * /backend/readyz`: send traffic here — 200 while the database answers; 503 once shutdown
 * started (the proxy moves new requests elsewhere while this one drains) or when the
 * database does not answer. The server listens only after migrations and the first
 * start's seed, so an answer at all means they are done.
 */
export function mountHealth(app: Hono<AppEnv>, db: Db, health: Health): void {
  app.get('/backend/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'alive' });
  });
  app.get('/backend/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (health.stopping) return c.json({ status: 'stopping' }, 503);
    if (!(await databaseAnswers(db))) return c.json({ status: 'database unreachable' }, 503);
    return c.json({ status: 'ready' });
  });
}
