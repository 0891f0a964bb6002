import type { MiddlewareHandler } from 'hono';
import { compressStream, compressWhole, readStart } from './compress-body';
import { chooseCoding } from './compress-negotiate';

// Below about one TCP segment compression saves no round trip, only CPU.
export const COMPRESS_MIN_BYTES = 1400;
// A body made in memory up to this size is compressed at once (with its length);
// longer or still streaming, it is compressed as it goes.
const WHOLE_MAX_BYTES = 4 * 1024 * 1024;
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * JSON answers in brotli or gzip, as the client's Accept-Encoding prefers, once they
 * pass COMPRESS_MIN_BYTES. Only JSON: files (uploaded photos, already compressed) and
 * streams of other kinds pass untouched. Tokens travel in the Authorization header, never
 * in a cookie, so a cross-site page cannot make a browser send authenticated requests
 * whose compressed size would leak a secret (BREACH needs both).
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!JSON_TYPE.test(res.headers.get('content-type') ?? '')) return;
    // The answer depends on Accept-Encoding whether or not this one was compressed.
    if (!/\baccept-encoding\b/i.test(res.headers.get('vary') ?? ''))
      res.headers.append('Vary', 'Accept-Encoding');
    if (!res.body || res.headers.has('content-encoding')) return;
    const coding = chooseCoding(c.req.header('accept-encoding'), ['br', 'gzip']);
    if (coding === 'identity') return;
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;

    const start = await readStart(res.body, COMPRESS_MIN_BYTES, WHOLE_MAX_BYTES);
    let body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
    let encoded = true;
    if (start.rest) body = compressStream(start, coding);
    else {
      const whole = concat(start.chunks, start.size);
      encoded = start.size >= COMPRESS_MIN_BYTES;
      body = encoded ? await compressWhole(whole, coding) : whole;
    }
    // Setting c.res copies the old headers over: length and coding are set after.
    c.res = new Response(body, res);
    const headers = c.res.headers;
    headers.delete('content-length');
    if (body instanceof Uint8Array) headers.set('Content-Length', String(body.byteLength));
    if (encoded) headers.set('Content-Encoding', coding);
  };
}
