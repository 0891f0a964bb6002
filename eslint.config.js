// One lint setup for the whole house: type-aware TypeScript rules plus the
// import arrows of ARCHITECTURE.md (tooling/eslint).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './tooling/eslint/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
    files: ['**/*.tsx', 'apps/admin/**', 'packages/ui-kit/**', 'apps/storybook/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
