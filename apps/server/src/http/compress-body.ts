import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

type Encoded = 'br' | 'gzip';

// Answers are made per request: brotli 4 and gzip 6 compress ~95 KB of JSON in about a
// millisecond; the top levels (11, 9) are for the build, where time is free.
const brotliOptions = (sizeHint?: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});
const GZIP: zlib.ZlibOptions = { level: 6 };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a whole body at once, off the event loop (zlib's thread pool). */
export function compressWhole(body: Uint8Array, coding: Encoded): Promise<Buffer<ArrayBuffer>> {
  return coding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body, GZIP);
}

/** What was read of a body before deciding: its first chunks, and whether that was all. */
export interface BodyStart {
  chunks: Uint8Array[];
  size: number;
  /** The rest, when the body did not end: a read already under way comes first. */
  rest?: {
    reader: ReadableStreamDefaultReader<Uint8Array>;
    pending?: ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>;
  };
}

const TURN = Symbol('turn');
const nextTurn = () => new Promise<typeof TURN>((resolve) => setImmediate(() => resolve(TURN)));

/**
 * Reads at least `min` bytes of `body` (or all of it), then whatever is already there
 * up to `max`, without waiting on a producer that streams: a body made in memory (every
 * `c.json`) is read whole, a streamed one is handed back unfinished after one turn.
 */
export async function readStart(
  body: ReadableStream<Uint8Array>,
  min: number,
  max: number,
): Promise<BodyStart> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const pending = reader.read();
    const result = size < min ? await pending : await Promise.race([pending, nextTurn()]);
    if (result === TURN) return { chunks, size, rest: { reader, pending } };
    if (result.done) return { chunks, size };
    chunks.push(result.value);
    size += result.value.byteLength;
    if (size >= max) return { chunks, size, rest: { reader } };
  }
}

/** Until the encoder takes more input, or is gone. */
const drained = (encoder: NodeJS.WritableStream) =>
  new Promise<void>((resolve) => {
    const done = () => {
      encoder.off('drain', done);
      encoder.off('close', done);
      resolve();
    };
    encoder.on('drain', done);
    encoder.on('close', done);
  });

/**
 * Feeds the rest of the body to the encoder as it comes. When the producer pauses, what
 * was compressed so far is flushed out, so a slow stream reaches the client as it is
 * made instead of waiting for the encoder's block to fill; a full encoder waits for the
 * client (backpressure). A client gone ends the producer too.
 */
async function pump(start: BodyStart, encoder: zlib.BrotliCompress | zlib.Gzip, flushKind: number) {
  const { reader, pending: first } = start.rest!;
  let pending = first;
  try {
    for (const chunk of start.chunks) if (!encoder.write(chunk)) await drained(encoder);
    while (!encoder.destroyed) {
      const next = pending ?? reader.read();
      pending = undefined;
      let result = await Promise.race([next, nextTurn()]);
      if (result === TURN) {
        if (!encoder.destroyed) encoder.flush(flushKind);
        result = await next;
      }
      if (encoder.destroyed) return;
      if (result.done) return void encoder.end();
      if (!encoder.write(result.value)) await drained(encoder);
    }
  } catch (error) {
    encoder.destroy(error as Error);
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The body compressed as it streams: nothing is held beyond zlib's own window. */
export function compressStream(start: BodyStart, coding: Encoded): ReadableStream<Uint8Array> {
  const encoder =
    coding === 'br' ? zlib.createBrotliCompress(brotliOptions()) : zlib.createGzip(GZIP);
  const flushKind =
    coding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  void pump(start, encoder, flushKind);
  return Readable.toWeb(encoder) as ReadableStream<Uint8Array>;
}
