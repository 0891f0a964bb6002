import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';

/**
 * Serves the built console when it exists. Routes are hash-based, so every other
 * GET outside /backend falls back to index.html.
 */
export function serveConsole(app: Hono<AppEnv>, distDir: string): void {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return;
  const relativeRoot = path.relative(process.cwd(), root) || '.';
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/backend')) return next();
    return serveStatic({ root: relativeRoot })(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/backend')) return next();
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
