import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API, upload } from './support/client';
import { fuzzEntry, fuzzedEntries } from './support/fuzz';
import { drivers, fuzzRuns, useHarness } from './support/harness';

// Split across files (see fuzz-master.test.ts) so the two workers share the load.
describe.each(drivers)('bad input on %s never answers 5xx', (driver) => {
  const h = useHarness(driver);

  const fuzzed = fuzzedEntries([
    'auth',
    'dashboard',
    'roles',
    'roleAccess',
    'configs',
    'references',
  ]);
  it.each(fuzzed.map((e) => [e.name, e] as const))('%s', (_, entry) => fuzzEntry(h, entry));

  it('raw bodies that are not JSON objects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (raw) => {
        const res = await h.app.request(`${API}/master/role`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${h.tokens.admin}`,
            'content-type': 'application/json',
          },
          body: raw,
        });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: fuzzRuns },
    );
  });

  it('referensi/upload with arbitrary bytes, names and types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 64 }),
        fc.string({ maxLength: 30 }),
        fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
        async (bytes, name, type) => {
          const answer = await upload(h, bytes, name || 'x', type, h.tokens.admin);
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: Math.min(fuzzRuns, 100) },
    );
  });
});
