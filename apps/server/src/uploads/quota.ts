import { id as texts, fill } from '@cermat/core';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MAINTENANCE_INTERVAL_MS } from '../db/cluster-jobs';
import { queryRows } from '../db/raw';
import { uploads } from '../db/schema';
import { tooMany } from '../http/errors';
import { ORPHAN_AFTER_MS, referenced, servedPathOf } from './orphans';

/** 20 MB a user may hold in uploads nothing uses yet: a photo and three logos, several times. */
export const DEFAULT_PENDING_MAX_BYTES = 20 * 1024 * 1024;

// Any fixed number: a user's uploads queue on (this, the user) while one is counted and stored.
const QUOTA_LOCK_KEY = 7_215_020;

/** '20 MB', '2.5 MB': the cap as the message shows it. */
const megabytes = (bytes: number) => `${Math.round(bytes / 104_857.6) / 10} MB`;

/**
 * In the upload's own transaction, before its insert: refuses (429) a file that would bring
 * the bytes the user has uploaded but nothing uses yet (no user photo, no configuration
 * value) past `maxBytes`. The user's uploads take turns on a transaction lock, so parallel
 * uploads each count the ones committed before them. Retry-After is when the oldest unused
 * one may be removed; saving the form that uses a file frees its share at once.
 */
export async function holdPendingBytes(
  tx: Db,
  userId: number,
  size: number,
  maxBytes: number,
): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${QUOTA_LOCK_KEY}, ${userId})`);
  const [row] = await tx
    .select({
      bytes: sql<string>`coalesce(sum(${uploads.size}), 0)::text`,
      waitSeconds: sql<string>`coalesce(extract(epoch from min(${uploads.created_at})
        + (${ORPHAN_AFTER_MS}::bigint * interval '1 millisecond') - now()), 0)::text`,
    })
    .from(uploads)
    .where(and(eq(uploads.uploaded_by, userId), not(referenced(servedPathOf()))));
  if (Number(row?.bytes ?? 0) + size <= maxBytes) return;
  // One already past its day goes at the next maintenance run.
  const wait = Number(row?.waitSeconds ?? 0);
  const retryAfter = wait > 0 ? wait : MAINTENANCE_INTERVAL_MS / 1000;
  throw tooMany(fill(texts.server.uploadQuota, { limit: megabytes(maxBytes) }), retryAfter);
}
