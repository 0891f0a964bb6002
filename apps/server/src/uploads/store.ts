import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type';

/** Where uploads live inside DATA_DIR, and the URL prefix they are served under. */
export const UPLOAD_FOLDER = 'uploads';
export const STORAGE_PREFIX = '/storage';

/** Saves under a server-made name; returns the path_file the client shows from {host}/backend. */
export async function saveUpload(
  dataDir: string,
  type: ImageType,
  bytes: Uint8Array,
): Promise<string> {
  const folder = path.join(dataDir, UPLOAD_FOLDER);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await writeFile(path.join(folder, name), bytes, { flag: 'wx' });
  return `${STORAGE_PREFIX}/${UPLOAD_FOLDER}/${name}`;
}

/** Only names this server makes may be served: no dots to climb, no other folders. */
export const SERVED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** A path_file this server handed out (what user photos and logos may point to). */
export const SERVED_PATH = /^\/storage\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/;
