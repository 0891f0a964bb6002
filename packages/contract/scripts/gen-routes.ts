// Writes src/routes.generated.ts and src/routes-names.generated.ts from the contract's
// entries: run it after adding or changing an entry (`pnpm --filter @cermat/contract
// gen:routes`); test/routes.test.ts fails until it has run.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { entries } from '../src/contract';
import { routeNamesModule, routesModule } from '../src/routes-source';

async function write(name: string, text: string) {
  const file = fileURLToPath(new URL(`../src/${name}`, import.meta.url));
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
}

await write('routes.generated.ts', routesModule(entries));
await write('routes-names.generated.ts', routeNamesModule(entries));
console.log(`${entries.length} routes written to src/routes.generated.ts and its names file`);
