import type { AuditAction, AuditEntity } from '@cermat/contract';
import { sql } from 'drizzle-orm';
import type { HandlerContext } from '../api/handler';
import type { Db } from '../db/client';
import { inTransaction } from '../db/tx';
import { auditLog } from '../db/schema';
import { clientAddress } from '../http/client-address';
import { redact } from './redact';
import { snapshot, type Snapshot } from './snapshots';

/** Who acted: the session's user and active role (sign-in: the user just signed in). */
export interface Actor {
  userId: number | null;
  roleId: number | null;
}

export interface Change {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  before: Snapshot | null;
  after: Snapshot | null;
}

const actorOf = (ctx: HandlerContext): Actor => ({
  userId: ctx.session?.userId ?? null,
  roleId: ctx.session?.activeRoleId ?? null,
});

/**
 * Writes one audit row in `tx`, the writer's own transaction: a write that rolls back
 * leaves none. Names are copied as they are now, so the row still reads right after the
 * user or role is renamed or deleted.
 */
export async function writeAudit(
  tx: Db,
  ctx: HandlerContext,
  change: Change,
  actor: Actor = actorOf(ctx),
): Promise<void> {
  const { before, after } = redact(change.before, change.after);
  await tx.insert(auditLog).values({
    user_id: actor.userId,
    username: sql`coalesce((select username from users where id = ${actor.userId}), '')`,
    role_id: actor.roleId,
    role_name: sql`coalesce((select role_name from roles where id_role = ${actor.roleId}), '')`,
    action: change.action,
    entity: change.entity,
    entity_id: String(change.entityId),
    before,
    after,
    address: clientAddress(ctx.c, ctx.config.trustProxy),
    request_id: ctx.c.get('requestId') ?? '',
  });
}

/** What a write changes: the record it names, or (a create, no `id`) the id its work returns. */
export interface Target {
  action: AuditAction;
  entity: AuditEntity;
  id?: string | number;
}

/**
 * Runs `work` in `tx` between two snapshots of its record and writes the audit row of the
 * change, all in that transaction.
 */
export async function audited<T>(
  ctx: HandlerContext,
  tx: Db,
  target: Target,
  work: () => Promise<T>,
): Promise<T> {
  const before = target.id === undefined ? null : await snapshot(tx, target.entity, target.id);
  const result = await work();
  const id = target.id ?? result;
  if (typeof id !== 'number' && typeof id !== 'string')
    throw new Error(`audit of ${target.entity} ${target.action} names no id`);
  const after = await snapshot(tx, target.entity, id);
  await writeAudit(tx, ctx, { ...target, entityId: id, before, after });
  return result;
}

/** `audited` in a transaction of its own (writes that had none: one statement). */
export const auditedWrite = <T>(
  ctx: HandlerContext,
  target: Target,
  work: (tx: Db) => Promise<T>,
): Promise<T> => inTransaction(ctx.db, (tx) => audited(ctx, tx, target, () => work(tx)));
