import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { sniffImage } from './image-type';
import { SERVED_NAME, UPLOAD_FOLDER } from './store';

/** The folder where uploads were kept before they moved into the database. */
export const diskFolder = (dataDir: string) => path.join(dataDir, UPLOAD_FOLDER);

/** Server-made upload files still on disk (none when the folder is gone). */
export async function filesOnDisk(dataDir: string): Promise<string[]> {
  const names = await readdir(diskFolder(dataDir)).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => SERVED_NAME.test(name)).sort();
}

/** True when the database holds exactly these bytes under the name. */
async function holds(db: Db, name: string, bytes: Uint8Array): Promise<boolean> {
  const [row] = await db
    .select({ md5: sql<string>`md5(${uploads.bytes})` })
    .from(uploads)
    .where(eq(uploads.name, name));
  return row?.md5 === createHash('md5').update(bytes).digest('hex');
}

/**
 * Moves the upload files of `DATA_DIR/uploads` into the database under the same names
 * (so stored paths keep working), dated by the file's time so the 24 h orphan rule
 * counts from the upload. A file is deleted only once the database holds its exact
 * bytes, so an interrupted run is simply run again; a second run finds nothing to do.
 * Files whose bytes are not an image of their name's type stay where they are.
 */
export async function importUploads(
  db: Db,
  dataDir: string,
): Promise<{ moved: number; left: string[] }> {
  let moved = 0;
  const left: string[] = [];
  for (const name of await filesOnDisk(dataDir)) {
    const file = path.join(diskFolder(dataDir), name);
    const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
    const type = sniffImage(bytes);
    if (!type || !name.endsWith(`.${type.ext}`)) {
      left.push(name);
      continue;
    }
    await db
      .insert(uploads)
      .values({ name, mime: type.mime, size: bytes.length, bytes, created_at: info.mtime })
      .onConflictDoNothing();
    if (!(await holds(db, name, bytes))) {
      left.push(name);
      continue;
    }
    await unlink(file);
    moved++;
  }
  return { moved, left };
}
