import type { Hono } from 'hono';
import type { AppEnv } from '../context/deps';
import type { Db } from '../db/client';
import {
  readUpload,
  SERVED_NAME,
  STORAGE_PREFIX,
  UPLOAD_FOLDER,
  uploadExists,
} from '../uploads/store';

/**
 * True when an If-None-Match header names this tag (weak or strong: for a GET the
 * comparison is weak, RFC 9110 §13.1.2) or is `*`.
 */
export function namesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Serves uploaded images at /backend/storage/uploads/<name>, only names the server made,
 * from the database: every instance serves every upload, one primary-key read each. A
 * name is never reused and its row never changes, so the name is the ETag and browsers
 * may keep the file for a year; a revalidation (If-None-Match) leaves the bytes unread.
 */
export function mountStorage(app: Hono<AppEnv>, db: Db): void {
  app.get(`/backend${STORAGE_PREFIX}/${UPLOAD_FOLDER}/:name`, async (c) => {
    const name = c.req.param('name');
    if (!SERVED_NAME.test(name)) return c.notFound();
    const etag = `"${name}"`;
    const headers = {
      ETag: etag,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    if (namesTag(c.req.header('if-none-match'), etag))
      return (await uploadExists(db, name)) ? c.body(null, 304, headers) : c.notFound();
    const found = await readUpload(db, name);
    if (!found) return c.notFound();
    return c.body(found.bytes, 200, {
      ...headers,
      'Content-Type': found.mime,
      'Content-Length': String(found.size),
    });
  });
}
