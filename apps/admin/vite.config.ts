/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/compress.mjs';
import { entryFiles, preloadFirst } from './scripts/preload-first.mjs';
import { signInPage } from './scripts/sign-in-page.mjs';

const API_TARGET = 'http://127.0.0.1:3000';

// Libraries every screen needs go to one long-cached chunk; the rest split by screen.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // The router's store shim, not its selector variants: those serve XState's and Headless UI's
  // hooks, which the sign-in page does not load.
  {
    name: 'state',
    test: /node_modules[\\/](wouter|valtio|proxy-compare|use-sync-external-store[\\/](?!.*with-selector))/,
  },
  // The domain's words (statuses, menu links, the masters' declaration) and core's constants
  // and menu seed built on them: read by the route table at sign-in and by most screens; one
  // chunk rather than one per file.
  {
    name: 'words',
    // The plain masters' fields and the users import are for their screens only: not on the sign-in page.
    test: /packages[\\/](vocabulary[\\/]src[\\/](?!plain-masters|user-import)|core[\\/]src[\\/](constants|routes[\\/]menus)\.ts)/,
  },
  // The kit's field, text box and form message: the sign-in form and every form use the three
  // together; one chunk instead of three small ones (each file costs the sign-in page bytes).
  {
    name: 'fields',
    test: /packages[\\/]ui-kit[\\/]src[\\/]forms[\\/](field|text-field|form-errors)\.tsx$/,
  },
];

const pureModule =
  /packages[\\/](vocabulary|core|ui-kit|api-client|contract)[\\/]src[\\/].*\.tsx?$|node_modules[\\/](sortablejs|xstate|@xstate)[\\/]/;

const entry = entryFiles();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The sign-in screen comes with the entry; the API client's request code too when somebody
    // is signed in (the boot script asks for it then: the sign-in page's one call is asked ahead).
    preloadFirst(['src/app/routes/auth/login.tsx']),
    entry.plugin,
    signInPage({ signedIn: ['packages/api-client/src/caller.ts'] }),
    precompress(),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The server serves the built console at `/`, so assets resolve from the root.
  base: './',
  server: {
    host: '127.0.0.1',
    proxy: { '/backend': { target: API_TARGET, changeOrigin: true } },
  },
  preview: { proxy: { '/backend': { target: API_TARGET, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the build targets preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: entry.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
        // The entry names every chunk it may preload: a hash alone keeps that map short (a
        // screen's name made /login 0.7 KB heavier); the dash marks it hashed for the server.
        chunkFileNames: 'assets/c-[hash].js',
      },
      // Our packages export source with module-level machines and a barrel index; they
      // have no side effects beyond CSS, so a screen only pays for what it imports.
      treeshake: { moduleSideEffects: (id) => !pureModule.test(id) },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    restoreMocks: true,
    // A hang guard, not a timing: jsdom suites run beside the other packages' on 2 cores.
    testTimeout: 30_000,
  },
});
