import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressJson } from '../src/http/compress';
import { API, PNG_BYTES, upload } from './support/client';
import { drivers, useHarness } from './support/harness';

function decode(bytes: Buffer, coding: string | null): string {
  if (coding === 'br') return brotliDecompressSync(bytes).toString();
  if (coding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

async function bodyOf(res: Response): Promise<{ raw: Buffer; text: string }> {
  const raw = Buffer.from(await res.arrayBuffer());
  return { raw, text: decode(raw, res.headers.get('content-encoding')) };
}

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Pengguna ${i}` })) };
const small = { meta: { code: 200, message: 'OK' }, data: null };

// Hex of hashes: compresses to about half, so the compressed answer flows as it is made.
const chunkAt = (i: number) =>
  `{"chunk":"${Array.from({ length: 8 }, (_, j) => createHash('sha256').update(`${i}.${j}`).digest('hex')).join('')}"},`;
const chunks = (n: number) => Array.from({ length: n }, (_, i) => chunkAt(i)).join('');

/**
 * A JSON body made chunk by chunk as the reader asks for it: at once (in memory), or
 * each chunk a timer later, as rows read from a database would come.
 */
function streamed(chunks: number, later: boolean) {
  const made = { count: 0, cancelled: false };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (later) await new Promise((resolve) => setTimeout(resolve, 1));
      if (made.count === chunks) return controller.close();
      controller.enqueue(encoder.encode(chunkAt(made.count++)));
    },
    cancel() {
      made.cancelled = true;
    },
  });
  return { made, body };
}

describe('compressJson on its own', () => {
  const app = new Hono();
  app.use(compressJson());
  app.get('/big', (c) => {
    c.header('ETag', '"2026-11-22T10:00:00.000Z"');
    return c.json(big);
  });
  app.get('/small', (c) => c.json(small));
  app.get('/text', (c) => c.text('x'.repeat(5000)));
  app.get('/encoded', (c) =>
    c.body('x'.repeat(5000), 200, { 'content-type': 'application/json', 'content-encoding': 'br' }),
  );
  app.get('/problem', (c) =>
    c.body(JSON.stringify(big), 200, { 'content-type': 'application/problem+json' }),
  );
  let stream: ReturnType<typeof streamed> | undefined;
  app.get('/stream/:chunks/:pace', (c) => {
    stream = streamed(Number(c.req.param('chunks')), c.req.param('pace') === 'later');
    return c.body(stream.body, 200, { 'content-type': 'application/json' });
  });

  it.each(['br', 'gzip'])('compresses a large answer in %s with its own length', async (coding) => {
    const res = await app.request('/big', { headers: { 'accept-encoding': coding } });
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const { raw, text } = await bodyOf(res);
    expect(res.headers.get('content-length')).toBe(String(raw.length));
    expect(raw.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(text)).toEqual(big);
    // The record's version tag is not about the bytes: If-Match keeps working.
    expect(res.headers.get('etag')).toBe('"2026-11-22T10:00:00.000Z"');
  });

  it('sends the same answer uncoded to a client that takes no coding', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const res = await app.request('/big', {
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(JSON.parse((await bodyOf(res)).text)).toEqual(big);
    }
  });

  it(`leaves answers under ${COMPRESS_MIN_BYTES} bytes as they are, with their length`, async () => {
    const res = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const { raw, text } = await bodyOf(res);
    expect(JSON.parse(text)).toEqual(small);
    const length = res.headers.get('content-length');
    if (length !== null) expect(length).toBe(String(raw.length));
  });

  it('compresses JSON types only, and never twice', async () => {
    const text = await app.request('/text', { headers: { 'accept-encoding': 'br' } });
    expect(text.headers.get('content-encoding')).toBeNull();
    expect(await text.text()).toBe('x'.repeat(5000));
    const encoded = await app.request('/encoded', { headers: { 'accept-encoding': 'gzip' } });
    expect(encoded.headers.get('content-encoding')).toBe('br');
    expect(await encoded.text()).toBe('x'.repeat(5000));
    const problem = await app.request('/problem', { headers: { 'accept-encoding': 'gzip' } });
    expect(problem.headers.get('content-encoding')).toBe('gzip');
  });

  it('compresses a streamed answer as it streams, without reading it all first', async () => {
    const res = await app.request('/stream/500/later', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    // The answer has started while most of the body is still unmade.
    expect(stream!.made.count).toBeLessThan(50);
    const { text } = await bodyOf(res);
    expect(stream!.made.count).toBe(500);
    expect(text).toBe(chunks(500));
  });

  it('reads a body made in memory whole up to 4 MB, and streams the rest', async () => {
    const whole = await app.request('/stream/100/now', { headers: { 'accept-encoding': 'br' } });
    const { raw, text } = await bodyOf(whole);
    expect(whole.headers.get('content-length')).toBe(String(raw.length));
    expect(text).toBe(chunks(100));
    const huge = await app.request('/stream/10000/now', { headers: { 'accept-encoding': 'br' } });
    expect(huge.headers.get('content-length')).toBeNull();
    expect(stream!.made.count * chunkAt(0).length).toBeLessThan(5 * 1024 * 1024);
    expect((await bodyOf(huge)).text).toBe(chunks(10_000));
  });

  it('ends the answer with an error, never a hang, when the producer fails midway', async () => {
    const failing = new Hono();
    failing.use(compressJson());
    failing.get('/', (c) => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (sent++ === 20) return controller.error(new Error('database gone'));
          controller.enqueue(new TextEncoder().encode(chunkAt(sent)));
        },
      });
      return c.body(body, 200, { 'content-type': 'application/json' });
    });
    const res = await failing.request('/', { headers: { 'accept-encoding': 'gzip' } });
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it('stops the producer when the client goes away mid-answer', async () => {
    const res = await app.request('/stream/2000/later', { headers: { 'accept-encoding': 'br' } });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(() => stream!.made.cancelled).toBe(true);
    expect(stream!.made.count).toBeLessThan(2000);
  });
});

describe.each(drivers)('compressed API answers on %s', (driver) => {
  const h = useHarness(driver);
  const list = `${API}/master/menu?draw=1&length=100`;
  const admin = () => ({ authorization: `Bearer ${h.tokens.admin}` });

  it('sends a large list in brotli, equal to the plain answer, headers kept', async () => {
    const plain = await h.app.request(list, { headers: admin() });
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await h.app.request(list, {
      headers: { ...admin(), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    const { raw, text } = await bodyOf(res);
    expect(raw.length).toBeLessThan(plainText.length);
    expect(JSON.parse(text)).toEqual(JSON.parse(plainText));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('refuses without a session exactly as before, small and uncoded', async () => {
    const res = await h.app.request(list, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves uploaded photos alone: no coding, same ETag and 304', async () => {
    const answer = await upload(h, PNG_BYTES, 'a.png', 'image/png', h.tokens.admin);
    const url = `/backend${(answer.body.data as { path_file: string }).path_file}`;
    const name = url.split('/').pop()!;
    const served = await h.app.request(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(served.headers.get('content-encoding')).toBeNull();
    expect(served.headers.get('etag')).toBe(`"${name}"`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
    const again = await h.app.request(url, {
      headers: { 'accept-encoding': 'br', 'if-none-match': `"${name}"` },
    });
    expect(again.status).toBe(304);
  });
});
