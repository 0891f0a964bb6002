// The import arrows of ARCHITECTURE.md as data. `thirdParty: null` means any
// npm package may be imported; a list restricts run-time code to it.
export const arrows = {
  // The words core and contract share (statuses, menu types, bounds, menu link names): plain
  // constants below both, so neither has to import the other.
  'packages/vocabulary': { workspace: [], thirdParty: [] },
  'packages/core': { workspace: ['@cermat/vocabulary'], thirdParty: ['xstate', 'luxon'] },
  'packages/contract': { workspace: ['@cermat/vocabulary'], thirdParty: ['zod'] },
  'packages/api-client': { workspace: ['@cermat/contract'], thirdParty: [] },
  // The server of the contract in memory, for stories and the console's unit tests (msw).
  'packages/mocks': {
    workspace: ['@cermat/contract', '@cermat/core'],
    thirdParty: ['msw', 'zod'],
  },
  'packages/ui-kit': {
    workspace: [],
    thirdParty: [
      'react',
      'react-dom',
      '@headlessui/react',
      '@floating-ui/react',
      'sortablejs',
      'luxon',
    ],
    // Tests may take the product texts from core's locale instead of retyping them.
    devWorkspace: ['@cermat/core'],
  },
  'apps/server': { workspace: ['@cermat/core', '@cermat/contract'], thirdParty: null },
  'apps/admin': {
    workspace: ['@cermat/core', '@cermat/api-client', '@cermat/ui-kit'],
    thirdParty: null,
    // Unit tests answer their calls from the shared msw handlers; the browser tests check the
    // failures they fake against the contract's envelope.
    devWorkspace: ['@cermat/mocks', '@cermat/contract'],
  },
  'apps/storybook': {
    // core only for the locale texts the stories hand to the kit; mocks for the screens' data.
    workspace: ['@cermat/ui-kit', '@cermat/admin', '@cermat/core', '@cermat/mocks'],
    thirdParty: null,
  },
};

// Tests, stories, test helpers (`test/`, `testing/`) and tool configs may use dev-only
// packages (vitest, msw, ...); the workspace arrows still hold for them.
export const devFilePattern =
  /(\.test\.[cm]?[jt]sx?$|\.stories\.[jt]sx?$|\/test\/|\/testing\/|\/e2e\/|\/scripts\/|\/bench\/|\/\.storybook\/|(vite|vitest|tsup|drizzle|playwright)\.config\.[cm]?[jt]s$)/;

// The layers inside a package, bottom first (ARCHITECTURE.md), each holding the folders and
// files directly under the package's `src/` (a file by its name without extension). A file
// imports its own layer and the ones below it, never one above; a folder in no layer is
// refused until it is placed.
export const layers = {
  'apps/server/src': [
    // Storage and logging: they know nothing of requests.
    { name: 'database', holds: ['db', 'log'] },
    // What a request is to every layer above: deps, session, handler types, errors, HTTP.
    { name: 'context', holds: ['context', 'http'] },
    // Rights, sessions, audit, lists, a record's writes, uploads, CSV, the seed.
    { name: 'rules', holds: ['auth', 'audit', 'lists', 'records', 'uploads', 'exports', 'seed'] },
    // One folder per resource: its handlers and its model side by side.
    { name: 'resources', holds: ['resources'] },
    // What binds them into a process.
    {
      name: 'app',
      holds: ['api', 'web', 'cli', 'app', 'config', 'env', 'main', 'maintenance', 'start-up'],
    },
  ],
};
