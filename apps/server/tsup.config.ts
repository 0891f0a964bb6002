import { defineConfig } from 'tsup';

// Node runs dist/: our workspace packages (TypeScript source) are bundled in,
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@cermat\//],
});
