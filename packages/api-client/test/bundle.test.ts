import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contractDir = path.resolve(import.meta.dirname, '../../contract');
// The contract's shared words: plain constants, followed into their source like the contract's.
const vocabularyEntry = path.resolve(import.meta.dirname, '../../vocabulary/src/index.ts');
const contractExports = (
  JSON.parse(readFileSync(path.join(contractDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  }
).exports;

/** The file a value import points at, or the specifier itself when it leaves our sources. */
function resolve(from: string, specifier: string): string {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), `${specifier}.ts`);
  if (specifier === '@cermat/vocabulary') return vocabularyEntry;
  const sub = specifier.match(/^@cermat\/contract(\/.+)?$/);
  const target = sub && sub[1] ? contractExports[`.${sub[1]}`] : undefined;
  return target ? path.join(contractDir, target) : specifier;
}

/** Every module the browser loads from `entry`: value imports only (types are erased). */
function runtimeGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return;
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)'/gm))
      if (specifier) visit(resolve(file, specifier));
  };
  visit(entry);
  return seen;
}

const src = (file: string) => path.resolve(import.meta.dirname, '../src', file);
const schemaFiles = (graph: Set<string>) =>
  [...graph].filter(
    (file) =>
      !file.endsWith('.ts') ||
      file === path.join(contractDir, 'src/index.ts') ||
      file.includes(`${path.sep}resources${path.sep}`),
  );

describe('what the console ships of the client', () => {
  it('loads with the page: the methods, never the request code, schemas, zod or a package', () => {
    const graph = runtimeGraph(src('index.ts'));
    expect(schemaFiles(graph)).toEqual([]);
    expect(graph).toContain(path.join(contractDir, 'src/routes-names.generated.ts'));
    expect(graph).not.toContain(src('caller.ts'));
  });

  it('loads with the first call: the route table and the request code, still without zod', () => {
    const graph = runtimeGraph(src('caller.ts'));
    expect(schemaFiles(graph)).toEqual([]);
    expect(graph).toContain(path.join(contractDir, 'src/routes.generated.ts'));
  });

  it('reaches the schemas through `./validate` only, for owners that can afford them', () => {
    expect(runtimeGraph(src('validate.ts'))).toContain('@cermat/contract');
  });
});
