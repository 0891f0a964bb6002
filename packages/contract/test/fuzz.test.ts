import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entries, envelope, splitInput, type NamedEntry } from '../src';
import { exampleOf } from './helpers';

const RUNS = 150;

/** Every path to a leaf (or empty container) of a JSON-like value. */
function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value) && value.length > 0)
    return value.flatMap((v, i) => leafPaths(v, [...at, i]));
  if (
    value &&
    typeof value === 'object' &&
    !(value instanceof Blob) &&
    Object.keys(value).length > 0
  ) {
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]));
  }
  return [at];
}

/** A copy of `value` with the leaf at `path` replaced. */
function replaced(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaced(copy[head], rest, leaf);
  return copy;
}

/** The schemas of an entry with a valid value for each. */
function targets(e: NamedEntry): [string, z.ZodType, unknown][] {
  const { input, data } = exampleOf(e);
  const parts = splitInput(e, input);
  const list: [string, z.ZodType, unknown][] = [
    ['answer', envelope(e.data), { meta: { code: 200, message: 'OK' }, data }],
  ];
  if (e.params) list.push(['params', e.params, parts.params]);
  if (e.query) list.push(['query', e.query, parts.query]);
  if (e.body) list.push(['body', e.body, parts.body]);
  return list;
}

/** Parsing either succeeds or fails with the validation error, nothing else. */
function expectParsesCleanly(schema: z.ZodType, value: unknown) {
  expect(() => schema.safeParse(value)).not.toThrow();
  try {
    schema.parse(value);
  } catch (error) {
    expect(error).toBeInstanceOf(z.ZodError);
  }
}

const cases = entries.flatMap((e) =>
  targets(e).map(([part, schema, valid]) => [`${e.name} ${part}`, schema, valid] as const),
);

describe('generated bad input is refused cleanly', () => {
  it.each(cases)('%s: any value', (_, schema) => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true }),
        (value) => expectParsesCleanly(schema, value),
      ),
      { numRuns: RUNS },
    );
  });

  it.each(cases)('%s: the valid example with one field replaced', (_, schema, valid) => {
    const paths = leafPaths(valid);
    fc.assert(
      fc.property(fc.nat(), fc.anything({ withNullPrototype: true }), (index, leaf) => {
        const path = paths[index % paths.length] ?? [];
        expectParsesCleanly(schema, replaced(valid, path, leaf));
      }),
      { numRuns: RUNS },
    );
  });

  it.each(cases)(
    '%s: every field in turn holding an object that cannot be measured',
    (_, schema, valid) => {
      // Found by the fuzzer: zod measured `length`/`size` of such objects and threw a TypeError.
      const odd = { length: Object.create(null) as object, size: Object.create(null) as object };
      for (const path of leafPaths(valid)) expectParsesCleanly(schema, replaced(valid, path, odd));
      expectParsesCleanly(schema, odd);
    },
  );

  it.each(cases)('%s: the valid example with one text made too long', (_, schema, valid) => {
    const texts = leafPaths(valid).filter(
      (path) =>
        typeof path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], valid) ===
        'string',
    );
    for (const path of texts) {
      const result = schema.safeParse(replaced(valid, path, 'x'.repeat(70_000)));
      expect(result.success, path.join('.')).toBe(false);
    }
  });
});
