import { defineConfig } from 'vitest/config';

// What needs no browser: the screenshot comparison, and how the Foundations pages read the
// tokens and compute contrast.
// The stories themselves are played in Chromium: e2e/stories.ts.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The Foundations pages read stylesheets as text (`?raw`); vitest empties CSS unless told.
    css: { include: [/\.css\?raw$/] },
  },
});
