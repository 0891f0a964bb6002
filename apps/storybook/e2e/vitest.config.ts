import { defineConfig } from 'vitest/config';

// The built Storybook in a real browser.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // The contrast check in two files (half the stories each) and the screenshots, each
    // with its own Chromium: the two cores share the work.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
