import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The console's own `@/` imports, which its screens bring along (as in .storybook/main.ts).
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '../admin/src') } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    // Every story renders with axe after it: give the slower ones (500 rows, the ordering
    // tree) room on a busy machine — CI runs this beside the other suites on 2 cores, where
    // the 500-row Audit list and the ordering stories once took over 20 s.
    testTimeout: 60_000,
    // The stories are split over several files (test/stories-*.test.tsx); vitest's default on
    // 2 cores is one worker (cores - 1), which would run them one after another.
    maxWorkers: 2,
  },
});
