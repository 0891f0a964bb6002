import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDir } from './compress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cermat-compress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i })))};`;

describe('compressDir', () => {
  it('writes brotli and gzip copies that decode to each text file', async () => {
    const root = build({
      'index.html': `<!doctype html>${'<p>isi</p>'.repeat(300)}`,
      'assets/app-AbCd1234.js': script,
      'assets/app-AbCd1234.css': `.a{color:red}`.repeat(200),
    });
    await compressDir(root);
    for (const name of ['index.html', 'assets/app-AbCd1234.js', 'assets/app-AbCd1234.css']) {
      const raw = readFileSync(path.join(root, name));
      const br = readFileSync(path.join(root, `${name}.br`));
      const gz = readFileSync(path.join(root, `${name}.gz`));
      expect(brotliDecompressSync(br)).toEqual(raw);
      expect(gunzipSync(gz)).toEqual(raw);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  it('leaves small files, binary files and dot-folders alone', async () => {
    const root = build({
      'assets/tiny-AbCd1234.js': 'console.log(1)',
      'assets/logo-AbCd1234.png': Buffer.alloc(5000),
      '.vite/manifest.json': JSON.stringify({ padding: 'x'.repeat(5000) }),
    });
    await compressDir(root);
    for (const name of [
      'assets/tiny-AbCd1234.js',
      'assets/logo-AbCd1234.png',
      '.vite/manifest.json',
    ]) {
      expect(existsSync(path.join(root, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(root, `${name}.gz`))).toBe(false);
    }
  });

  it('writes no copy that would not be smaller, and removes one an older build left', async () => {
    const root = build({
      'assets/random-AbCd1234.js': randomBytes(4000),
      'assets/random-AbCd1234.js.br': 'stale',
      'assets/random-AbCd1234.js.gz': 'stale',
    });
    await compressDir(root);
    expect(existsSync(path.join(root, 'assets/random-AbCd1234.js.br'))).toBe(false);
    expect(existsSync(path.join(root, 'assets/random-AbCd1234.js.gz'))).toBe(false);
  });
});
