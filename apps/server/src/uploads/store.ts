import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inTransaction } from '../db/tx';
import { uploads } from '../db/schema';
import type { ImageType } from './image-type';

/** The URL folder uploads are served under (and, before the database, their disk folder). */
export const UPLOAD_FOLDER = 'uploads';
export const STORAGE_PREFIX = '/storage';

/** Only names this server makes may be served: no dots to climb, no other folders. */
export const SERVED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** A path_file this server handed out (what user photos and logos may point to). */
export const SERVED_PATH = /^\/storage\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/;

/** The path_file of a served name, as the client shows it from {host}/backend. */
const servedPath = (name: string) => `${STORAGE_PREFIX}/${UPLOAD_FOLDER}/${name}`;

/**
 * Stores an upload in the database under a new random name and returns its path_file.
 * Random, not derived from the bytes: a name is never reused, so a row never changes
 * and every instance may tell a browser to keep it for ever.
 */
export async function saveUpload(
  db: Db,
  type: ImageType,
  bytes: Uint8Array<ArrayBuffer>,
  options: {
    /** The user who sent it (none for files imported from disk). */
    owner?: number;
    /** Runs in the insert's transaction, before it (the audit's announcement, the quota). */
    first?: (tx: Db) => Promise<void>;
  } = {},
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const uploaded_by = options.owner ?? null;
  await inTransaction(db, async (tx) => {
    await options.first?.(tx);
    await tx
      .insert(uploads)
      .values({ name, mime: type.mime, size: bytes.length, bytes, uploaded_by });
  });
  return servedPath(name);
}

export interface StoredUpload {
  mime: string;
  size: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/** One upload by its served name: a primary-key read. */
export async function readUpload(db: Db, name: string): Promise<StoredUpload | undefined> {
  const [row] = await db
    .select({ mime: uploads.mime, size: uploads.size, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.name, name));
  return row;
}

/** Whether an upload exists, leaving its bytes unread (a revalidation needs no more). */
export async function uploadExists(db: Db, name: string): Promise<boolean> {
  const [row] = await db.select({ name: uploads.name }).from(uploads).where(eq(uploads.name, name));
  return row !== undefined;
}
