import { defineConfig } from 'vitest/config';

// The helpers of the browser checks that need no browser (the screenshot comparison).
// The stories themselves are played in Chromium: e2e/stories.ts.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
