import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bounds,
  contract,
  entries,
  examples,
  jsonTooDeep,
  listQuery,
  rolesPageQuery,
  RULES,
} from '../src';

const ok = (schema: z.ZodType | undefined, value: unknown) => !!schema?.safeParse(value).success;

/** Every ZodNumber a schema reaches (objects, lists, unions, wrappers, pipes, records). */
function numbersIn(schema: z.core.SomeType, seen = new Set<unknown>()): z.ZodNumber[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const inner = (...parts: z.core.SomeType[]) => parts.flatMap((p) => numbersIn(p, seen));
  if (schema instanceof z.ZodNumber) return [schema];
  if (schema instanceof z.ZodObject) return inner(...Object.values(schema.shape));
  if (schema instanceof z.ZodArray) return inner(schema.element);
  if (schema instanceof z.ZodUnion) return inner(...schema.options);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return inner(schema.unwrap());
  if (schema instanceof z.ZodPipe) return inner(schema.in, schema.out);
  if (schema instanceof z.ZodRecord) return inner(schema.keyType, schema.valueType);
  if (schema instanceof z.ZodLazy) return inner(schema.unwrap());
  return [];
}

describe('numbers a request may carry', () => {
  it('are all bounded: no client number sizes a loop, an offset or a query', () => {
    for (const e of entries) {
      for (const part of [e.params, e.query, e.body]) {
        if (!part) continue;
        for (const n of numbersIn(part)) {
          expect(n.maxValue, e.name).not.toBeNull();
          expect(n.maxValue!, e.name).toBeLessThanOrEqual(2 ** 31 - 1);
          expect(n.minValue, e.name).not.toBeNull();
        }
      }
    }
  });

  it('refuses a page past 1,000,000, a draw past 2^31 - 1 and huge ids', () => {
    const page = (value: string) => ok(listQuery, { draw: '1', page: value });
    expect(page(String(bounds.page))).toBe(true);
    expect(page(String(bounds.page + 1))).toBe(false);
    expect(page('9007199254740989')).toBe(false);
    expect(ok(rolesPageQuery, { page: '9007199254740989' })).toBe(false);
    expect(ok(listQuery, { draw: String(bounds.draw) })).toBe(true);
    expect(ok(listQuery, { draw: String(bounds.draw + 1) })).toBe(false);
    expect(ok(listQuery, { draw: 'NaN' })).toBe(false);
    expect(ok(listQuery, { draw: '1e308' })).toBe(false);
    expect(ok(contract.roles.get.query, { id: String(2 ** 31) })).toBe(false);
    expect(ok(contract.auth.switchRole.body, { id_role: 2 ** 53 + 1 })).toBe(false);
  });

  it('keeps the page builder within its grid, order, rows and columns', () => {
    const input = examples.pages.create.input;
    const withColumn = (column: object) => ({
      ...input,
      detail_page: [
        { number: 1, columns: [{ number: 1, grid: 6, component: 'A', order: 1, ...column }] },
      ],
    });
    const body = contract.pages.create.body;
    expect(ok(body, withColumn({}))).toBe(true);
    expect(ok(body, withColumn({ grid: bounds.grid + 1 }))).toBe(false);
    expect(ok(body, withColumn({ order: bounds.order + 1 }))).toBe(false);
    expect(ok(body, withColumn({ number: bounds.pageColumns + 1 }))).toBe(false);
  });
});

describe('nesting', () => {
  const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('measures JSON text without parsing it, strings and escapes skipped', () => {
    expect(jsonTooDeep(nested(32), 32)).toBe(false);
    expect(jsonTooDeep(nested(33), 32)).toBe(true);
    expect(jsonTooDeep(nested(1_000_000), 32)).toBe(true);
    expect(jsonTooDeep(`{"a":[{"b":"${'['.repeat(100)}"}]}`, 3)).toBe(false);
    expect(jsonTooDeep(`["\\"${'['.repeat(100)}"]`, 1)).toBe(false);
    expect(jsonTooDeep('"\\\\"[[', 1)).toBe(true);
  });

  it('refuses a list_menu nested past the limit before validating its tree', () => {
    const body = contract.menus.saveOrdering.body;
    const tree = (n: number) => `${'[{"id":1,"sub":'.repeat(n)}[]${'}]'.repeat(n)}`;
    expect(ok(body, { list_menu: tree(bounds.jsonDepth / 2 - 1) })).toBe(true);
    const deep = body.safeParse({ list_menu: tree(1_000) });
    expect(deep.success).toBe(false);
    expect(deep.error?.issues).toMatchObject([
      { path: ['list_menu'], params: { rule: RULES.jsonDepth } },
    ]);
    expect(ok(contract.menus.saveMenuRole.body, { id_role: 1, menu_data: nested(1_000) })).toBe(
      false,
    );
  });
});

describe('configuration keys', () => {
  const body = contract.configs.save.body;

  it('takes only the known keys, __proto__ and Object.prototype names refused by name', () => {
    expect(ok(body, { CAPTCHA: 'Ya', LOGO_SMALL: '/a.png' })).toBe(true);
    for (const [key, raw] of [
      ['toString', '{"toString":"x"}'],
      ['constructor', '{"constructor":"x"}'],
      ['__proto__', '{"__proto__":{"CAPTCHA":"Ya"}}'],
      ['hasOwnProperty', '{"CAPTCHA":"Ya","hasOwnProperty":"x"}'],
    ] as const) {
      const result = body.safeParse(JSON.parse(raw));
      expect(result.success, raw).toBe(false);
      expect(result.error?.issues, raw).toMatchObject([
        { code: 'custom', path: [key], params: { rule: RULES.configKey } },
      ]);
    }
  });

  it('still checks Ya or Tidak once the keys are known', () => {
    expect(ok(body, { CAPTCHA: 'Maybe' })).toBe(false);
    expect(ok(body, { ONE_TIME_LOGIN: 'Tidak', LOGO_FULL_DARK: '' })).toBe(true);
  });
});
