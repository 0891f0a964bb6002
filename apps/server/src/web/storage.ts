import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { mimeByExt } from '../uploads/image-type';
import { SERVED_NAME, STORAGE_PREFIX, UPLOAD_FOLDER } from '../uploads/store';

/** Serves uploaded images at /backend/storage/uploads/<name>, only names the server made. */
export function mountStorage(app: Hono<AppEnv>, dataDir: string): void {
  app.get(`/backend${STORAGE_PREFIX}/${UPLOAD_FOLDER}/:name`, async (c) => {
    const name = c.req.param('name');
    if (!SERVED_NAME.test(name)) return c.notFound();
    const file = path.join(dataDir, UPLOAD_FOLDER, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return c.notFound();
    const ext = name.split('.').pop() ?? '';
    const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, {
      'Content-Type': mimeByExt[ext] ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
