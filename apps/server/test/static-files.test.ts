import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { inlineScriptHashes } from '../src/web/console';
import { testHasher } from './support/hasher';

// A build as Vite leaves it: hashed assets with the plugin's .br/.gz beside them, index.html.
const top = mkdtempSync(path.join(os.tmpdir(), 'cermat-static-'));
const dist = path.join(top, 'dist');
const SECRET = 'SECRET-OUTSIDE-THE-BUILD';
// With the boot script the console's build writes into the page, and an external script.
const BOOT = '(function(c){window.__cermat={answers:{}};})({"a":"<b>"});';
const INDEX = `<!doctype html><title>Cermat</title><script type="module" src="./assets/app-AbC_1-9z.js"></script>${'<!-- padding -->'.repeat(200)}<div id="root"></div>\n<script>${BOOT}</script>`;
const APP = `export const app = ${JSON.stringify('x'.repeat(5000))};`;
const STALE = `console.log(${JSON.stringify('y'.repeat(3000))});`;
const HASHED = '/assets/app-AbC_1-9z.js';

mkdirSync(path.join(dist, 'assets'), { recursive: true });
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(top, 'secret.txt'), SECRET);
writeFileSync(path.join(dist, '.vite', 'manifest.json'), `{"secret":"${SECRET}"}`);
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
writeFileSync(path.join(dist, HASHED), APP);
writeFileSync(path.join(dist, `${HASHED}.br`), brotliCompressSync(APP));
writeFileSync(path.join(dist, `${HASHED}.gz`), gzipSync(APP));
writeFileSync(path.join(dist, 'assets', 'plain.js'), 'console.log(1)');
// A copy left by an older build: it no longer decompresses to the file, so it is never sent.
writeFileSync(path.join(dist, 'assets', 'old-Zz99Yy88.js'), STALE);
writeFileSync(path.join(dist, 'assets', 'old-Zz99Yy88.js.gz'), gzipSync('console.log("old")'));
const MODIFIED = new Date('2026-01-02T03:04:05Z');
utimesSync(path.join(dist, HASHED), MODIFIED, MODIFIED);

