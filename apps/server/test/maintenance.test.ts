import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { configs, loginThrottle, pohonProfesi, sessions, users } from '../src/db/schema';
import { queryRows } from '../src/db/raw';
import { maintain } from '../src/maintenance';
import { call, entry } from './support/client';
import { drivers, useHarness } from './support/harness';

describe.each(drivers)('maintenance on %s', (driver) => {
  const h = useHarness(driver);

  const checkToken = async (token: string) =>
    (await call(h, entry('auth.checkToken'), {}, token)).status;

  it('deletes expired and revoked sessions and keeps the live ones working', async () => {
    const [owner] = await h.db.select({ userId: sessions.user_id }).from(sessions).limit(1);
    const expired = await createSession(h.db, owner!.userId, null, -60_000);
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
    const folder = path.join(h.config.dataDir, 'uploads');
    await mkdir(folder, { recursive: true });
    const file = async (name: string, hoursAgo: number) => {
      const at = new Date(Date.now() - hoursAgo * 3600_000);
      await writeFile(path.join(folder, name), 'x');
      await utimes(path.join(folder, name), at, at);
      return name;
    };
    const orphan = await file(`${'a'.repeat(32)}.png`, 25);
    const photo = await file(`${'b'.repeat(32)}.jpg`, 25);
    const logo = await file(`${'c'.repeat(32)}.webp`, 25);
    const fresh = await file(`${'d'.repeat(32)}.png`, 23);
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
    const left = (name: string) => existsSync(path.join(folder, name));
    expect([orphan, photo, logo, fresh].map(left)).toEqual([false, true, true, true]);
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

  it('runs without an uploads folder', async () => {
    const dataDir = path.join(h.config.dataDir, 'nothing');
    const { deletedUploads } = await maintain(h.database, { ...h.config, dataDir });
    expect(deletedUploads).toBe(0);
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
