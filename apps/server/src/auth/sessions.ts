import { id as texts } from '@cermat/core';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Session, SessionLifetimes } from '../context/session';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { sessions, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { rightClause, type Right } from './access';
import { hashToken, newToken } from './tokens';

// Sliding expiry without a write per request: extend only when a minute has passed, so a
// session ends between idle − 1 min and idle after its last call, never later.
const SLIDE_STEP_MS = 60_000;

/** When a session signed in at `signedIn` ends if no call comes after `now`. */
const endOf = (signedIn: Date, now: number, life: SessionLifetimes) =>
  new Date(Math.min(now + life.idleMs, signedIn.getTime() + life.absoluteMs));

export async function createSession(
  db: Db,
  userId: number,
  activeRoleId: number | null,
  life: SessionLifetimes,
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = newToken();
  const now = Date.now();
  const expiresAt = endOf(new Date(now), now, life);
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      active_role_id: activeRoleId,
      created_at: new Date(now),
      expires_at: expiresAt,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

type Lookup = ReturnType<typeof prepareLookup>;

/**
 * The session of a token hash (user enabled, not revoked, not expired), with the active
 * role's right on a menu when one is asked. Prepared: it runs on every call, and a
 * generic plan spares PostgreSQL planning a five-table join each time.
 */
function prepareLookup(db: Db, right: Right | undefined) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.user_id,
      activeRoleId: sessions.active_role_id,
      expiresAt: sessions.expires_at,
      signedIn: sessions.created_at,
      allowed: right
        ? sql<boolean>`${rightClause(sessions.user_id, sessions.active_role_id, sql.placeholder('menu'), right)}`
        : sql<boolean>`false`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('hash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
        // The absolute end holds even for a session whose expiry was slid before it existed.
        sql`${sessions.created_at} > now() - make_interval(secs => ${sql.placeholder('absoluteSeconds')})`,
        eq(users.status, 'ENABLE'),
      ),
    )
    .limit(1)
    .prepare(`session_lookup_${right ?? 'none'}`);
}

const lookupsOf = perDatabase(() => new Map<Right | 'none', Lookup>());

function lookupFor(db: Db, right: Right | undefined): Lookup {
  const lookups = lookupsOf(db);
  let lookup = lookups.get(right ?? 'none');
  if (!lookup) lookups.set(right ?? 'none', (lookup = prepareLookup(db, right)));
  return lookup;
}

/**
 * The live session of a token (user enabled, not revoked, not idle too long, not past its
 * absolute end), its expiry slid forward to the idle end but never past the absolute one.
 */
export async function resolveSession(
  db: Db,
  token: string,
  life: SessionLifetimes,
  access?: { menu: string; right: Right },
): Promise<Session | null> {
  const [found] = await lookupFor(db, access?.right).execute({
    hash: hashToken(token),
    menu: access?.menu ?? '',
    absoluteSeconds: life.absoluteMs / 1000,
  });
  if (!found) {
    // The binder's generic 401 would not say why; a session ended by another sign-in does.
    if (await wasReplaced(db, token)) throw new ApiError(401, texts.auth.sessionReplaced);
    return null;
  }
  const { signedIn, ...row } = found;
  const slid = endOf(signedIn, Date.now(), life);
  if (slid.getTime() - row.expiresAt.getTime() > SLIDE_STEP_MS) {
    await db.update(sessions).set({ expires_at: slid }).where(eq(sessions.id, row.id));
    row.expiresAt = slid;
  }
  return row;
}

/** Why a session ended, when its owner must be told (ONE_TIME_LOGIN: another sign-in). */
const REPLACED = 'replaced';

/**
 * Whether a token that no longer works belongs to a session ended by another sign-in. Asked
 * only after the lookup failed, so live calls pay nothing for it.
 */
async function wasReplaced(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        eq(sessions.revoked_reason, REPLACED),
        gt(sessions.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * ONE_TIME_LOGIN = Ya: the user's other live sessions end, marked so their next call says
 * why. The caller holds the user's row lock (`lockUser`), so two sign-ins at once cannot
 * each miss the other's new session and both stay live.
 */
export async function replaceOtherSessions(db: Db, userId: number, keepId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()`, revoked_reason: REPLACED })
    .where(and(eq(sessions.user_id, userId), ne(sessions.id, keepId), isNull(sessions.revoked_at)));
}

/** Serializes the sign-ins of one user within their transactions (see replaceOtherSessions). */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Ends every session of a user at once (disable, delete, password or role change). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}

export async function setActiveRole(db: Db, sessionId: number, roleId: number): Promise<void> {
  await db.update(sessions).set({ active_role_id: roleId }).where(eq(sessions.id, sessionId));
}
