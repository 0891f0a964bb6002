import type { AuditAction, AuditEntity } from '@cermat/contract';
import { recordNameField } from '@cermat/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { HandlerContext } from '../context/handler';
import type { Db } from '../db/client';
import { withinCallerRights } from '../auth/delegation';
import { withoutLockout } from '../auth/lockout';
import { inTransaction } from '../db/tx';
import { clientAddress } from '../http/client-address';

/** Who acted: the session's user and active role (sign-in: the user just signed in). */
export interface Actor {
  userId: number | null;
  roleId: number | null;
}

/** What a write changes: the record it names, or (a create, no `id`) the one its work makes. */
export interface Target {
  action: AuditAction;
  entity: AuditEntity;
  id?: string | number;
}

const sessionActor = (ctx: HandlerContext): Actor => ({
  userId: ctx.session?.userId ?? null,
  roleId: ctx.session?.activeRoleId ?? null,
});

/** What an audited write announces (migration 0011): who, from where, what (no `id`: a create). */
export interface Announcement {
  user_id: number | null;
  role_id: number | null;
  action: AuditAction;
  entity: AuditEntity;
  id?: string;
  /** The field of the record's state that names it, copied into the row (migration 0016). */
  name_field?: string;
  address: string;
  request_id: string;
}

function announcement(ctx: HandlerContext, target: Target, actor: Actor): Announcement {
  const nameField = recordNameField(target.entity);
  return {
    user_id: actor.userId,
    role_id: actor.roleId,
    action: target.action,
    entity: target.entity,
    ...(target.id !== undefined ? { id: String(target.id) } : {}),
    ...(nameField !== undefined ? { name_field: nameField } : {}),
    address: clientAddress(ctx.c, ctx.config.trustProxy),
    request_id: ctx.c.get('requestId') ?? '',
  };
}

// Records whose own row holds them whole: the database reads an edit's before from the row
// the edit replaces. Of the others it is read when the write is announced (`audit_hold`).
const HELD_BY_ITS_ROW: ReadonlySet<AuditEntity> = new Set(['menu', 'pohon_profesi', 'session']);

/**
 * The announcement as statements with their values written in, to go with a BEGIN
 * (migration 0011): `SET LOCAL` costs the database next to nothing, a function call more.
 */
export function announcementStatements(a: Announcement): string[] {
  const entity = pg.escapeLiteral(a.entity);
  const statements = [
    `set local cermat.audit_entity = ${entity}`,
    `set local cermat.audit = ${pg.escapeLiteral(JSON.stringify(a))}`,
  ];
  if (a.id !== undefined && !HELD_BY_ITS_ROW.has(a.entity))
    statements.push(`select audit_hold(${entity}, ${pg.escapeLiteral(a.id)})`);
  return statements;
}

/**
 * Announces, in `tx`, the audited write about to happen there: its row is written at
 * COMMIT by the database (migration 0011), from the changes the write makes to its record,
 * so a write that rolls back leaves none. Sent before the work; one per transaction.
 */
export async function announceAudit(
  tx: Db,
  ctx: HandlerContext,
  target: Target,
  actor: Actor = sessionActor(ctx),
): Promise<void> {
  for (const statement of announcementStatements(announcement(ctx, target, actor)))
    await tx.execute(sql.raw(statement));
}

// Records that hold no rights and name no one's: a write of these cannot change what any
// role may do. Every other entity, including any added later, runs under the invariant.
// (A schedule or code a role holds is never deleted, RESTRICT; neither touches role_menus.)
const OUTSIDE_RIGHTS: ReadonlySet<AuditEntity> = new Set([
  'pohon_profesi',
  'pelaksanaan',
  'config',
  'session',
  'upload',
  'page',
]);

/**
 * `work` under the rights invariant and the lock-out rule (DECISIONS "Rights are an
 * invariant of every write"), unless its record cannot touch rights.
 */
const guarded = <T>(ctx: HandlerContext, tx: Db, target: Target, work: () => Promise<T>) =>
  OUTSIDE_RIGHTS.has(target.entity)
    ? work()
    : withoutLockout(tx, () => withinCallerRights(tx, ctx.session, work));

/** Runs `work` in `tx` as an audited write of `target` (`tx` has no other). */
export async function audited<T>(
  ctx: HandlerContext,
  tx: Db,
  target: Target,
  work: () => Promise<T>,
): Promise<T> {
  await announceAudit(tx, ctx, target);
  return guarded(ctx, tx, target, work);
}

/**
 * `audited` in a transaction of its own, the announcement sent with its BEGIN: on
 * PostgreSQL the audit adds no round trip to the write.
 */
export const auditedWrite = <T>(
  ctx: HandlerContext,
  target: Target,
  work: (tx: Db) => Promise<T>,
): Promise<T> =>
  inTransaction(
    ctx.db,
    (tx) => guarded(ctx, tx, target, () => work(tx)),
    announcementStatements(announcement(ctx, target, sessionActor(ctx))),
  );

/**
 * Many records made in one transaction, all or nothing, under the rights invariant and the
 * lock-out rule (so after the rights lock: such imports run one at a time, each checking
 * what the previous one committed). The database writes one audit row per announced write,
 * so nothing is announced here: each record `work` made gets its own row, as the trigger
 * writes a create's (its state without secrets, no before).
 */
export function auditedCreates(
  ctx: HandlerContext,
  entity: AuditEntity,
  work: (tx: Db) => Promise<number[]>,
): Promise<number[]> {
  const target: Target = { action: 'create', entity };
  const a = announcement(ctx, target, sessionActor(ctx));
  return inTransaction(ctx.db, (tx) =>
    guarded(ctx, tx, target, async () => {
      const ids = await work(tx);
      // Each row named as the trigger names one (migration 0016): its after's name field.
      await tx.execute(sql`insert into audit_log (user_id, username, role_id, role_name, action,
          entity, entity_id, "after", record_name, address, request_id)
        select ${a.user_id}::integer,
          coalesce((select username from users where id = ${a.user_id}::integer), ''),
          ${a.role_id}::integer,
          coalesce((select role_name from roles where id_role = ${a.role_id}::integer), ''),
          ${a.action}, ${a.entity}, made.id, snap.after,
          snap.after ->> ${a.name_field ?? null}::text,
          ${a.address}, ${a.request_id}
        from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as made(id, n)
        cross join lateral
          (select audit_snapshot(${a.entity}, made.id) - audit_secret_keys() as after) snap
        order by made.n`);
      return ids;
    }),
  );
}
