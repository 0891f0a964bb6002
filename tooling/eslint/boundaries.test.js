import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin } from './boundaries.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/arrows': 'error', 'boundaries/layers': 'error' },
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

describe('the server layers', () => {
  const server = '/repo/apps/server/src';
  it('refuses a rule importing a resource, and a resource importing the app', () => {
    expect(lint(`${server}/auth/a.ts`, "import '../resources/users/users.model';")).toEqual([
      'auth (rules) may not import resources (resources): a layer imports only its own and those below',
    ]);
    expect(lint(`${server}/resources/roles/a.ts`, "export * from '../../api/routes';")).toEqual([
      'resources (resources) may not import api (app): a layer imports only its own and those below',
    ]);
  });
  it('refuses the database reaching up to the context, a top-level file by its name', () => {
    expect(lint(`${server}/db/a.ts`, "import { envelope } from '../http/envelope';")).toEqual([
      'db (database) may not import http (context): a layer imports only its own and those below',
    ]);
    expect(lint(`${server}/log.ts`, "const m = import('./maintenance');")).toHaveLength(1);
  });
  it('lets a layer import itself and every layer below', () => {
    const code = [
      "import '../../db/schema';",
      "import '../../log';",
      "import '../../context/handler';",
      "import '../../audit/record';",
      "import '../users/users.model';",
    ].join('\n');
    expect(lint(`${server}/resources/roles/a.ts`, code)).toEqual([]);
    expect(lint(`${server}/main.ts`, "import './app';\nimport './resources/x/y';")).toEqual([]);
  });
  it('refuses a folder that is in no layer, on either side', () => {
    expect(lint(`${server}/misc/a.ts`, "import '../db/schema';")).toEqual([
      'apps/server/src/misc is in no layer (tooling/eslint/arrows.js)',
    ]);
    expect(lint(`${server}/auth/a.ts`, "import '../misc/b';")).toEqual([
      'apps/server/src/misc is in no layer (tooling/eslint/arrows.js)',
    ]);
  });
  it('leaves packages and paths outside src to the package arrows', () => {
    expect(lint(`${server}/db/a.ts`, "import { sql } from 'drizzle-orm';")).toEqual([]);
    expect(lint('/repo/apps/server/test/a.test.ts', "import '../src/app';")).toEqual([]);
    expect(lint(`${server}/resources/roles/roles.test.ts`, "import '../../../test/x';")).toEqual(
      [],
    );
  });
  it('lets a test beside a resource drive the app', () => {
    expect(lint(`${server}/resources/auth/a.test.ts`, "import '../../maintenance';")).toEqual([]);
  });
});

describe('the fixtures', () => {
  const fixture = async (name) => {
    const { readFile } = await import('node:fs/promises');
    return readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  };
  it('a core file importing react fails lint', async () => {
    expect(
      lint('/repo/packages/core/src/fixture.ts', await fixture('core-imports-react.ts')),
    ).toEqual(['packages/core may not import react']);
  });
  it('a server rule importing a resource fails lint; a resource importing rules passes', async () => {
    const up = await fixture('rule-imports-resource.ts');
    expect(lint('/repo/apps/server/src/audit/fixture.ts', up)).toEqual([
      'audit (rules) may not import resources (resources): a layer imports only its own and those below',
    ]);
    const down = await fixture('resource-imports-rule.ts');
    expect(lint('/repo/apps/server/src/resources/bulk/fixture.ts', down)).toEqual([]);
  });
});
