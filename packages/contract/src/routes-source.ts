import type { NamedEntry } from './contract';
import type { Route } from './routes-binding';

/** What a browser needs of an entry to make the call: everything but the schemas. */
export function routeOf(e: NamedEntry): Route {
  return {
    name: e.name,
    method: e.method,
    path: e.path,
    right: e.right,
    ...(e.params ? { params: true } : {}),
    ...(e.query ? { query: true } : {}),
    ...(e.body ? { body: true } : {}),
    ...(e.bodyType ? { bodyType: e.bodyType } : {}),
    ...(e.answer ? { answer: e.answer } : {}),
  };
}

const HEADER = `// Generated from the contract's entries by \`pnpm --filter @cermat/contract gen:routes\`;
// do not edit (test/routes.test.ts fails when it is stale).`;

/** The text of `routes-names.generated.ts` (prettier formats it): every entry's name. */
export function routeNamesModule(list: readonly NamedEntry[]): string {
  return `${HEADER}

/** Every entry's dotted name: a client can offer its methods before it loads the table. */
export const routeNames = ${JSON.stringify(list.map((e) => e.name))} as const;
`;
}

/** The text of `routes.generated.ts` (prettier formats it): one route per entry. */
export function routesModule(list: readonly NamedEntry[]): string {
  const rows = list.map((e) => `  ${JSON.stringify(routeOf(e))},`).join('\n');
  return `${HEADER}
import type { Route } from './routes-binding';

/** Every entry's route, in table order: \`entries\` without the zod schemas, for the browser. */
export const routes = [
${rows}
] as const satisfies readonly Route[];
`;
}
