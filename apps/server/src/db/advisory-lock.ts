import type { Database, Reserved } from './client';

/**
 * The cluster-wide locks. A key is (class, hash of the current schema): instances of one
 * product share a schema, while the test files share one database in schemas of their
 * own and must not wait on each other. The rights lock of auth/lockout.ts (7215001) is
 * a one-number key, which PostgreSQL keeps apart from two-number keys.
 */
export const LOCKS = { startUp: 7215002, maintenance: 7215003 } as const;

export type LockName = keyof typeof LOCKS;

const KEY = '$1::int, hashtext(current_schema())';

/**
 * How a lock is held on the reserved connection. On PostgreSQL by an open transaction
 * (`pg_advisory_xact_lock`) that ends after the work, which runs on other pool
 * connections: it ends with that transaction or with the connection, never stays behind,
 * and holds through PgBouncer in transaction mode (which pins a server connection for a
 * transaction only; a session lock there would stay on whichever server connection took
 * it). PGlite has one session, so a transaction left open would swallow the work itself:
 * there the session holds it (`pg_advisory_lock` … `pg_advisory_unlock`), while
 * `reserve` queues in-process holders.
 */
const scopes = {
  postgres: {
    open: async (session: Reserved) => void (await session.query('begin')),
    wait: `select pg_advisory_xact_lock(${KEY})`,
    try: `select pg_try_advisory_xact_lock(${KEY}) as got`,
    close: async (session: Reserved) => void (await session.query('commit')),
  },
  pglite: {
    open: async () => {},
    wait: `select pg_advisory_lock(${KEY})`,
    try: `select pg_try_advisory_lock(${KEY}) as got`,
    close: async (session: Reserved, lock: LockName) =>
      void (await session.query(`select pg_advisory_unlock(${KEY})`, [LOCKS[lock]])),
  },
};

/**
 * Runs fn while the lock is held, then lets it go. When letting go fails the connection
 * is closed instead, which ends its session and with it the lock.
 */
async function holding<T>(
  database: Database,
  lock: LockName,
  take: 'wait' | 'try',
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const scope = scopes[database.driver];
  const session = await database.reserve();
  let broken = false;
  const letGo = () =>
    scope.close(session, lock).catch(() => {
      broken = true;
    });
  try {
    await scope.open(session);
    const [row] = await session.query(scope[take], [LOCKS[lock]]);
    if (take === 'try' && row?.got !== true) {
      await letGo();
      return { ran: false };
    }
    try {
      return { ran: true, value: await fn() };
    } finally {
      await letGo();
    }
  } catch (error) {
    // A failed wait leaves an aborted transaction behind: never hand that connection on.
    broken = true;
    throw error;
  } finally {
    session.release(broken);
  }
}

/** Runs fn under the cluster-wide lock, waiting for any other holder to finish first. */
export async function withLock<T>(
  database: Database,
  lock: LockName,
  fn: () => Promise<T>,
): Promise<T> {
  const done = await holding(database, lock, 'wait', fn);
  if (!done.ran) throw new Error(`lock ${lock} not taken`);
  return done.value;
}

/** Runs fn under the cluster-wide lock when no one else holds it; else `{ ran: false }`. */
export function withLockIfFree<T>(
  database: Database,
  lock: LockName,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return holding(database, lock, 'try', fn);
}
