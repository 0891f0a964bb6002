import type { AuditEntity } from '@cermat/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/**
 * A record's state as the trail keeps it: field → scalar or list (contract `auditValues`).
 * The database builds it (`audit_snapshot`, migration 0010), the one definition there is.
 */
export type Snapshot = Record<string, unknown>;

/**
 * True when the record is still what an audit row's `after` left it as (secrets and their
 * "changed" aside), read in the caller's transaction and compared as values.
 */
export async function unchangedSince(
  tx: Db,
  entity: AuditEntity,
  id: string,
  after: Snapshot,
): Promise<boolean> {
  const [row] = await queryRows(
    tx,
    sql`select audit_unchanged(${entity}, ${id}, ${JSON.stringify(after)}::jsonb) as same`,
  );
  return row?.same === true;
}
