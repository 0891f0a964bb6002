import fs from 'node:fs';
import path from 'node:path';

// import-x/no-cycle follows value imports only; a cycle of `import type` lines is still two
// files that cannot be understood apart, so this graph counts every relative import.
const SOURCE = /\.[cm]?[jt]sx?$/;
const RELATIVE = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

function sourceFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

/** Every source file under `folders`, with the files among them it imports by a relative path. */
export function importGraph(folders) {
  const files = new Set(folders.flatMap((folder) => sourceFiles(path.resolve(folder))));
  const resolve = (from, specifier) => {
    const base = path.resolve(path.dirname(from), specifier);
    const tries = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'].map((end) => base + end);
    return tries.find((file) => files.has(file));
  };
  return new Map(
    [...files].map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(RELATIVE)].map((m) => resolve(file, m[2]));
      return [file, [...new Set(targets.filter(Boolean))]];
    }),
  );
}

/** The cycles of an import graph, each as its files in order; none is `[]`. */
export function cyclesOf(graph) {
  const done = new Set();
  const trail = [];
  const cycles = [];
  const visit = (file) => {
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = trail.indexOf(next);
      if (at !== -1) cycles.push(trail.slice(at));
      else if (!done.has(next)) visit(next);
    }
    trail.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}
