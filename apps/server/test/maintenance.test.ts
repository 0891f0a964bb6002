import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { LOCKS } from '../src/db/advisory-lock';
import {
  clusterJobs,
  configs,
  loginThrottle,
  pohonProfesi,
  sessions,
  uploads,
  users,
} from '../src/db/schema';
import { queryRows } from '../src/db/raw';
import { MAINTENANCE_INTERVAL_MS } from '../src/db/cluster-jobs';
import { maintain, maintainOnce } from '../src/maintenance';
import { call, entry, PNG_BYTES } from './support/client';
import { drivers, serverDrivers, useHarness } from './support/harness';

describe.each(drivers)('maintenance on %s', (driver) => {
  const h = useHarness(driver);

  const checkToken = async (token: string) =>
    (await call(h, entry('auth.checkToken'), {}, token)).status;

  it('deletes expired and revoked sessions and keeps the live ones working', async () => {
    const [owner] = await h.db.select({ userId: sessions.user_id }).from(sessions).limit(1);
    const expired = await createSession(h.db, owner!.userId, null, {
      absoluteMs: -60_000,
      idleMs: -60_000,
    });
    const before = await h.db.select({ n: count() }).from(sessions);

    const { purgedSessions } = await maintain(h.database, h.config);

    // The fixtures' logged-out session and the expired one are gone, nothing else.
    expect(purgedSessions).toBe(2);
    const after = await h.db.select({ n: count() }).from(sessions);
    expect(after[0]!.n).toBe(before[0]!.n - 2);
    expect(await checkToken(h.tokens.admin)).toBe(200);
    expect(await checkToken(h.tokens.revoked)).toBe(401);
    expect(await checkToken(expired.token)).toBe(401);
  });

  it('deletes uploads nothing references a day after they came; keeps the rest', async () => {
    const stored = async (hex: string, ext: string, hoursAgo: number) => {
      const name = `${hex.repeat(32)}.${ext}`;
      await h.db.insert(uploads).values({
        name,
        mime: 'image/png',
        size: PNG_BYTES.length,
        bytes: PNG_BYTES,
        created_at: new Date(Date.now() - hoursAgo * 3600_000),
      });
      return name;
    };
    const orphan = await stored('a', 'png', 25);
    const photo = await stored('b', 'jpg', 25);
    const logo = await stored('c', 'webp', 25);
    const fresh = await stored('d', 'png', 23);
    await h.db
      .update(users)
      .set({ path_photo: `/storage/uploads/${photo}` })
      .where(eq(users.id, h.fixtures.readerId));
    await h.db
      .insert(configs)
      .values({ key: 'LOGO_SMALL', value: `/storage/uploads/${logo}` })
      .onConflictDoUpdate({ target: configs.key, set: { value: `/storage/uploads/${logo}` } });

    const { deletedUploads } = await maintain(h.database, h.config);

    expect(deletedUploads).toBe(1);
    const left = await h.db.select({ name: uploads.name }).from(uploads);
    expect(left.map((r) => r.name).sort()).toEqual([photo, logo, fresh].sort());
    expect(left.map((r) => r.name)).not.toContain(orphan);
  });

  it('deletes rate counts whose window ended and keeps the running ones', async () => {
    const ended = new Date(Date.now() - (h.config.throttle.windowSeconds + 60) * 1000);
    await h.db.insert(loginThrottle).values([
      { key: 'pair:lama|10.0.0.1', failures: 3, window_start: ended },
      { key: 'upload:999', failures: 3, window_start: ended },
      { key: 'pair:baru|10.0.0.1', failures: 3 },
    ]);
    const { purgedCounts } = await maintain(h.database, h.config);
    expect(purgedCounts).toBe(2);
    const left = await h.db.select({ key: loginThrottle.key }).from(loginThrottle);
    expect(left.map((r) => r.key)).toContain('pair:baru|10.0.0.1');
    expect(left.map((r) => r.key)).not.toContain('pair:lama|10.0.0.1');
  });

  it('runs with no uploads at all', async () => {
    await h.db.delete(uploads);
    expect((await maintain(h.database, h.config)).deletedUploads).toBe(0);
  });

  // Every instance's timer fires; the cluster's work must be done once.
  it('runs once for instances whose timers fire together', async () => {
    const turns = await Promise.all([1, 2, 3].map(() => maintainOnce(h.database, h.config)));
    expect(turns.filter((t) => !('skipped' in t))).toHaveLength(1);
  });

  it('leaves a run just done elsewhere alone, and runs again an interval later', async () => {
    expect(await maintainOnce(h.database, h.config)).toHaveProperty('purgedSessions');
    expect(await maintainOnce(h.database, h.config)).toEqual({ skipped: 'done recently' });
    await h.db
      .update(clusterJobs)
      .set({ last_run_at: new Date(Date.now() - MAINTENANCE_INTERVAL_MS) })
      .where(eq(clusterJobs.name, 'maintenance'));
    expect(await maintainOnce(h.database, h.config)).toHaveProperty('purgedSessions');
  });
});

// Only a server has other sessions that can hold the lock; PGlite has one.
describe.each(serverDrivers)('maintenance lock on %s', (driver) => {
  const h = useHarness(driver);

  it('skips while another instance holds the maintenance lock, runs once it is free', async () => {
    const other = await h.database.reserve();
    const key = `${LOCKS.maintenance}, hashtext(current_schema())`;
    try {
      await other.query(`select pg_advisory_lock(${key})`);
      expect(await maintainOnce(h.database, h.config)).toEqual({ skipped: 'running elsewhere' });
      await other.query(`select pg_advisory_unlock(${key})`);
      expect(await maintainOnce(h.database, h.config)).toHaveProperty('purgedSessions');
    } finally {
      other.release();
    }
  });
});

// PostgreSQL's own autovacuum decides when it analyzes; PGlite has none, so this is ours.
describe('maintenance on pglite', () => {
  const h = useHarness('pglite');

  it('refreshes the planner statistics, so list estimates follow the data', async () => {
    await h.db
      .insert(pohonProfesi)
      .values(Array.from({ length: 400 }, (_, i) => ({ nama_pohon_profesi: `Statistik ${i}` })));
    await maintain(h.database, h.config);
    const [row] = await queryRows(
      h.db,
      sql`select reltuples::int as n from pg_class where relname = 'pohon_profesi'`,
    );
    const [real] = await h.db.select({ n: count() }).from(pohonProfesi);
    expect(row?.n).toBe(real!.n);
  });
});
