import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API, upload } from './support/client';
import { expectNoServerError, fuzzedEntries, fuzzHarness } from './support/fuzz';
import { fuzzRuns, useHarness, useHarnesses } from './support/harness';

// Half the contract here, half in fuzz-2.test.ts, so the two workers share the load.
describe('bad input never answers 5xx (1 of 2)', () => {
  const harnesses = useHarnesses(fuzzHarness);
  it.each(fuzzedEntries(0, 2).map((e) => [e.name, e] as const))('%s', (_, entry) =>
    expectNoServerError(harnesses, entry),
  );
});

// Refused before any query (not JSON, not an object; the upload's bytes are checked
// before they are stored): one database tells all.
describe('raw bodies and uploads never answer 5xx', () => {
  const h = useHarness('pglite');

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
