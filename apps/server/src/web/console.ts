import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../context/deps';
import { contentSecurityPolicy } from '../http/security-headers';
import { loadStaticFiles, serveFile } from './static-files';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The sha256 (base64) of each inline script of a page, as a CSP names the scripts it allows. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body = '']) =>
    createHash('sha256').update(body, 'utf8').digest('base64'),
  );
}

/**
 * Serves the built console when it exists. Routes are hash-based, so every other GET
 * outside /backend falls back to index.html — except under assets/, where a missing
 * name (an old build's chunk in a stale tab) is a 404, never HTML in place of a script.
 */
export function serveConsole(app: Hono<AppEnv>, distDir: string): void {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) return;
  const files = loadStaticFiles(root);
  const index = files.get('index.html');
  if (!index) return;
  // The page's own boot script runs; no other inline script does.
  const indexPolicy = {
    'Content-Security-Policy': contentSecurityPolicy(
      inlineScriptHashes(index.bodies.identity.toString('utf8')),
    ),
  };
  app.get('*', (c, next) => {
    const wanted = c.req.path;
    if (wanted.startsWith('/backend')) return next();
    const file = files.get(wanted.slice(1)) ?? (wanted.startsWith('/assets/') ? undefined : index);
    if (!file) return next();
    return serveFile(c, file, file === index ? indexPolicy : {});
  });
}
