import { id as texts } from '@cermat/core';
import { desc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { auditLog, passwordLinks, sessions, users } from '../src/db/schema';
import { testHasher } from './support/hasher';
import { call, entry, type Answer } from './support/client';
import { drivers, useHarness } from './support/harness';
import { personWith, roleWith } from './support/people';

const NEW_PASSWORD = 'kunci-baru-sekali-9';

// DECISIONS "Invitations and resets without e-mail": one-use links, 24 h, stored hashed.
describe.each(drivers)('password links on %s', (driver) => {
  const h = useHarness(driver);

  const invite = (username: string, token = h.tokens.admin) =>
    call(
      h,
      entry('users.invite'),
      {
        body: {
          username,
          name: 'Undangan',
          selected_role: JSON.stringify([h.fixtures.readerRoleId]),
        },
      },
      token,
    );
  const linkFor = (id: number, token = h.tokens.admin) =>
    call(h, entry('users.passwordLink'), { body: { id } }, token);
  const check = (token: string) => call(h, entry('auth.checkPasswordLink'), { body: { token } });
  const use = (token: string, password = NEW_PASSWORD, confirm = password) =>
    call(h, entry('auth.usePasswordLink'), {
      body: { token, password, password_confirm: confirm },
    });
  const linkOf = (answer: Answer) => answer.body.data as { user_id: number; token: string };
  const signIn = (username: string, password: string) =>
    call(h, entry('auth.login'), { body: { username, password } });

  /** A user whose only right is write (and so read) on the user list. */
  async function userEditor() {
    const role = await roleWith(h, 'Pengelola User', [{ link: 'all-user', write: true }]);
    return { role, ...(await personWith(h, 'pengelola-user', [role])) };
  }

  it('an invited user has no password until the link sets one, then signs in with it', async () => {
    const made = await invite('undangan');
    expect(made.status).toBe(200);
    const { user_id, token } = linkOf(made);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await h.db.select().from(users).where(eq(users.id, user_id));
    expect(stored!.password_hash).toBe('');
    // The empty hash verifies nothing: the ordinary wrong-credentials answer.
    const before = await signIn('undangan', '');
    expect(before.status).toBe(422);
    const guessed = await signIn('undangan', 'apa-saja-123');
    expect(guessed.status).toBe(401);
    expect(guessed.body.meta.message).toBe(texts.server.loginFailed);

    const checked = await check(token);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ username: 'undangan' });
    const set = await use(token);
    expect(set.status).toBe(200);
    expect(set.body.meta.message).toBe(texts.server.passwordSet);
    expect((await signIn('undangan', NEW_PASSWORD)).status).toBe(200);
  });

  it('only the hash is stored, and the audit names neither token nor hash', async () => {
    const { user_id, token } = linkOf(await invite('tercatat'));
    const [row] = await h.db.select().from(passwordLinks).where(eq(passwordLinks.user_id, user_id));
    expect(row!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await use(token)).toMatchObject({ status: 200 });
    const trail = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(user_id)))
      .orderBy(desc(auditLog.id));
    expect(trail.map((r) => r.action)).toEqual(['set-password', 'password-link', 'create']);
    // The user set it: the row names the user, not an administrator.
    expect(trail[0]!.user_id).toBe(user_id);
    expect(trail[0]!.after).toMatchObject({ password: 'changed' });
    const text = JSON.stringify(trail);
    expect(text).not.toContain(token);
    expect(text).not.toContain(hashToken(token));
  });

  it('a link is used once; a second use and any wrong token get one message', async () => {
    const { token } = linkOf(await linkFor(h.fixtures.targetUserId));
    expect((await use(token)).status).toBe(200);
    for (const answer of [await use(token), await check(token), await check(`${token}x`)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.meta.message).toBe(texts.server.passwordLinkInvalid);
    }
  });

  it('a link ends after 24 hours (the database clock)', async () => {
    const { user_id, token } = linkOf(await linkFor(h.fixtures.targetUserId));
    const [row] = await h.db.select().from(passwordLinks).where(eq(passwordLinks.user_id, user_id));
    const lifetime = row!.expires_at.getTime() - row!.created_at.getTime();
    expect(lifetime).toBe(24 * 3600_000);
    // As if 24 hours had passed.
    await h.db
      .update(passwordLinks)
      .set({ expires_at: sql`now() - interval '1 millisecond'` })
      .where(eq(passwordLinks.user_id, user_id));
    expect((await check(token)).status).toBe(404);
    const late = await use(token);
    expect(late.status).toBe(404);
    expect(late.body.meta.message).toBe(texts.server.passwordLinkInvalid);
  });

  it('a new link ends the older ones of the same user', async () => {
    const first = linkOf(await linkFor(h.fixtures.targetUserId)).token;
    const second = linkOf(await linkFor(h.fixtures.targetUserId)).token;
    expect((await check(first)).status).toBe(404);
    expect((await check(second)).status).toBe(200);
  });

  it('of parallel uses of one link exactly one wins, and no answer is a 5xx', async () => {
    const { token } = linkOf(await linkFor(h.fixtures.targetUserId));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => use(token, `${NEW_PASSWORD}-${i}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    const winner = answers.findIndex((a) => a.status === 200);
    const [stored] = await h.db
      .select({ hash: users.password_hash })
      .from(users)
      .where(eq(users.id, h.fixtures.targetUserId));
    expect(await testHasher.verify(stored!.hash, `${NEW_PASSWORD}-${winner}`)).toBe(true);
  });

  it('the password rules apply, name the field and leave the link usable', async () => {
    const { token } = linkOf(await invite('aturan-panjang'));
    const short = await use(token, 'pendek');
    expect(short.status).toBe(422);
    expect(short.body.data).toHaveProperty('password');
    expect((await use(token, 'ATURAN-PANJANG')).status).toBe(422);
    expect((await use(token, 'password123')).status).toBe(422);
    const mismatch = await use(token, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.data).toHaveProperty('password_confirm');
    expect((await use(token)).status).toBe(200);
  });

  it("setting the password ends the user's sessions", async () => {
    const reader = h.fixtures.readerId;
    const { token } = linkOf(await linkFor(reader));
    expect((await use(token)).status).toBe(200);
    const live = await h.db
      .select()
      .from(sessions)
      .where(sql`${sessions.user_id} = ${reader} and ${sessions.revoked_at} is null`);
    expect(live).toHaveLength(0);
    expect((await call(h, entry('auth.checkToken'), {}, h.tokens.reader)).status).toBe(401);
  });

  it('a user editor gets no link for an administrator, nor makes one with more rights', async () => {
    const me = await userEditor();
    const refused = await linkFor(h.fixtures.adminId, me.token);
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message).toContain('melebihi hak anda');
    const [links] = await h.db.select({ n: sql<number>`count(*)::int` }).from(passwordLinks);
    expect(links!.n).toBe(0);
    const outranking = await call(
      h,
      entry('users.invite'),
      {
        body: {
          username: 'calon-admin',
          name: 'Calon',
          selected_role: JSON.stringify([h.fixtures.adminRoleId]),
        },
      },
      me.token,
    );
    expect(outranking.status).toBe(403);
    // A reader of the list has no write right: no link at all.
    expect((await linkFor(h.fixtures.targetUserId, h.tokens.reader)).status).toBe(403);
    // A peer holding no more than the editor is fine.
    const peer = await personWith(h, 'rekan', [me.role]);
    expect((await linkFor(peer.userId, me.token)).status).toBe(200);
  });

  it('a disabled user gets no link, and a link made before disabling stops working', async () => {
    const disabled = await linkFor(h.fixtures.disabled.userId);
    expect(disabled.status).toBe(409);
    expect(disabled.body.meta.message).toBe(texts.server.passwordLinkDisabled);
    const { token } = linkOf(await linkFor(h.fixtures.targetUserId));
    await h.db
      .update(users)
      .set({ status: 'DISABLE' })
      .where(eq(users.id, h.fixtures.targetUserId));
    expect((await use(token)).status).toBe(404);
    expect((await linkFor(987654)).status).toBe(404);
  });

  it('guessed and malformed tokens are refused cleanly, never with a 5xx', async () => {
    await linkFor(h.fixtures.targetUserId);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 64 }),
          fc.constantFrom('__proto__', 'constructor', '%00', "' or 1=1 --", 'a'.repeat(512)),
        ),
        async (guess) => {
          const answers = [await check(guess), await use(guess)];
          for (const a of answers) expect([404, 422, 429]).toContain(a.status);
        },
      ),
      { numRuns: 25 },
    );
    for (const body of [
      { token: 'a'.repeat(513) },
      { token: ['x'] },
      { __proto__: { token: 'x' } },
      JSON.parse('{"token":"x","__proto__":{"admin":true}}'),
    ]) {
      const answer = await call(h, entry('auth.checkPasswordLink'), { body });
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('refused tokens are throttled per address with Retry-After; a live link gives its try back', async () => {
    const { token } = linkOf(await linkFor(h.fixtures.targetUserId));
    for (let i = 0; i < h.config.throttle.ipMax + 5; i++)
      expect((await check(token)).status).toBe(200);
    let last: Answer | undefined;
    for (let i = 0; i <= h.config.throttle.ipMax; i++) last = await check(`falsch-${i}`);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body.meta.message).toBe(texts.server.passwordLinkThrottled);
  });
});
