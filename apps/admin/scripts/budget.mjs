#!/usr/bin/env node
// Fails when the console grows past its budgets: the JavaScript a
// browser loads for /login, and each lazily loaded screen's own chunk, gzipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET = 90 * 1024;
export const SCREEN_BUDGET = 30 * 1024;
/** The module that renders /login; its chunk and everything it pulls count for /login. */
export const LOGIN_SCREEN = 'src/app/routes/auth/login.tsx';

/** Every chunk key reachable from `keys` through static imports (what the browser preloads). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Sizes and verdicts from a Vite manifest; `sizeOf(file)` gives a file's gzipped bytes. */
export function checkBudgets(manifest, sizeOf) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  if (!manifest[LOGIN_SCREEN]) throw new Error(`${LOGIN_SCREEN} is not a chunk of the build`);
  const loginKeys = staticClosure(manifest, [entry, LOGIN_SCREEN]);
  const loginFiles = [...new Set(loginKeys.map((key) => manifest[key].file))];
  const login = loginFiles.reduce((sum, file) => sum + sizeOf(file), 0);
  const screens = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ key, file: chunk.file, size: sizeOf(chunk.file) }));
  const failures = [
    ...(login > LOGIN_BUDGET ? [`/login loads ${kb(login)} (budget ${kb(LOGIN_BUDGET)})`] : []),
    ...screens
      .filter((screen) => screen.size > SCREEN_BUDGET)
      .map((s) => `${s.key} is ${kb(s.size)} (budget ${kb(SCREEN_BUDGET)})`),
  ];
  return { login, loginFiles, screens, failures };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8'));
  const sizeOf = (file) => gzipSync(readFileSync(path.join(root, file))).length;
  const result = checkBudgets(manifest, sizeOf);
  console.log(`/login: ${kb(result.login)} gzipped in ${result.loginFiles.length} files`);
  for (const screen of [...result.screens].sort((a, b) => b.size - a.size)) {
    console.log(`  ${kb(screen.size).padStart(9)}  ${screen.key}`);
  }
  if (result.failures.length > 0) {
    console.error(`Over budget:\n- ${result.failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('All budgets kept.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
