import { UPLOAD_MAX_BYTES, id as texts } from '@cermat/core';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { uploads } from '../src/db/schema';
import { API, PNG_BYTES, upload } from './support/client';
import { drivers, useHarness } from './support/harness';
import { testHasher } from './support/hasher';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = new Uint8Array([
  ...new TextEncoder().encode('RIFF'),
  0x24,
  0,
  0,
  0,
  ...new TextEncoder().encode('WEBPVP8 '),
]);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
);

/** A PNG of exactly `size` bytes (valid magic, padding after). */
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES);
  return bytes;
};

describe.each(drivers)('uploads on %s', (driver) => {
  const h = useHarness(driver);

  it.each([
    ['PNG', PNG_BYTES, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ] as const)(
    'stores a %s under a server-made name and serves it with nosniff',
    async (_, bytes, ext, mime) => {
      const answer = await upload(
        h,
        bytes,
        '../../etc/passwd.exe',
        'application/octet-stream',
        h.tokens.admin,
      );
      expect(answer.status).toBe(200);
      const path = (answer.body.data as { path_file: string }).path_file;
      expect(path).toMatch(new RegExp(`^/storage/uploads/[0-9a-f]{32}\\.${ext}$`));
      const served = await h.app.request(`/backend${path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    },
  );

  it('refuses a file of the limit or more with 413', async () => {
    const ok = await upload(
      h,
      pngOfSize(UPLOAD_MAX_BYTES - 1),
      'a.png',
      'image/png',
      h.tokens.admin,
    );
    expect(ok.status).toBe(200);
    const refused = await upload(
      h,
      pngOfSize(UPLOAD_MAX_BYTES),
      'a.png',
      'image/png',
      h.tokens.admin,
    );
    expect(refused.status).toBe(413);
    expect(refused.body.data).toBe(texts.server.fileTooLarge);
  });

  it('cuts off an oversized body while it streams (no length announced)', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit; the server must stop reading long before the end.
        if (sent >= 20 * UPLOAD_MAX_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await h.app.request(`${API}/referensi/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${h.tokens.admin}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: stream,
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(20 * UPLOAD_MAX_BYTES);
  });

  it.each([
    ['HTML disguised as a PNG', HTML, 'foto.png', 'image/png'],
    ['SVG', SVG, 'logo.svg', 'image/svg+xml'],
    ['plain text', new TextEncoder().encode('hello'), 'a.jpg', 'image/jpeg'],
  ])('refuses %s', async (_, bytes, name, type) => {
    const answer = await upload(h, bytes, name, type, h.tokens.admin);
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({ file: [texts.server.fileType] });
  });

  const stored = async () => (await h.db.select({ n: count() }).from(uploads))[0]!.n;

  it('lets a user without any right upload (their own photo), 30 per 10 minutes, then 429', async () => {
    const before = await stored();
    for (let i = 0; i < 30; i++)
      expect((await upload(h, PNG_BYTES, 'a.png', 'image/png', h.tokens.noAccess)).status).toBe(
        200,
      );
    const refused = await upload(h, PNG_BYTES, 'a.png', 'image/png', h.tokens.noAccess);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBe(texts.server.uploadThrottled);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await stored()).toBe(before + 30);
    // The limit is per user.
    expect((await upload(h, PNG_BYTES, 'a.png', 'image/png', h.tokens.reader)).status).toBe(200);
  });

  it('40 parallel uploads of one user store at most the limit', async () => {
    const before = await stored();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => upload(h, PNG_BYTES, 'a.png', 'image/png', h.tokens.admin)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect(await stored()).toBe(before + 30);
  });

  it('refuses an upload without a session', async () => {
    expect((await upload(h, PNG_BYTES, 'a.png', 'image/png')).status).toBe(401);
  });

  // Another instance: the same database, its own disk (DATA_DIR) and its own app.
  const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'cermat-other-'));
  afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));
  const otherInstance = () =>
    createApp({
      db: h.db,
      config: { ...h.config, dataDir: elsewhere },
      logger: pino({ level: 'silent' }),
      hasher: testHasher,
    });

  it('serves an upload made through one instance from another one (no shared disk)', async () => {
    const answer = await upload(h, PNG_BYTES, 'a.png', 'image/png', h.tokens.admin);
    const served = await otherInstance().request(
      `/backend${(answer.body.data as { path_file: string }).path_file}`,
    );
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('sends an ETag and immutable caching; a revalidation is 304 without a body', async () => {
    const answer = await upload(h, PNG_BYTES, 'a.png', 'image/png', h.tokens.admin);
    const url = `/backend${(answer.body.data as { path_file: string }).path_file}`;
    const name = url.split('/').pop()!;
    const served = await h.app.request(url);
    expect(served.headers.get('etag')).toBe(`"${name}"`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-length')).toBe(String(PNG_BYTES.length));
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    for (const tag of [`"${name}"`, `W/"${name}"`, `"other", "${name}"`, '*']) {
      const again = await h.app.request(url, { headers: { 'if-none-match': tag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(`"${name}"`);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
    }
    const changed = await h.app.request(url, { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('answers 404 for a well-formed name nothing was stored under, revalidation too', async () => {
    const url = `/backend/storage/uploads/${'e'.repeat(32)}.png`;
    expect((await h.app.request(url)).status).toBe(404);
    expect((await h.app.request(url, { headers: { 'if-none-match': '*' } })).status).toBe(404);
  });

  it('serves only names the server made', async () => {
    for (const path of [
      '/backend/storage/uploads/..%2F..%2Fpackage.json',
      '/backend/storage/uploads/x.png',
      '/backend/storage/uploads/a.html',
    ])
      expect((await h.app.request(path)).status).toBe(404);
  });
});
