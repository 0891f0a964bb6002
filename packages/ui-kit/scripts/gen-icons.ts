// Writes src/icons/icon-data.generated.ts from the installed boxicons and scripts/icon-names.ts:
// run `pnpm --filter @cermat/ui-kit gen:icons` after changing the names or the boxicons version.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { iconNames } from './icon-names';
import { boxiconsVersion, glyphsModule, readGlyphs } from './icon-source';

const file = fileURLToPath(new URL('../src/icons/icon-data.generated.ts', import.meta.url));
const text = glyphsModule(readGlyphs(iconNames), boxiconsVersion());
writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
console.log(`${iconNames.length} icons written to src/icons/icon-data.generated.ts`);
