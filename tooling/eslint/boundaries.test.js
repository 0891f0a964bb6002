import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin } from './boundaries.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/arrows': 'error' },
  },
];
// The linter only matches files under the working directory, so the fake repo sits there.
const lint = (filename, code) =>
  linter.verify(code, config, { filename: `${process.cwd()}${filename}` }).map((m) => m.message);

describe('import arrows', () => {
  it('refuses react in core', () => {
    expect(lint('/repo/packages/core/src/bad.ts', "import React from 'react';")).toEqual([
      'packages/core may not import react',
    ]);
  });
  it('lets core use xstate and luxon', () => {
    const code = "import { setup } from 'xstate';\nimport { DateTime } from 'luxon';";
    expect(lint('/repo/packages/core/src/ok.ts', code)).toEqual([]);
  });
  it('lets a core test use vitest but not a workspace package', () => {
    const file = '/repo/packages/core/src/x.test.ts';
    expect(lint(file, "import { it } from 'vitest';")).toEqual([]);
    expect(lint(file, "import { api } from '@cermat/api-client';")).toEqual([
      'packages/core may not import @cermat/api-client',
    ]);
  });
  it('lets core and contract import the vocabulary, and the vocabulary nothing at all', () => {
    const code = "import { STATUS } from '@cermat/vocabulary';";
    expect(lint('/repo/packages/core/src/a.ts', code)).toEqual([]);
    expect(lint('/repo/packages/contract/src/a.ts', code)).toEqual([]);
    expect(lint('/repo/packages/vocabulary/src/a.ts', "import '@cermat/core';")).toEqual([
      'packages/vocabulary may not import @cermat/core',
    ]);
    expect(lint('/repo/packages/vocabulary/src/a.ts', "import { z } from 'zod';")).toEqual([
      'packages/vocabulary may not import zod',
    ]);
  });
  it('refuses ui-kit importing the api client, and admin importing the server', () => {
    expect(lint('/repo/packages/ui-kit/src/a.tsx', "import '@cermat/api-client';")).toHaveLength(1);
    expect(lint('/repo/apps/admin/src/a.tsx', "export * from '@cermat/server';")).toHaveLength(1);
  });
  it('lets ui-kit tests, not components, take texts from core', () => {
    const code = "import { id } from '@cermat/core';";
    expect(lint('/repo/packages/ui-kit/src/dialog.test.tsx', code)).toEqual([]);
    expect(lint('/repo/packages/ui-kit/src/dialog.tsx', code)).toEqual([
      'packages/ui-kit may not import @cermat/core',
    ]);
  });
  it('lets admin import core, the client and the kit', () => {
    const code = [
      "import '@cermat/core';",
      "import '@cermat/api-client';",
      "import '@cermat/ui-kit';",
    ].join('\n');
    expect(lint('/repo/apps/admin/src/a.tsx', code)).toEqual([]);
  });
  it('refuses a relative path that leaves the package', () => {
    expect(lint('/repo/packages/contract/src/a.ts', "import '../../core/src/index';")).toEqual([
      "packages/contract may not reach outside its folder ('../../core/src/index')",
    ]);
  });
  it('checks dynamic imports too', () => {
    expect(lint('/repo/packages/core/src/a.ts', "const m = import('react-dom');")).toHaveLength(1);
  });
});

describe('the fixture', () => {
  it('a core file importing react fails lint', async () => {
    const { readFile } = await import('node:fs/promises');
    const code = await readFile(
      new URL('./fixtures/core-imports-react.ts', import.meta.url),
      'utf8',
    );
    expect(lint('/repo/packages/core/src/fixture.ts', code)).toEqual([
      'packages/core may not import react',
    ]);
  });
});
