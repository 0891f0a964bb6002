import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { rightClause, type Right } from './access';
import { hashToken, newToken } from './tokens';

export interface Session {
  id: number;
  userId: number;
  activeRoleId: number | null;
  expiresAt: Date;
  /** The answer to the right asked for while resolving (one round trip instead of two). */
  allowed?: boolean;
}

// Sliding expiry without a write per request: extend only when a minute has passed.
const SLIDE_STEP_MS = 60_000;

export async function createSession(
  db: Db,
  userId: number,
  activeRoleId: number | null,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    active_role_id: activeRoleId,
    expires_at: expiresAt,
  });
  return { token, expiresAt };
}

/** The live session of a token (user enabled, not revoked, not expired), slid forward. */
export async function resolveSession(
  db: Db,
  token: string,
  ttlMs: number,
  access?: { menu: string; right: Right },
): Promise<Session | null> {
  const now = new Date();
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.user_id,
      activeRoleId: sessions.active_role_id,
      expiresAt: sessions.expires_at,
      allowed: access
        ? sql<boolean>`${rightClause(sessions.user_id, sessions.active_role_id, access.menu, access.right)}`
        : sql<boolean>`false`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        eq(users.status, 'ENABLE'),
      ),
    )
    .limit(1);
  if (!row) return null;
  const slid = new Date(now.getTime() + ttlMs);
  if (slid.getTime() - row.expiresAt.getTime() > SLIDE_STEP_MS) {
    await db.update(sessions).set({ expires_at: slid }).where(eq(sessions.id, row.id));
    row.expiresAt = slid;
  }
  return row;
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
