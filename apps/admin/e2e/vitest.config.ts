import { defineConfig } from 'vitest/config';

// The browser suite: one real server on a fresh database, one Chromium, files in turn
// (the machines have two cores and PGlite runs one query at a time).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    environment: 'node',
  },
});
