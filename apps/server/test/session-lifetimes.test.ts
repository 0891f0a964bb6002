import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { sessions } from '../src/db/schema';
import { API, call, entry } from './support/client';
import { people } from './support/fixtures';
import { drivers, useHarness } from './support/harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const life = { absoluteMs: 12 * HOUR, idleMs: 30 * MINUTE };

describe.each(drivers)('session lifetimes on %s', (driver) => {
  const h = useHarness(driver, { config: { session: life } });

  async function signIn(): Promise<{ token: string; expiresAt: number }> {
    const res = await h.app.request(`${API}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(people.reader),
    });
    const data = ((await res.json()) as { data: { access_token: string; expires_at: string } })
      .data;
    return { token: data.access_token, expiresAt: Date.parse(data.expires_at) };
  }

  const stored = async (token: string) => {
    const [row] = await h.db
      .select({ signedIn: sessions.created_at, expiresAt: sessions.expires_at })
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)));
    return { signedIn: row!.signedIn.getTime(), expiresAt: row!.expiresAt.getTime() };
  };

  /** As if `minutes` had passed since every stored time of this session. */
  const age = (token: string, minutes: number) =>
    h.db
      .update(sessions)
      .set({
        created_at: sql`${sessions.created_at} - make_interval(mins => ${minutes})`,
        expires_at: sql`${sessions.expires_at} - make_interval(mins => ${minutes})`,
      })
      .where(eq(sessions.token_hash, hashToken(token)));

  const checkToken = async (token: string) => {
    const answer = await call(h, entry('auth.checkToken'), {}, token);
    const data = answer.body.data as { expires_at?: string } | null;
    return { status: answer.status, expiresAt: Date.parse(data?.expires_at ?? '') };
  };

  it('sign-in answers the idle end as expires_at, the one the server keeps', async () => {
    const { token, expiresAt } = await signIn();
    const row = await stored(token);
    expect(expiresAt).toBe(row.expiresAt);
    expect(row.expiresAt - row.signedIn).toBe(life.idleMs);
  });

  it('a session without a call for longer than the idle timeout is refused', async () => {
    const { token } = await signIn();
    await age(token, 29);
    expect((await checkToken(token)).status).toBe(200);
    await age(token, 31);
    expect((await checkToken(token)).status).toBe(401);
  });

  it('a call slides the end to the idle timeout from now, not further', async () => {
    const { token } = await signIn();
    await age(token, 25);
    const before = Date.now();
    const { status, expiresAt } = await checkToken(token);
    expect(status).toBe(200);
    expect(expiresAt).toBeGreaterThanOrEqual(before + life.idleMs - MINUTE);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + life.idleMs);
    expect((await stored(token)).expiresAt).toBe(expiresAt);
  });

  it('a session in use ends 12 h after sign-in: sliding never passes it', async () => {
    const { token } = await signIn();
    // Used every 20 minutes: alive until 12 h after sign-in, then refused for good.
    let minutes = 0;
    for (; minutes + 20 < life.absoluteMs / MINUTE; minutes += 20) {
      await age(token, 20);
      const { status, expiresAt } = await checkToken(token);
      expect(status).toBe(200);
      expect(expiresAt).toBeLessThanOrEqual((await stored(token)).signedIn + life.absoluteMs);
    }
    await age(token, life.absoluteMs / MINUTE - minutes);
    expect((await checkToken(token)).status).toBe(401);
  });

  it('the absolute end holds even when the stored expiry lies beyond it', async () => {
    const { token } = await signIn();
    // A session slid before the absolute end existed: expiry in the future, sign-in too old.
    await h.db
      .update(sessions)
      .set({
        created_at: sql`now() - interval '12 hours 1 second'`,
        expires_at: sql`now() + interval '11 hours'`,
      })
      .where(eq(sessions.token_hash, hashToken(token)));
    expect((await checkToken(token)).status).toBe(401);
  });
});
