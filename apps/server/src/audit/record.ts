import type { AuditAction, AuditEntity } from '@cermat/contract';
import { sql } from 'drizzle-orm';
import type { HandlerContext } from '../api/handler';
import type { Db } from '../db/client';
import { inTransaction } from '../db/tx';
import { queryRows } from '../db/raw';
import { clientAddress } from '../http/client-address';

/** Who acted: the session's user and active role (sign-in: the user just signed in). */
export interface Actor {
  userId: number | null;
  roleId: number | null;
}

/** One audit row as the server writes it; its values are read by the database. */
export interface AuditRow {
  actor: Actor;
  address: string;
  requestId: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
}

/**
 * Inserts one audit row in `tx`, the writer's own transaction: a write that rolls back
 * leaves none. `withBefore` (an edit, sent before its work): the record's state now, read
 * by the database; otherwise none (a create, sent after its work). The after side, and the
 * redaction of both, are the deferred trigger's at COMMIT (migration 0010), so this is the
 * only statement the audit adds to a write.
 */
export async function insertAudit(tx: Db, row: AuditRow, withBefore: boolean): Promise<void> {
  const { actor } = row;
  await queryRows(
    tx,
    sql`select audit_record(${actor.userId}, ${actor.roleId}, ${row.action}, ${row.entity},
      ${String(row.entityId)}, ${row.address}, ${row.requestId}, ${withBefore})`,
  );
}

/** A change of one record, as its audit row names it. */
export interface Change {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
}

const rowOf = (
  ctx: HandlerContext,
  change: Change,
  actor: Actor = { userId: ctx.session?.userId ?? null, roleId: ctx.session?.activeRoleId ?? null },
): AuditRow => ({
  ...change,
  actor,
  address: clientAddress(ctx.c, ctx.config.trustProxy),
  requestId: ctx.c.get('requestId') ?? '',
});

/**
 * The audit row of a record that `tx` has just made (a sign-in's session, an upload):
 * nothing before it, and after it what it is at COMMIT.
 */
export const writeAudit = (tx: Db, ctx: HandlerContext, change: Change, actor?: Actor) =>
  insertAudit(tx, rowOf(ctx, change, actor), false);

/** What a write changes: the record it names, or (a create, no `id`) the id its work returns. */
export interface Target {
  action: AuditAction;
  entity: AuditEntity;
  id?: string | number;
}

/**
 * Runs `work` in `tx` and records the change of its record, in that transaction: an edit's
 * row (with the record's before) goes first, a create's (it has no id yet) after the work.
 */
export async function audited<T>(
  ctx: HandlerContext,
  tx: Db,
  target: Target,
  work: () => Promise<T>,
): Promise<T> {
  const { id, ...what } = target;
  if (id !== undefined) await insertAudit(tx, rowOf(ctx, { ...what, entityId: id }), true);
  const result = await work();
  if (id !== undefined) return result;
  if (typeof result !== 'number' && typeof result !== 'string')
    throw new Error(`audit of ${target.entity} ${target.action} names no id`);
  await writeAudit(tx, ctx, { ...what, entityId: result });
  return result;
}

/** `audited` in a transaction of its own (writes that had none: one statement). */
export const auditedWrite = <T>(
  ctx: HandlerContext,
  target: Target,
  work: (tx: Db) => Promise<T>,
): Promise<T> => inTransaction(ctx.db, (tx) => audited(ctx, tx, target, () => work(tx)));
