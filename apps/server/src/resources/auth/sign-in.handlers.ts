import { id as texts } from '@cermat/core';
import { inArray, sql } from 'drizzle-orm';
import { throttledCheck } from '../../auth/password-check';
import { heldRoles, sessionData } from '../../auth/session-data';
import type { ResourceHandlers } from '../../context/handler';
import { announceAudit } from '../../audit/record';
import type { Db } from '../../db/client';
import { configs, users } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { addressBucket, clientAddress } from '../../http/client-address';
import { ApiError, invalid, tooMany } from '../../http/errors';
import { sentToLoopback } from '../../http/hosts';
import { DEMO_ADMIN } from '../../seed/demo-data';
import { consumeChallenge, createChallenge } from '../../auth/captcha';
import { hit } from '../../auth/rate-counter';
import { createSession, lockUser, replaceOtherSessions } from '../../auth/sessions';

const LOGO_KEYS = ['LOGO_SMALL', 'LOGO_FULL_DARK', 'LOGO_FULL_LIGHT'] as const;
const FLAG_KEYS = ['CAPTCHA', 'ONE_TIME_LOGIN'] as const;

/**
 * Challenges one address may ask for per throttle window: three per failure it may make,
 * room for a new picture now and then, never an unbounded stream of rows.
 */
const CHALLENGES_PER_FAILURE = 3;

/** The configuration the sign-in reads: its two switches (Ya/Tidak) and the logos. */
async function signInConfig(db: Db) {
  const rows = await db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(inArray(configs.key, [...FLAG_KEYS, ...LOGO_KEYS]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value || null;
  return {
    captcha: value('CAPTCHA') === 'Ya',
    oneTimeLogin: value('ONE_TIME_LOGIN') === 'Ya',
    logos: Object.fromEntries(LOGO_KEYS.map((key) => [key, value(key)])) as Record<
      (typeof LOGO_KEYS)[number],
      string | null
    >,
  };
}

/** The public calls before a session exists, and the sign-in itself. */
export const signInHandlers: Pick<
  ResourceHandlers<'auth'>,
  'auth.signInSettings' | 'auth.captcha' | 'auth.login'
> = {
  'auth.signInSettings': async ({ db }) => {
    const { captcha, logos } = await signInConfig(db);
    return { data: { captcha, ...logos } };
  },

  'auth.captcha': async ({ db, config, c }, { query }) => {
    if (!(await signInConfig(db)).captcha) throw new ApiError(404, texts.server.captchaOff);
    // Counted per address like sign-in failures, so nobody fills the table with challenges.
    const from = addressBucket(clientAddress(c, config.trustProxy));
    const count = await hit(db, `captcha:${from}`, config.throttle.windowSeconds);
    if (count.count > config.throttle.ipMax * CHALLENGES_PER_FAILURE)
      throw tooMany(texts.server.captchaThrottled, count.retryAfterSeconds);
    return { data: await createChallenge(db, query.kind) };
  },

  'auth.login': async (ctx, { body }) => {
    const { db, hasher, config, c } = ctx;
    const { username, password, captcha_id, captcha_answer } = body;
    const log = c.get('log');
    const settings = await signInConfig(db);
    // Nothing to check: a missing answer spends no password check.
    if (settings.captcha && (!captcha_id || !captcha_answer))
      throw invalid({ captcha_answer: [texts.server.captchaRequired] });
    const [user] = await db
      .select({ id: users.id, hash: users.password_hash, status: users.status })
      .from(users)
      // Usernames are unique without regard to case: 'Admin' signs in as 'admin'.
      .where(sql`lower(${users.username}) = lower(${username})`);
    let captchaPassed = true;
    // The CAPTCHA is checked inside the reserved check: a wrong answer counts as a failed
    // sign-in, so guessing answers is throttled like guessing passwords.
    const { ok, address } = await throttledCheck(ctx, username, 'login', async () => {
      if (settings.captcha && !(await consumeChallenge(db, captcha_id!, captcha_answer!)))
        return (captchaPassed = false);
      // Unknown users cost one argon2 check too, so both failures look and take the same.
      return user ? hasher.verify(user.hash, password) : (await hasher.burn(password), false);
    });
    if (!captchaPassed) {
      log.warn({ event: 'login.captchaFailed', address });
      throw invalid({ captcha_answer: [texts.server.captchaWrong] });
    }
    if (!user || !ok) {
      log.warn({ event: 'login.failed', userId: user?.id ?? null, address });
      throw new ApiError(401, texts.server.loginFailed);
    }
    // Said only to whoever gave the right password, so a guesser learns no username from it.
    if (user.status !== 'ENABLE') {
      log.warn({ event: 'login.disabled', userId: user.id, address });
      throw new ApiError(403, texts.server.accountDisabled);
    }
    // The demo password opens an instance only on its own machine: behind a proxy it would
    // open it to everyone. Said only to whoever gave it, so a guesser learns nothing more.
    if (password === DEMO_ADMIN.password && !sentToLoopback(c)) {
      log.warn({ event: 'login.demoPasswordRemote', userId: user.id, address });
      throw new ApiError(403, texts.server.demoPasswordRemote);
    }
    const activeRole = (await heldRoles(db, user.id))[0]?.id_role ?? null;
    const { token, expiresAt } = await inTransaction(db, async (tx) => {
      if (settings.oneTimeLogin) await lockUser(tx, user.id);
      // The session about to be made is the record of this audit row.
      const change = { action: 'login', entity: 'session' } as const;
      await announceAudit(tx, ctx, change, { userId: user.id, roleId: activeRole });
      const made = await createSession(tx, user.id, activeRole, config.session);
      if (settings.oneTimeLogin) await replaceOtherSessions(tx, user.id, made.id);
      return made;
    });
    log.info({ event: 'login.success', userId: user.id, address, oneTime: settings.oneTimeLogin });
    return {
      data: {
        access_token: token,
        expires_at: expiresAt.toISOString(),
        ...(await sessionData(db, user.id, activeRole)),
      },
    };
  },
};
