import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A resource's own tests sit beside it (src/resources/*); the cross-cutting ones in test/.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file opens its own PGlite (~4 s, ~800 MB): two at a time on these machines.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
