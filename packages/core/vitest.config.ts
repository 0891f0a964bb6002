import { defineConfig } from 'vitest/config';

// Core is headless: its tests run in plain Node, never in a DOM.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
