// Brotli and gzip copies beside each text file of the build, made once here at the
// highest levels so the server never compresses a file per request.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
// Below about one TCP segment a compressed copy saves no round trip.
const MIN_BYTES = 1400;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const encoders = {
  '.br': (raw) =>
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  '.gz': (raw) => gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** The text files under `dir` worth compressing (dot-folders such as .vite/ left out). */
async function compressible(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` of at least
 * MIN_BYTES; a copy that would not be smaller is not written (an older one is removed),
 * so the server only ever finds copies that pay.
 */
export async function compressDir(dir) {
  for (const file of await compressible(dir)) {
    const raw = await readFile(file);
    for (const [suffix, encode] of Object.entries(encoders)) {
      const packed = raw.length >= MIN_BYTES ? await encode(raw) : undefined;
      if (packed && packed.length < raw.length) await writeFile(file + suffix, packed);
      else await rm(file + suffix, { force: true });
    }
  }
}

/** The Vite plugin: compresses the console's build output once it is written. */
export function precompress() {
  return {
    name: 'cermat:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await compressDir(options.dir);
    },
  };
}
