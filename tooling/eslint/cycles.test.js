import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph } from './cycles.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const named = (cycles) =>
  cycles.map((cycle) => cycle.map((f) => path.relative(repo, f)).join(' -> '));

describe('import cycles', () => {
  it('finds a cycle of type-only imports', () => {
    const graph = importGraph([fileURLToPath(new URL('./fixtures/cycle', import.meta.url))]);
    expect(named(cyclesOf(graph))).toEqual([
      'tooling/eslint/fixtures/cycle/a.ts -> tooling/eslint/fixtures/cycle/b.ts',
    ]);
  });
  it('finds none in any package of the house', () => {
    const sources = ['apps', 'packages']
      .flatMap((group) =>
        fs.readdirSync(path.join(repo, group)).map((p) => path.join(repo, group, p, 'src')),
      )
      .filter((folder) => fs.existsSync(folder));
    expect(sources.length).toBeGreaterThan(5);
    expect(named(cyclesOf(importGraph(sources)))).toEqual([]);
  });
});
