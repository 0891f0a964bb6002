import { and, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { configs, uploads, users } from '../db/schema';
import { STORAGE_PREFIX, UPLOAD_FOLDER } from './store';

/** An unreferenced upload is kept this long: a form opened yesterday may still be saved. */
export const ORPHAN_AFTER_MS = 24 * 3600_000;

const PREFIX = `${STORAGE_PREFIX}/${UPLOAD_FOLDER}/`;

/** The path_file an upload row is served at, as SQL. */
export const servedPathOf = (): SQL => sql`${PREFIX} || ${uploads.name}`;

/**
 * Every place a stored path may be kept. A new column holding upload paths belongs
 * here, or maintenance will delete its uploads a day after they came. Each test is an
 * indexed lookup (users_path_photo; configs is a handful of rows).
 */
export const referenced = (path: SQL): SQL =>
  sql`(exists (select 1 from ${users} where ${users.path_photo} = ${path})
    or exists (select 1 from ${configs} where ${configs.value} = ${path}))`;

/**
 * Deletes uploads older than `ORPHAN_AFTER_MS` that nothing points to, in one statement
 * (one snapshot: a path saved before it is seen), by the database's clock, so instances
 * with differing clocks agree. Returns how many went.
 */
export async function deleteOrphanUploads(db: Db): Promise<number> {
  const path = servedPathOf();
  const gone = await db
    .delete(uploads)
    .where(
      and(
        lt(
          uploads.created_at,
          sql`now() - (${ORPHAN_AFTER_MS}::bigint * interval '1 millisecond')`,
        ),
        not(referenced(path)),
      ),
    )
    .returning({ name: uploads.name });
  return gone.length;
}
