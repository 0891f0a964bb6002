import type { AuditEntity, removeBody, statusBody } from '@cermat/contract';
import { id as texts } from '@cermat/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { auditedWrite } from '../audit/record';
import type { Db } from '../db/client';
import { deleteEnabled, notFound, stale } from '../http/errors';
import type { z } from 'zod';
import type { HandlerContext, HandlerResult } from '../context/handler';
import { expectedVersion, type Expected } from './versions';

/** A master table as the lifecycle rules see it. */
export interface Lifecycled {
  /** What the audit trail calls its records. */
  entity: AuditEntity;
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  updatedAt: PgColumn;
}

/** The next updated_at: now, but always later than the last one so a re-read differs. */
const bump = (updatedAt: PgColumn) => sql`greatest(now(), ${updatedAt} + interval '1 millisecond')`;

async function exists(db: Db, t: Lifecycled, id: number): Promise<boolean> {
  const rows = await db.select({ id: t.id }).from(t.table).where(eq(t.id, id)).limit(1);
  return rows.length > 0;
}

/** The version condition of a guarded write; no acceptable version matches nothing. */
function versionMatches(t: Lifecycled, expected: Expected) {
  if (expected.any) return undefined;
  return expected.versions.length ? inArray(t.updatedAt, expected.versions) : sql`false`;
}

/**
 * Runs an UPDATE guarded by the version the client read (see versions.ts). No row
 * changed means either the record is gone (404) or someone saved in between (409).
 */
export async function guardedUpdate(
  db: Db,
  t: Lifecycled,
  id: number,
  version: Expected,
  values: Record<string, unknown>,
): Promise<void> {
  const changed = await db
    .update(t.table)
    .set({ ...values, [t.updatedAt.name]: bump(t.updatedAt) })
    .where(and(eq(t.id, id), versionMatches(t, version)))
    .returning({ id: t.id });
  if (changed.length === 0) throw (await exists(db, t, id)) ? stale() : notFound();
}

/** A record's version now (ISO 8601), or undefined when it is gone. */
export async function stampOf(db: Db, t: Lifecycled, id: number): Promise<string | undefined> {
  const [row] = await db.select({ at: t.updatedAt }).from(t.table).where(eq(t.id, id));
  return row ? (row.at as Date).toISOString() : undefined;
}

/** ENABLE ⇄ DISABLE, guarded like any update. */
export function setStatus(
  db: Db,
  t: Lifecycled,
  id: number,
  status: 'ENABLE' | 'DISABLE',
  expected: Expected,
): Promise<void> {
  return guardedUpdate(db, t, id, expected, { [t.status.name]: status });
}

/** Deletes a DISABLE record; an ENABLE one is refused with 409 (spec §4 lifecycle). */
export async function removeDisabled(db: Db, t: Lifecycled, id: number): Promise<void> {
  const removed = await db
    .delete(t.table)
    .where(and(eq(t.id, id), eq(t.status, 'DISABLE')))
    .returning({ id: t.id });
  if (removed.length === 0) throw (await exists(db, t, id)) ? deleteEnabled() : notFound();
}

/** A handler of the master entries whose body is `T` (setStatus, remove). */
type BodyHandler<T> = (ctx: HandlerContext, input: { body: T }) => Promise<HandlerResult>;

/** `{id, status, updated_at}` → ENABLE ⇄ DISABLE, with the spec's success text. */
export function statusHandler(t: Lifecycled): BodyHandler<z.output<typeof statusBody>> {
  return async (ctx, { body }) => {
    const expected = expectedVersion(ctx.c, body.updated_at);
    await auditedWrite(ctx, { action: 'status', entity: t.entity, id: body.id }, (tx) =>
      setStatus(tx, t, body.id, body.status, expected),
    );
    return { data: null, message: texts.server.updated };
  };
}

/** `{id}` → delete of a DISABLE record (409 for an ENABLE one), with the spec's success text. */
export function removeHandler(t: Lifecycled): BodyHandler<z.output<typeof removeBody>> {
  return async (ctx, { body }) => {
    await auditedWrite(ctx, { action: 'delete', entity: t.entity, id: body.id }, (tx) =>
      removeDisabled(tx, t, body.id),
    );
    return { data: null, message: texts.server.deleted };
  };
}