const config = {
  dataDir: top,
  session: { absoluteMs: 1, idleMs: 1 },
  throttle: { userMax: 1, ipMax: 1, windowSeconds: 1 },
  jsonBodyLimit: 1024,
  trustProxy: false,
};
const app = createApp({
  db: undefined as never,
  config: { ...config, adminDist: dist },
  logger: pino({ level: 'silent' }),
  hasher: testHasher,
});
afterAll(() => rmSync(top, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(url, { method, headers });

async function decoded(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(bytes).toString();
  if (coding === 'gzip') return gunzipSync(bytes).toString();
  expect(coding).toBeNull();
  return bytes.toString();
}

describe('the built console: compression', () => {
  it('sends the brotli copy to a browser that takes it, with its own length, Vary and security headers', async () => {
    const res = await get(HASHED, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const body = Buffer.from(await res.clone().arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(APP.length);
    expect(await decoded(res)).toBe(APP);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['identity', null],
    ['identity;q=1, br;q=0.5', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['*;q=0, gzip', 'gzip'],
    ['identity;q=0', null],
    ['compress, deflate, zstd', null],
    ['', null],
    ['br;q=abc', null],
    ['br;q=1.5, gzip;q=0.2', 'gzip'],
    ['br;level=5', null],
    ['br;q=0.001', 'br'],
    [',,; ;q=1,', null],
  ])('Accept-Encoding %j gets %s', async (accept, coding) => {
    const res = await get(HASHED, { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(await decoded(res)).toBe(APP);
  });

  it('sends the raw file without Accept-Encoding', async () => {
    const res = await get(HASHED);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(APP.length));
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(APP);
  });

  it('answers HEAD with the headers a GET would carry and no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const head = await get(HASHED, { 'accept-encoding': accept }, 'HEAD');
      const full = await get(HASHED, { 'accept-encoding': accept });
      expect(head.status).toBe(200);
      expect((await head.arrayBuffer()).byteLength).toBe(0);
      for (const name of ['content-length', 'content-encoding', 'etag', 'content-type', 'vary'])
        expect(head.headers.get(name)).toBe(full.headers.get(name));
    }
  });

  it('offers no ranges: a Range request gets the whole file', async () => {
    const res = await get(HASHED, { range: 'bytes=0-9' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBeNull();
    expect(res.headers.get('accept-ranges')).toBe('none');
    expect(await res.text()).toBe(APP);
  });

  it('never sends a compressed copy that no longer matches its file', async () => {
    const res = await get('/assets/old-Zz99Yy88.js', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe(STALE);
  });
});

describe('the built console: its inline script', () => {
  const policy = (res: Response) => res.headers.get('content-security-policy') ?? '';
  const scriptSources = (res: Response) =>
    policy(res)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' ')
      .slice(1);

  it('names index.html’s boot script by its hash, on that page alone', async () => {
    const hash = createHash('sha256').update(BOOT).digest('base64');
    for (const url of ['/', '/index.html', '/master/role']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(scriptSources(res)).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(policy(res)).toContain("default-src 'self'");
    }
    const asset = await get(HASHED);
    expect(scriptSources(asset)).toEqual(["'self'"]);
    const api = await get('/backend/api/v1/auth/sign-in-settings');
    expect(scriptSources(api)).toEqual(["'self'"]);
  });

  it('hashes each inline script’s exact text, and no script that has a src', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((text) => !/<\/script/i.test(text)),
          { maxLength: 4 },
        ),
        (bodies) => {
          const page = bodies
            .map((body, i) => `<script src="x${i}.js"></script><script>${body}</script >`)
            .join('<p>');
          expect(inlineScriptHashes(page)).toEqual(
            bodies.map((body) => createHash('sha256').update(body, 'utf8').digest('base64')),
          );
        },
      ),
    );
  });
});

describe('the built console: caching', () => {
  it('lets browsers keep hashed assets for a year, untouched', async () => {
    const res = await get(HASHED);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('last-modified')).toBe(MODIFIED.toUTCString());
  });

  it('makes browsers ask again for index.html and unhashed files', async () => {
    for (const url of ['/', '/index.html', '/master/role', '/assets/plain.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(res.headers.get('last-modified')).toBeTruthy();
    }
    expect(await decoded(await get('/master/role', { 'accept-encoding': 'br' }))).toBe(INDEX);
  });

  it('answers a revalidation with 304 and no body, per coding', async () => {
    for (const url of [HASHED, '/', '/assets/plain.js']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      const etag = first.headers.get('etag')!;
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      for (const name of ['etag', 'cache-control', 'vary', 'last-modified'])
        expect(again.headers.get(name)).toBe(first.headers.get(name));
      const weak = await get(url, { 'accept-encoding': 'br', 'if-none-match': `"x", W/${etag}` });
      expect(weak.status).toBe(304);
    }
    // The brotli copy's tag does not stand for the gzip copy.
    const br = (await get(HASHED, { 'accept-encoding': 'br' })).headers.get('etag')!;
    const gz = await get(HASHED, { 'accept-encoding': 'gzip', 'if-none-match': br });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('etag')).not.toBe(br);
  });

  it('uses If-Modified-Since only without If-None-Match', async () => {
    const at = MODIFIED.toUTCString();
    expect((await get(HASHED, { 'if-modified-since': at })).status).toBe(304);
    const before = new Date(MODIFIED.getTime() - 1000).toUTCString();
    expect((await get(HASHED, { 'if-modified-since': before })).status).toBe(200);
    expect((await get(HASHED, { 'if-modified-since': 'yesterday' })).status).toBe(200);
    const both = await get(HASHED, { 'if-modified-since': at, 'if-none-match': '"other"' });
    expect(both.status).toBe(200);
  });
});

describe('the built console: only files of the build', () => {
  const outside = [
    '/assets/..%2f..%2fsecret.txt',
    '/assets/..%2F..%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/%252e%252e%252fsecret.txt',
    `${HASHED}%00`,
    `${HASHED}%00.png`,
    '/secret.txt%00',
    '/.vite/manifest.json',
    '/.vite%2fmanifest.json',
    '/assets/../.vite/manifest.json',
    `${HASHED}.br`,
    `${HASHED}.gz`,
  ];

  it.each(outside)('never serves %s from outside the build or a hidden file', async (url) => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await get(url, { 'accept-encoding': accept });
      const text = await decoded(res);
      expect(text).not.toContain(SECRET);
      // Outside assets/ an unknown name is a screen of the console: index.html, nothing else.
      if (res.status === 200) expect(text).toBe(INDEX);
      else expect(res.status).toBe(404);
    }
  });

  it('answers a missing asset with 404, never with HTML in place of a script', async () => {
    const res = await get('/assets/gone-Qq11Ww22.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('serves nothing but the build for any path', async () => {
    const piece = fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '%2E',
      '%2f',
      '%5c',
      '%00',
      '%252f',
      'assets',
      'secret.txt',
      '.vite',
      'manifest.json',
      'app-AbC_1-9z.js',
      '.br',
      '/',
      '//',
      '\\',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 8 }), async (pieces) => {
        const url = `/${pieces.join('')}`;
        const res = await get(url, { 'accept-encoding': 'gzip' });
        const text = await decoded(res);
        expect(text).not.toContain(SECRET);
        expect([200, 404]).toContain(res.status);
        if (res.status === 200) expect([INDEX, APP, 'console.log(1)', STALE]).toContain(text);
      }),
      { numRuns: 300 },
    );
  });

  it('starts without a build: no console, the API still answers', async () => {
    const bare = createApp({
      db: undefined as never,
      config: { ...config, adminDist: path.join(top, 'not-built') },
      logger: pino({ level: 'silent' }),
      hasher: testHasher,
    });
    expect((await bare.request('/')).status).toBe(404);
    expect((await bare.request('/backend/healthz')).status).toBe(200);
  });

  it('keeps /backend out of the console', async () => {
    expect((await get('/backend/nothing')).status).toBe(404);
  });
});
