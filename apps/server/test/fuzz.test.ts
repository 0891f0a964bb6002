import { entries, type NamedEntry } from '@cermat/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API, call, upload, type CallInput } from './support/client';
import { drivers, fuzzRuns, useHarness } from './support/harness';
import { validInput } from './support/inputs';

/** Any JSON-ish value, strings with odd characters included (NUL, emoji, huge numbers). */
const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{}',
    '\u0000',
    "' or 1=1 --",
    '%_%',
  ),
  fc.integer(),
  fc.double(),
);

/** A patch over a valid object: each key kept, dropped or replaced, plus stray keys. */
function mutated(base: Record<string, unknown>) {
  const keys = [...Object.keys(base), 'id', 'status', 'updated_at', 'extra'];
  return fc
    .record({
      changes: fc.dictionary(fc.constantFrom(...keys), fc.option(junk, { nil: undefined })),
    })
    .map(({ changes }) => {
      const out: Record<string, unknown> = { ...base };
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined) delete out[k];
        else out[k] = v;
      }
      return out;
    });
}

const stringify = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

function inputs(base: CallInput) {
  return fc.record({
    params: mutated(base.params ?? {}).map(stringify),
    query: mutated(base.query ?? {}).map(stringify),
    body: fc.oneof(
      { weight: 4, arbitrary: mutated((base.body as Record<string, unknown>) ?? {}) },
      { weight: 1, arbitrary: junk },
    ),
  });
}

describe.each(drivers)('bad input on %s never answers 5xx', (driver) => {
  const h = useHarness(driver);

  const fuzzed = entries.filter((e) => e.name !== 'references.upload');
  it.each(fuzzed.map((e) => [e.name, e] as const))('%s', async (_, entry: NamedEntry) => {
    const f = h.fixtures;
    const base = await validInput(h, entry.name, { userId: f.adminId, roleId: f.adminRoleId });
    await fc.assert(
      fc.asyncProperty(inputs(base), async (input) => {
        const answer = await call(h, entry, input, h.tokens.admin);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.meta.code).toBe(answer.status);
      }),
      { numRuns: fuzzRuns },
    );
  });

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
