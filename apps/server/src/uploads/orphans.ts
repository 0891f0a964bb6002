import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { SERVED_NAME, STORAGE_PREFIX, UPLOAD_FOLDER } from './store';

/** An unreferenced upload is kept this long: a form opened yesterday may still be saved. */
export const ORPHAN_AFTER_MS = 24 * 3600_000;

const PREFIX = `${STORAGE_PREFIX}/${UPLOAD_FOLDER}/`;

/**
 * Every place a stored path may be kept. A new column holding upload paths belongs
 * here, or maintenance will delete its files a day after they came.
 */
const referencedPaths = sql`
  select path_photo as path from users where path_photo like ${`${PREFIX}%`}
  union select value from configs where value like ${`${PREFIX}%`}`;

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Our files in the uploads folder last written more than `ORPHAN_AFTER_MS` ago. */
async function oldUploads(folder: string, now: number): Promise<string[]> {
  const names = await readdir(folder).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  const old: string[] = [];
  for (const name of names.filter((n) => SERVED_NAME.test(n))) {
    const info = await stat(path.join(folder, name)).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > ORPHAN_AFTER_MS) old.push(name);
  }
  return old;
}

/** Deletes the old uploads nothing in the database points to; returns how many went. */
export async function deleteOrphanUploads(
  db: Db,
  dataDir: string,
  now = Date.now(),
): Promise<number> {
  const folder = path.join(dataDir, UPLOAD_FOLDER);
  const old = await oldUploads(folder, now);
  if (!old.length) return 0;
  // Read after listing, so a file referenced meanwhile is seen as referenced.
  const rows = await queryRows(db, referencedPaths);
  const kept = new Set(rows.map((r) => String(r.path).slice(PREFIX.length)));
  let deleted = 0;
  for (const name of old.filter((n) => !kept.has(n))) {
    await unlink(path.join(folder, name)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    deleted++;
  }
  return deleted;
}
