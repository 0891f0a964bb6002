import { entries, type NamedEntry } from '@cermat/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { call, type CallInput } from './client';
import { fuzzRuns, type Harness } from './harness';
import { validInput } from './inputs';

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

/** Generated bad input for one entry, sent by the write role: never a 5xx, meta.code mirrors the status. */
export async function fuzzEntry(h: Harness, entry: NamedEntry): Promise<void> {
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
}

/** The entries fuzzed with JSON input (the upload is multipart, fuzzed on its own). */
export const fuzzedEntries = (resources: string[]) =>
  entries.filter(
    (e) => e.name !== 'references.upload' && resources.includes(e.name.split('.')[0]!),
  );
