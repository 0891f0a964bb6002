import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file opens its own PGlite (~4 s, ~800 MB): two at a time on these machines.
    maxWorkers: 2,
    // Only a hang should time out: a file's PGlite took over 60 s to open while other
    // builds kept both cores busy.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
