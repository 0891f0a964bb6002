// `pnpm --filter @cermat/storybook visual:approve [name …]`: makes the pictures of the last
// visual run (visual-output/actual, see visual-output/report.html) the new baselines. Names
// are as the report shows them, without `.png` ('screens-roles-list--filled.dark.phone.en'); with none,
// every changed and new picture is approved and the baselines of pictures no longer taken are
// removed. Commit visual/baselines afterwards: the change request shows the accepted pictures.
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'visual-output');
const baselines = path.join(root, 'visual', 'baselines');
const reportJson = path.join(output, 'reg.json');

if (!existsSync(reportJson)) {
  console.error('No visual run to approve: run the visual check first (test:e2e).');
  process.exit(1);
}
const run = JSON.parse(readFileSync(reportJson, 'utf8'));
const png = (name) => (name.endsWith('.png') ? name : `${name}.png`);
const named = process.argv.slice(2).map(png);
const changed = [...run.failedItems, ...run.newItems];
const approved = named.length > 0 ? named : changed;
const unknown = approved.filter((file) => !existsSync(path.join(output, 'actual', file)));
if (unknown.length > 0) {
  console.error(`No picture of the last run named: ${unknown.join(', ')}`);
  process.exit(1);
}
for (const file of approved) {
  copyFileSync(path.join(output, 'actual', file), path.join(baselines, file));
  console.log(`approved ${file}`);
}
if (named.length === 0)
  for (const file of run.deletedItems) {
    rmSync(path.join(baselines, file));
    console.log(`removed ${file} (no story takes it any more)`);
  }
if (approved.length === 0 && (named.length > 0 || run.deletedItems.length === 0))
  console.log('Nothing changed in the last visual run.');
