#!/usr/bin/env node
// Fails when a lazily loaded screen's own chunk grows past its budget, gzipped. /login's budget
// (90 KB) is counted by a browser, as it fetches the page until it is idle, with the server
// answering: e2e/sign-in-page.e2e.ts (a manifest cannot tell which chunks the page's calls load).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const SCREEN_BUDGET = 30 * 1024;

/** Sizes and verdicts from a Vite manifest; `sizeOf(file)` gives a file's gzipped bytes. */
export function checkBudgets(manifest, sizeOf) {
  const screens = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ key, file: chunk.file, size: sizeOf(chunk.file) }));
  if (screens.length === 0) throw new Error('no lazily loaded chunk in the manifest');
  const failures = screens
    .filter((screen) => screen.size > SCREEN_BUDGET)
    .map((s) => `${s.key} is ${kb(s.size)} (budget ${kb(SCREEN_BUDGET)})`);
  return { screens, failures };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8'));
  const sizeOf = (file) => gzipSync(readFileSync(path.join(root, file))).length;
  const result = checkBudgets(manifest, sizeOf);
  for (const screen of [...result.screens].sort((a, b) => b.size - a.size)) {
    console.log(`  ${kb(screen.size).padStart(9)}  ${screen.key}`);
  }
  if (result.failures.length > 0) {
    console.error(`Over budget:\n- ${result.failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('All screen budgets kept (/login: e2e/sign-in-page.e2e.ts).');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
