import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseCoding, CODINGS, type Coding } from '../http/compress-negotiate';
import { namesTag } from './storage';

/** One file of the build, held in memory with the compressed copies the build made. */
export interface StaticFile {
  type: string;
  cacheControl: string;
  /** Seconds since the epoch (HTTP dates have no finer grain). */
  modified: number;
  /** Names the raw bytes; each coding's ETag adds its own suffix. */
  hash: string;
  bodies: Partial<Record<Coding, Buffer<ArrayBuffer>>> & { identity: Buffer<ArrayBuffer> };
}

/** The build's precompressed siblings, by the coding each holds. */
const SIBLINGS = { br: '.br', gzip: '.gz' } as const;
const decompress = { br: brotliDecompressSync, gzip: gunzipSync };

// Vite names every file it emits under assets/ `<name>-<8-character hash>.<ext>`: the name
// changes with the bytes, so a browser may keep it for a year without asking again.
const HASHED = /^assets\/.+-[\w-]{8}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html and the other unhashed names keep their name across builds: the browser
// keeps them but asks each time (a 304 when unchanged).
const REVALIDATE = 'no-cache';

/** Every regular file under `root` (dot-names and symbolic links left out), as `a/b.js`. */
function listFiles(root: string, under = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, under), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...listFiles(root, relative));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/** The build's compressed copy of `raw`, only when it still holds exactly these bytes. */
function sibling(
  file: string,
  coding: keyof typeof SIBLINGS,
  raw: Buffer,
): Buffer<ArrayBuffer> | undefined {
  const name = file + SIBLINGS[coding];
  if (!existsSync(name)) return undefined;
  const bytes = readFileSync(name);
  try {
    return decompress[coding](bytes).equals(raw) && bytes.length < raw.length ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The built console as a table from URL path (`assets/x.js`, no leading slash) to file.
 * Read once at start-up: only names found here are ever served, so no request path can
 * reach outside the build, and a rebuild is served after a restart, all of it at once.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const names = listFiles(root);
  const present = new Set(names);
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    const isSibling = Object.values(SIBLINGS).some(
      (suffix) => name.endsWith(suffix) && present.has(name.slice(0, -suffix.length)),
    );
    if (isSibling) continue;
    const full = path.join(root, name);
    const raw = readFileSync(full);
    const bodies: StaticFile['bodies'] = { identity: raw };
    for (const coding of Object.keys(SIBLINGS) as (keyof typeof SIBLINGS)[]) {
      const bytes = sibling(full, coding, raw);
      if (bytes) bodies[coding] = bytes;
    }
    files.set(name, {
      type: getMimeType(name) ?? 'application/octet-stream',
      cacheControl: HASHED.test(name) ? IMMUTABLE : REVALIDATE,
      modified: Math.floor(statSync(full).mtimeMs / 1000),
      hash: createHash('sha256').update(raw).digest('base64url').slice(0, 22),
      bodies,
    });
  }
  return files;
}

/** RFC 9110 §13.1.3: If-Modified-Since counts only without If-None-Match. */
function notModified(c: Context, etag: string, modified: number): boolean {
  const tags = c.req.header('if-none-match');
  if (tags !== undefined) return namesTag(tags, etag);
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return !Number.isNaN(since) && modified <= since / 1000;
}

/**
 * Answers GET or HEAD with the file in the coding the client prefers of those the build
 * made (Vary says the answer depends on it), its validators, and a 304 when the client's
 * copy is current. Each coding is its own representation, so its ETag is its own. Range
 * is not offered: every file here is small enough to send whole.
 */
export function serveFile(
  c: Context,
  file: StaticFile,
  extraHeaders: Record<string, string> = {},
): Response {
  const offered = CODINGS.filter((coding) => file.bodies[coding]);
  const coding = chooseCoding(c.req.header('accept-encoding'), offered);
  const body = file.bodies[coding] ?? file.bodies.identity;
  const headers: Record<string, string> = {
    ...extraHeaders,
    ETag: `"${file.hash}${coding === 'identity' ? '' : `-${coding}`}"`,
    'Last-Modified': new Date(file.modified * 1000).toUTCString(),
    'Cache-Control': file.cacheControl,
    'Accept-Ranges': 'none',
  };
  if (offered.length > 1) headers.Vary = 'Accept-Encoding';
  if (notModified(c, headers.ETag!, file.modified)) return c.body(null, 304, headers);
  headers['Content-Type'] = file.type;
  headers['Content-Length'] = String(body.length);
  if (coding !== 'identity') headers['Content-Encoding'] = coding;
  return c.body(body, 200, headers);
}
