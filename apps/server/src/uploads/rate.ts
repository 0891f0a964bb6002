import { hit } from '../auth/rate-counter';
import type { UploadLimit } from '../context/deps';
import type { Db } from '../db/client';

/** 30 files per 10 minutes: a profile photo and the logos need a handful. */
export const defaultUploadLimit: UploadLimit = { max: 30, windowSeconds: 600 };

/**
 * Reserves one stored file for the user before it is written (atomic, see `hit`), so
 * parallel uploads cannot slip past the limit; null when allowed, else the seconds to wait.
 */
export async function reserveUpload(
  db: Db,
  userId: number,
  limit: UploadLimit,
): Promise<number | null> {
  const count = await hit(db, `upload:${userId}`, limit.windowSeconds);
  return count.count <= limit.max ? null : count.retryAfterSeconds;
}
