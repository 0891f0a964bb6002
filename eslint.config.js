// One lint setup for the whole house: type-aware TypeScript rules plus the
// import arrows and the server's inner layers of ARCHITECTURE.md (tooling/eslint).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import vitest from '@vitest/eslint-plugin';
import { boundariesPlugin } from './tooling/eslint/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/data/**',
      '**/fixtures/**',
      '**/public/**',
      '**/drizzle/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/arrows': 'error',
      // The layers inside a package (only apps/server has them): none imports one above it.
      'boundaries/layers': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // A cycle means two files that cannot be understood (or loaded) apart. import-x follows
    // value imports only; tooling/eslint/cycles.test.js finds the type-only ones too.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // The dependency files are parsed too, to follow their imports.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            `${import.meta.dirname}/apps/*/tsconfig.json`,
            `${import.meta.dirname}/packages/*/tsconfig.json`,
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A test left focused or skipped, or one that asserts nothing, passes whatever the code
    // does. Helpers that assert are named expect…/assert… (or listed here).
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts'],
    plugins: { vitest },
    rules: {
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assert', 'assert*', '*.expect*'] },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'apps/admin/**', 'packages/ui-kit/**', 'apps/storybook/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
