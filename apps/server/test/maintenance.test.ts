import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { pohonProfesi, sessions } from '../src/db/schema';
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

    const { purgedSessions } = await maintain(h.database);

    // The fixtures' logged-out session and the expired one are gone, nothing else.
    expect(purgedSessions).toBe(2);
    const after = await h.db.select({ n: count() }).from(sessions);
    expect(after[0]!.n).toBe(before[0]!.n - 2);
    expect(await checkToken(h.tokens.admin)).toBe(200);
    expect(await checkToken(h.tokens.revoked)).toBe(401);
    expect(await checkToken(expired.token)).toBe(401);
  });
});

// PostgreSQL's own autovacuum decides when it analyzes; PGlite has none, so this is ours.
describe('maintenance on pglite', () => {
  const h = useHarness('pglite');

  it('refreshes the planner statistics, so list estimates follow the data', async () => {
    await h.db
      .insert(pohonProfesi)
      .values(Array.from({ length: 400 }, (_, i) => ({ nama_pohon_profesi: `Statistik ${i}` })));
    await maintain(h.database);
    const [row] = await queryRows(
      h.db,
      sql`select reltuples::int as n from pg_class where relname = 'pohon_profesi'`,
    );
    const [real] = await h.db.select({ n: count() }).from(pohonProfesi);
    expect(row?.n).toBe(real!.n);
  });
});
