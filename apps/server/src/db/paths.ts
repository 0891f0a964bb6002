import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from src/ (tsx, vitest) and bundled from dist/main.js, so the
// package root is found by walking up rather than by a fixed relative path.
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server root (drizzle/) not found');
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot();
export const migrationsFolder = path.join(packageRoot, 'drizzle');
