import { id as texts } from '@cermat/core';
import { consumeLink, liveLink, type LiveLink } from '../../auth/password-links';
import { passwordAllowed, passwordRefusal } from '../../auth/password-rule';
import { hit, release } from '../../auth/rate-counter';
import { revokeUserSessions } from '../../auth/sessions';
import { announceAudit } from '../../audit/record';
import type { HandlerContext, ResourceHandlers } from '../../context/handler';
import { inTransaction } from '../../db/tx';
import { addressBucket, clientAddress } from '../../http/client-address';
import { ApiError, invalid, tooMany } from '../../http/errors';
import { guardedUpdate } from '../../records/lifecycle';
import { userLifecycle } from '../users/users.model';

/** Wrong, used, expired or a disabled user's: one answer, so a guess learns nothing more. */
const refused = () => new ApiError(404, texts.server.passwordLinkInvalid);

/**
 * The link of a token, under a throttle like sign-in's address limit: each try reserves a
 * count of the caller's address and a live link gives it back, so only refused tokens
 * count (guessing is slowed, a user with a real link never is).
 */
async function throttledLink(ctx: HandlerContext, token: string): Promise<LiveLink> {
  const { db, config, c } = ctx;
  const key = `password-link:${addressBucket(clientAddress(c, config.trustProxy))}`;
  const count = await hit(db, key, config.throttle.windowSeconds);
  if (count.count > config.throttle.ipMax) {
    c.get('log').warn({ event: 'passwordLink.throttled', key });
    throw tooMany(texts.server.passwordLinkThrottled, count.retryAfterSeconds);
  }
  const link = await liveLink(db, token);
  if (!link) {
    c.get('log').warn({ event: 'passwordLink.refused', key });
    throw refused();
  }
  await release(db, [key]);
  return link;
}

/** The public calls of a one-use password link (DECISIONS "Invitations and resets"). */
export const passwordLinkHandlers: Pick<
  ResourceHandlers<'auth'>,
  'auth.checkPasswordLink' | 'auth.usePasswordLink'
> = {
  'auth.checkPasswordLink': async (ctx, { body }) => {
    const link = await throttledLink(ctx, body.token);
    return { data: { username: link.username, expires_at: link.expiresAt.toISOString() } };
  },

  'auth.usePasswordLink': async (ctx, { body }) => {
    const link = await throttledLink(ctx, body.token);
    const errors: Record<string, string[]> = {};
    if (!passwordAllowed(body.password, link.username)) errors.password = [passwordRefusal()];
    if (body.password !== body.password_confirm)
      errors.password_confirm = [texts.server.passwordMismatch];
    // A refused password leaves the link as it was: the user corrects it and sends again.
    if (Object.keys(errors).length) throw invalid(errors);
    const password_hash = await ctx.hasher.hash(body.password);
    await inTransaction(ctx.db, async (tx) => {
      // The user acts, with no session yet: the audit row names them.
      const target = { action: 'set-password', entity: 'user', id: link.userId } as const;
      await announceAudit(tx, ctx, target, { userId: link.userId, roleId: null });
      // Used up first: a parallel use that lost finds nothing and changes nothing.
      if (!(await consumeLink(tx, link.id))) throw refused();
      // Any version: the user sets the password, whatever an administrator saved meanwhile.
      await guardedUpdate(tx, userLifecycle, link.userId, { any: true }, { password_hash });
      // Whoever held a session of this account (the old password's) holds it no longer.
      await revokeUserSessions(tx, link.userId);
    });
    ctx.c.get('log').info({ event: 'passwordLink.used', userId: link.userId });
    return { data: null, message: texts.server.passwordSet };
  },
};
