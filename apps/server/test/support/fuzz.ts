import { entries, type NamedEntry } from '@cermat/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { call, type CallInput } from './client';
import { fuzzRuns, testThrottle, type Harness, type HarnessOptions } from './harness';
import { validInput } from './inputs';
import { onEachWhereItReaches, type RawInput } from './reach';

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

/** Each key of a valid object kept, dropped (undefined) or replaced, plus stray keys. */
type Changes = Record<string, unknown>;

const changesOf = (base: unknown) =>
  fc.dictionary(
    fc.constantFrom(...Object.keys(base ?? {}), 'id', 'status', 'updated_at', 'extra'),
    fc.option(junk, { nil: undefined }),
  );

/** What is done to a valid input: the same on every database, whose valid inputs differ (stamps). */
interface Patch {
  params: Changes;
  query: Changes;
  body: { changes: Changes } | { junk: unknown };
}

const patches = (base: CallInput): fc.Arbitrary<Patch> =>
  fc.record({
    params: changesOf(base.params),
    query: changesOf(base.query),
    body: fc.oneof(
      { weight: 4, arbitrary: changesOf(base.body).map((changes) => ({ changes })) },
      { weight: 1, arbitrary: junk.map((junk) => ({ junk })) },
    ),
  });

function changed(base: unknown, changes: Changes): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

const texts = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

const applied = (base: CallInput, patch: Patch): CallInput => ({
  params: texts(changed(base.params, patch.params)),
  query: texts(changed(base.query, patch.query)),
  body: 'junk' in patch.body ? patch.body.junk : changed(base.body, patch.body.changes),
});

/** The input as the server reads it (what `call` sends). */
const raw = (entry: NamedEntry, input: CallInput): RawInput => ({
  params: Object.fromEntries(Object.entries(input.params ?? {}).map(([k, v]) => [k, String(v)])),
  query: Object.fromEntries(
    Object.entries(input.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ),
  body: entry.method === 'GET' ? undefined : JSON.stringify(input.body),
});

/**
 * The harness of the generated-input suites: the sign-in throttle as configured, but its
 * slow-down of a failing username (0.25 s to 4 s a check) is no wait here. Generated sign-ins
 * fail as admin again and again, and how many of them waited depended on the seed: one seed
 * slept past a minute on auth.login alone. The delays have their own tests (throttle*.test.ts).
 */
export const fuzzHarness: HarnessOptions = {
  config: {
    throttle: { ...testThrottle, userDelay: { after: 5, baseMs: 0, maxMs: 0 } },
  },
};

/**
 * Generated bad input for one entry, sent by the write role: never a 5xx, meta.code
 * mirrors the status. Every input on the first database; on the others those that reach
 * a handler.
 */
export async function expectNoServerError(harnesses: Harness[], entry: NamedEntry): Promise<void> {
  const bases = await Promise.all(
    harnesses.map((h) =>
      validInput(h, entry.name, { userId: h.fixtures.adminId, roleId: h.fixtures.adminRoleId }),
    ),
  );
  await fc.assert(
    fc.asyncProperty(patches(bases[0]!), (patch) =>
      onEachWhereItReaches(harnesses, entry, async (h, i) => {
        const input = applied(bases[i]!, patch);
        const answer = await call(h, entry, input, h.tokens.admin);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.meta.code).toBe(answer.status);
        return { status: answer.status, input: raw(entry, input) };
      }),
    ),
    { numRuns: fuzzRuns },
  );
}

/**
 * The entries fuzzed with JSON input (the upload is multipart, fuzzed on its own): every
 * entry of the contract, a new one included, dealt round-robin over `of` files.
 */
export const fuzzedEntries = (shard: number, of: number) =>
  entries.filter((e) => e.name !== 'references.upload').filter((_, i) => i % of === shard);
