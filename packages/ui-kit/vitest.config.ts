import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // A hang guard, not a timing: jsdom suites run beside the other packages' on 2 cores.
    testTimeout: 30_000,
  },
});
