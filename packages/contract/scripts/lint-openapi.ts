// Lints the OpenAPI document the server serves at /backend/api/openapi.json (the same
// `toOpenApi()`) with Spectral's `spectral:oas` rules (.spectral.yaml); any error fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toOpenApi } from '../src/openapi';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// The CLI's own entry, run with this Node: no PATH lookup, nothing fetched.
const spectral = createRequire(import.meta.url).resolve('@stoplight/spectral-cli');

const dir = mkdtempSync(join(tmpdir(), 'cermat-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(toOpenApi(), null, 2));
  const run = spawnSync(
    process.execPath,
    [spectral, 'lint', '--ruleset', '.spectral.yaml', '--fail-severity=error', file],
    { cwd: packageDir, stdio: 'inherit' },
  );
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
