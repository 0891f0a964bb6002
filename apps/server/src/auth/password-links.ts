import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordLinks, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** How long a link may be used (DECISIONS "Invitations and resets without e-mail"). */
const LINK_HOURS = 24;

/**
 * A new link for the user: its older links end here (only the newest one handed over
 * works), and the token leaves only in the answer; the table keeps its hash.
 */
export async function issueLink(
  tx: Db,
  userId: number,
): Promise<{ token: string; expiresAt: Date }> {
  await tx.delete(passwordLinks).where(eq(passwordLinks.user_id, userId));
  const token = newToken();
  const [row] = await tx
    .insert(passwordLinks)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: sql`now() + make_interval(hours => ${LINK_HOURS})`,
    })
    .returning({ expiresAt: passwordLinks.expires_at });
  return { token, expiresAt: row!.expiresAt };
}

export interface LiveLink {
  id: number;
  userId: number;
  username: string;
  expiresAt: Date;
}

/**
 * The link this token opens, while it may be used: not expired (the database's clock) and
 * its user enabled; anything else (wrong, used, expired, disabled) is the same `undefined`.
 */
export async function liveLink(db: Db, token: string): Promise<LiveLink | undefined> {
  const [row] = await db
    .select({
      id: passwordLinks.id,
      userId: users.id,
      username: users.username,
      expiresAt: passwordLinks.expires_at,
    })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.user_id))
    .where(
      and(
        eq(passwordLinks.token_hash, hashToken(token)),
        gt(passwordLinks.expires_at, sql`now()`),
        eq(users.status, 'ENABLE'),
      ),
    );
  return row;
}

/**
 * Uses the link up: one statement deletes it while still live, so of two parallel uses
 * exactly one gets `true`; the other waits on the row and then finds nothing.
 */
export async function consumeLink(tx: Db, linkId: number): Promise<boolean> {
  const rows = await tx
    .delete(passwordLinks)
    .where(and(eq(passwordLinks.id, linkId), gt(passwordLinks.expires_at, sql`now()`)))
    .returning({ id: passwordLinks.id });
  return rows.length === 1;
}
