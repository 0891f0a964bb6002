import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../context/deps';
import { loadStaticFiles, serveFile } from './static-files';

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
  app.get('*', (c, next) => {
    const wanted = c.req.path;
    if (wanted.startsWith('/backend')) return next();
    const file = files.get(wanted.slice(1)) ?? (wanted.startsWith('/assets/') ? undefined : index);
    return file ? serveFile(c, file) : next();
  });
}
