import { describe, expect, it } from 'vitest';
import { SCREEN_BUDGET, checkBudgets } from './budget.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/auth/login.tsx': { file: 'assets/login.js', isDynamicEntry: true },
  'src/app/routes/roles/list.tsx': { file: 'assets/roles.js', isDynamicEntry: true },
};

const sizes = (overrides = {}) => {
  const table = {
    'assets/index.js': 10,
    'assets/react.js': 50,
    'assets/login.js': 3,
    'assets/roles.js': 7,
    ...overrides,
  };
  return (file) => table[file] * 1024;
};

describe('checkBudgets', () => {
  it('sizes each lazily loaded chunk, and passes while each is within its budget', () => {
    const result = checkBudgets(manifest, sizes());
    expect(result.screens.map((s) => [s.file, s.size])).toEqual([
      ['assets/login.js', 3 * 1024],
      ['assets/roles.js', 7 * 1024],
    ]);
    expect(result.failures).toEqual([]);
  });

  it('fails when one screen chunk is over its own budget', () => {
    const result = checkBudgets(manifest, sizes({ 'assets/roles.js': SCREEN_BUDGET / 1024 + 1 }));
    expect(result.failures).toEqual([expect.stringContaining('src/app/routes/roles/list.tsx')]);
  });

  it('refuses a manifest without lazily loaded chunks (a build that split nothing)', () => {
    expect(() => checkBudgets({ 'index.html': manifest['index.html'] }, sizes())).toThrow();
  });
});
