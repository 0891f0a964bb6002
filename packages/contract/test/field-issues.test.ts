import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, type FieldIssue } from '../src';

// The words are the caller's; here a message says which field and which kind of issue.
const word = (path: readonly string[], issue: FieldIssue) =>
  `${path.join('.')}:${issue.kind}${'limit' in issue ? `:${issue.limit}` : ''}`;

const failing = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected the parse to fail');
  return fieldErrorsOf(result.error, word);
};

describe('fieldErrorsOf: a failed parse as the field map of spec §5', () => {
  it('names unknown keys that are prototype words as fields of their own', () => {
    const schema = z.strictObject({ name: z.string().min(1) });
    const errors = failing(schema, JSON.parse('{"constructor":1,"toString":2,"__proto__":3}'));
    expect(Object.getPrototypeOf(errors)).toBeNull();
    expect(errors.constructor).toEqual(['constructor:unknown']);
    expect(errors.toString).toEqual(['toString:unknown']);
    expect(errors.name).toEqual(['name:required']);
  });

  it('keeps deep paths apart and says a repeated issue of one field once', () => {
    const leaf = z.object({ grid: z.number().int().min(1).max(12) });
    const schema = z.object({ rows: z.array(z.object({ columns: z.array(leaf) })) });
    const errors = failing(schema, {
      rows: [{ columns: [{ grid: 0 }, { grid: 13 }] }, { columns: [{ grid: 1.5 }] }],
    });
    expect(errors).toEqual({
      'rows.0.columns.0.grid': ['rows.0.columns.0.grid:min:1'],
      'rows.0.columns.1.grid': ['rows.0.columns.1.grid:max:12'],
      'rows.1.columns.0.grid': ['rows.1.columns.0.grid:whole'],
    });
    const union = z.union([z.object({ a: z.string() }), z.object({ a: z.string() })]);
    expect(Object.values(failing(union, {})).flat()).toHaveLength(1);
  });

  it('never passes the schema library’s own words on, whatever the input', () => {
    const schema = z.strictObject({
      name: z.string().min(1).max(10),
      count: z.number().int().min(1),
      tags: z.array(z.string()).max(2),
    });
    fc.assert(
      fc.property(fc.object({ maxDepth: 3 }), (value) => {
        const result = schema.safeParse(value, { reportInput: true });
        if (result.success) return;
        for (const [field, messages] of Object.entries(fieldErrorsOf(result.error, word)))
          for (const message of messages) expect(message.startsWith(`${field}:`)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
