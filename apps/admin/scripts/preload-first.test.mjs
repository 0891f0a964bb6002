import { describe, expect, it } from 'vitest';
import { firstChunks } from './preload-first.mjs';

const chunk = (fileName, moduleIds, imports = [], isEntry = false) => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
});

// entry → react; login → field → react; caller lives in a shared chunk with limits beside it.
const chunks = [
  chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/react.js'], true),
  chunk('assets/react.js', ['/node_modules/react/index.js']),
  chunk('assets/login.js', ['/app/src/app/routes/auth/login.tsx'], ['assets/field.js']),
  chunk('assets/field.js', ['/kit/src/forms/field.tsx'], ['assets/react.js']),
  chunk('assets/caller.js', ['/api/src/caller.ts', '/api/src/request.ts'], ['assets/limits.js']),
  chunk('assets/limits.js', ['/contract/src/limits.ts']),
  chunk('assets/users.js', ['/app/src/app/routes/users/list.tsx'], ['assets/field.js']),
];

describe('firstChunks', () => {
  it('names the chunks of the given modules and their static imports, less the entry’s', () => {
    expect(firstChunks(chunks, ['src/app/routes/auth/login.tsx', 'api/src/caller.ts'])).toEqual([
      'assets/login.js',
      'assets/field.js',
      'assets/caller.js',
      'assets/limits.js',
    ]);
  });

  it('fails the build when a module is in no chunk (renamed or moved)', () => {
    expect(() => firstChunks(chunks, ['src/app/routes/auth/sign-in.tsx'])).toThrow(
      'no chunk holds src/app/routes/auth/sign-in.tsx',
    );
  });
});
