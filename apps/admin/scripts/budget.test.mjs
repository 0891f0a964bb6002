import { describe, expect, it } from 'vitest';
import { LOGIN_BUDGET, LOGIN_SCREEN, SCREEN_BUDGET, checkBudgets } from './budget.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_kit.js': { file: 'assets/kit.js', imports: ['_react.js'] },
  [LOGIN_SCREEN]: { file: 'assets/login.js', isDynamicEntry: true, imports: ['_kit.js'] },
  'src/app/routes/roles/list.tsx': { file: 'assets/roles.js', isDynamicEntry: true },
};

const sizes = (overrides = {}) => {
  const table = {
    'assets/index.js': 10,
    'assets/react.js': 50,
    'assets/kit.js': 5,
    'assets/login.js': 3,
    'assets/roles.js': 7,
    ...overrides,
  };
  return (file) => table[file] * 1024;
};

describe('checkBudgets', () => {
  it('counts the entry, the login screen and what they import, each file once', () => {
    const result = checkBudgets(manifest, sizes());
    expect(result.login).toBe((10 + 50 + 5 + 3) * 1024);
    expect(result.failures).toEqual([]);
  });

  it('fails when /login loads more than its budget', () => {
    const result = checkBudgets(manifest, sizes({ 'assets/react.js': LOGIN_BUDGET / 1024 }));
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(/^\/login loads/);
  });

  it('fails when one screen chunk is over its own budget', () => {
    const result = checkBudgets(manifest, sizes({ 'assets/roles.js': SCREEN_BUDGET / 1024 + 1 }));
    expect(result.failures).toEqual([expect.stringContaining('src/app/routes/roles/list.tsx')]);
  });

  it('refuses a build without the login screen chunk', () => {
    const { [LOGIN_SCREEN]: _login, ...rest } = manifest;
    expect(() => checkBudgets(rest, sizes())).toThrow(LOGIN_SCREEN);
  });
});
