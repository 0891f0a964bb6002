import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { call, entry } from './client';
import type { Harness } from './harness';

/** The newest audit row of one record. */
export async function lastRow(h: Harness, entity: string, entityId: string | number) {
  const [row] = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row!;
}

/** The audit rows one request wrote (by its X-Request-Id). */
export const rowsOf = (h: Harness, requestId: string | null) =>
  h.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.request_id, requestId ?? ''));

/** 'Kembalikan' of one audit row, as the history panel sends it. */
export const restore = (h: Harness, id: number, entity: string, entityId: string, token: string) =>
  call(h, entry('audit.restore'), { body: { id, entity, entity_id: entityId } }, token);
