import { bounds, entries, fillPath, jsonTooDeep, type NamedEntry } from '@cermat/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API, call, entry, login, type CallInput } from './support/client';
import { fuzzRuns, useHarnesses, type Harness } from './support/harness';
import { validInput } from './support/inputs';
import { onEachWhereItReaches } from './support/reach';
import { fuzzHarness } from './support/fuzz';

// No input stalls the event loop or gives a 5xx. The stall is checked as work, not time
// (a busy machine makes any time bound lie): no text nested past bounds.jsonDepth ever
// reaches JSON.parse, so parsing and everything that walks the parsed value stay small.
const realParse = JSON.parse;
const deepParses: number[] = [];
beforeAll(() => {
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver) => {
    if (typeof text === 'string' && jsonTooDeep(text, bounds.jsonDepth))
      deepParses.push(text.length);
    return realParse(text, reviver) as unknown;
  });
});
afterAll(() => vi.restoreAllMocks());
beforeEach(() => {
  deepParses.length = 0;
});

/** One extreme value: its JSON text inside a body, and its text in a query or path. */
interface Extreme {
  label: string;
  json: string;
  text: string;
  /** A counterexample shows the label, not 20 KB of brackets. */
  [fc.toStringMethod]: () => string;
}

const extreme = (label: string, json: string, text: string): Extreme => ({
  label,
  json,
  text,
  [fc.toStringMethod]: () => label,
});

const DEEP = 10_000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
const big = 'x'.repeat(100 * 1024);
const number = (value: string) => extreme(value, value, value);

const extremes: Extreme[] = [
  number('0'),
  number('-1'),
  number(String(2 ** 31)),
  number('9007199254740989'),
  number('9007199254740993'),
  number('1e308'),
  extreme('NaN', '"NaN"', 'NaN'),
  extreme('empty', '""', ''),
  extreme('100 KB', JSON.stringify(big), big),
  extreme('array 10,000 deep', deepArray, deepArray),
  extreme('object 10,000 deep', deepObject, deepObject),
  // JSON text fields (list_menu, menu_data, selected_role) carry nesting inside a string.
  extreme('JSON text 10,000 deep', JSON.stringify(deepArray), deepArray),
  extreme('__proto__ key', '{"__proto__":{"polluted":1}}', '{"__proto__":1}'),
  extreme('constructor key', '{"constructor":{"prototype":{"polluted":1}}}', 'x'),
  extreme('toString key', '{"toString":"x"}', 'x'),
  extreme('array for an object', '[{}]', '[]'),
];

/** Keys that name Object.prototype members: a map built from request data must not trip on them. */
const ODD_KEYS = ['__proto__', 'constructor', 'toString'];

type Part = 'params' | 'query' | 'body';
/** Where an extreme goes: one field of a part, or (field null) the whole body. */
interface Target {
  part: Part;
  field: string | null;
}

/** The property names a schema declares (objects, and the options of a union). */
function shapeKeys(schema: z.core.SomeType | undefined): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((o) => shapeKeys(o));
  return [];
}

const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};

/** Every field of every part the entry reads, the odd keys, and the whole body. */
function targetsOf(e: NamedEntry, base: CallInput): Target[] {
  const fields = (part: Part, extra: string[]) => [
    ...new Set([...Object.keys(recordOf(base[part])), ...shapeKeys(e[part]), ...extra]),
  ];
  const targets: Target[] = [];
  for (const field of fields('params', [])) targets.push({ part: 'params', field });
  if (e.method === 'GET' || e.query)
    for (const field of fields('query', ODD_KEYS)) targets.push({ part: 'query', field });
  if (e.method !== 'GET') {
    for (const field of fields('body', ODD_KEYS)) targets.push({ part: 'body', field });
    targets.push({ part: 'body', field: null });
  }
  return targets;
}

const MARK = '@@extreme@@';

/** The request for a valid input with one target replaced by an extreme value. */
function request(e: NamedEntry, base: CallInput, target: Target, value: Extreme) {
  const params: Record<string, unknown> = recordOf(base.params);
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(recordOf(base.query))) query.set(k, String(v));
  let body: string | undefined;
  if (target.part === 'params' && target.field) params[target.field] = value.text;
  if (target.part === 'query' && target.field) query.set(target.field, value.text);
  if (e.method !== 'GET') {
    const fields = recordOf(base.body);
    if (target.part !== 'body') body = JSON.stringify(fields);
    else if (target.field === null) body = value.json;
    // Deep values cannot go through JSON.stringify (it recurses): spliced in as text.
    else
      body = JSON.stringify({ ...fields, [target.field]: MARK }).replace(
        JSON.stringify(MARK),
        () => value.json,
      );
  }
  const qs = query.toString();
  const raw = {
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    query: Object.fromEntries(query),
    body,
  };
  return { url: `${API}/${fillPath(e.path, params)}${qs ? `?${qs}` : ''}`, body, raw };
}

/** Sends a raw request; no text too deep to parse reached the parser. */
async function send(
  h: Harness,
  e: NamedEntry,
  url: string,
  body: string | undefined,
  token: string,
) {
  const res = await h.app.request(url, {
    method: e.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  // An export answers CSV when it succeeds: read through, its code is the HTTP status.
  const data = res.headers.get('content-type')?.startsWith('text/csv')
    ? { meta: { code: res.status }, data: await res.text() }
    : ((await res.json()) as { meta: { code: number }; data: unknown });
  expect(deepParses, 'texts nested too deep given to JSON.parse (their lengths)').toEqual([]);
  return { status: res.status, data: data.data, code: data.meta.code };
}

/** The server still serves the session after the extremes. */
async function expectServing(h: Harness): Promise<void> {
  expect((await call(h, entry('auth.checkToken'), {}, h.tokens.admin)).status).toBe(200);
}

// Each entry has a few hundred (target, value) pairs; a sample per entry keeps the file
// near a minute on PGlite, and FUZZ_RUNS scales it for a longer hunt.
const RUNS = Math.max(10, Math.round(fuzzRuns / 5));

const nested = (levels: number, leaf: string, open: string, close: string) =>
  `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;

describe('extreme input', () => {
  // Refusals before any query on the first database; what reaches a handler on all.
  const harnesses = useHarnesses(fuzzHarness);
  const h = harnesses[0]!;
  const admin = () => h.tokens.admin;

  describe('regressions', () => {
    it('a page number near 2^53 or a huge draw answers 422 at once on every list', async () => {
      const paged = entries.filter((e) => shapeKeys(e.query).includes('page'));
      expect(paged.length).toBeGreaterThanOrEqual(6);
      for (const e of paged) {
        const base = await validInput(h, e.name, {
          userId: h.fixtures.adminId,
          roleId: h.fixtures.adminRoleId,
        });
        for (const [field, value] of [
          ['page', '9007199254740989'],
          ['page', '1000001'],
          ['draw', '9007199254740989'],
        ] as const) {
          if (!shapeKeys(e.query).includes(field)) continue;
          const { url } = request(e, base, { part: 'query', field }, number(value));
          const answer = await send(h, e, url, undefined, admin());
          expect([e.name, field, answer.status]).toEqual([e.name, field, 422]);
          expect(Object.keys(answer.data as object)).toEqual([field]);
        }
        // The largest page allowed still answers (empty), on every database.
        for (const each of harnesses) {
          const valid = await validInput(each, e.name, {
            userId: each.fixtures.adminId,
            roleId: each.fixtures.adminRoleId,
          });
          const last = request(e, valid, { part: 'query', field: 'page' }, number('1000000'));
          const answer = await send(each, e, last.url, undefined, each.tokens.admin);
          expect([each.driver, e.name, answer.status]).toEqual([each.driver, e.name, 200]);
        }
      }
      await expectServing(h);
    });

    it('a body nested 10,000 deep is a 422 on sign-in and elsewhere, never a 500', async () => {
      const cases: [string, string][] = [
        ['auth.login', nested(DEEP, '1', '{"a":', '}')],
        ['auth.login', `{"username":${deepArray},"password":"x"}`],
        ['roles.create', `{"role_name":"A","role_description":${deepArray}}`],
        ['pages.create', `{"nama_page":"A","detail_page":${deepArray}}`],
      ];
      for (const [name, body] of cases) {
        const e = entry(name);
        const answer = await send(h, e, `${API}/${e.path}`, body, admin());
        expect([name, answer.status]).toEqual([name, 422]);
        expect(answer.code).toBe(422);
        expect(answer.data).toHaveProperty('_');
      }
      await expectServing(h);
    });

    it('a list_menu nested 1,000 deep is a 422 on list_menu, never a 500', async () => {
      const e = entry('menus.saveOrdering');
      const listMenu = nested(1_000, '[]', '[{"id":1,"sub":', '}]');
      const answer = await send(
        h,
        e,
        `${API}/${e.path}`,
        JSON.stringify({ list_menu: listMenu }),
        admin(),
      );
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.data as object)).toEqual(['list_menu']);
      // The other JSON text fields are measured before they are parsed too.
      const role = entry('menus.saveMenuRole');
      const deepIds = nested(1_000, '', '[', ']');
      const roleAnswer = await send(
        h,
        role,
        `${API}/${role.path}`,
        JSON.stringify({ id_role: h.fixtures.noAccessRoleId, menu_data: deepIds }),
        admin(),
      );
      expect(roleAnswer.status).toBe(422);
      expect(Object.keys(roleAnswer.data as object)).toEqual(['menu_data']);
      await expectServing(h);
    });

    // The keys are checked against the saved settings: on every database.
    it.each(harnesses.map((_, i) => i))(
      'configs refuse toString, constructor and __proto__ keys (422, nothing saved; database %i)',
      async (i) => {
        const h = harnesses[i]!;
        const e = entry('configs.save');
        const admin = () => h.tokens.admin;
        const before = (await call(h, entry('configs.get'), {}, admin())).body.data;
        for (const [key, body] of [
          ['toString', '{"toString":"x"}'],
          ['constructor', '{"constructor":"x"}'],
          ['__proto__', '{"__proto__":{"CAPTCHA":"Ya"}}'],
          ['__proto__', '{"CAPTCHA":"Ya","__proto__":{"CAPTCHA":"Ya"}}'],
          ['hasOwnProperty', '{"CAPTCHA":"Ya","hasOwnProperty":"x"}'],
        ]) {
          const answer = await send(h, e, `${API}/${e.path}`, body, admin());
          expect([body, answer.status]).toEqual([body, 422]);
          expect(Object.keys(answer.data as object)).toContain(key);
        }
        expect((await call(h, entry('configs.get'), {}, admin())).body.data).toEqual(before);
        expect(Object.prototype).not.toHaveProperty('polluted');
      },
    );
  });

  // Whole-file property: every entry, every field, extreme values, admin token.
  it.each(entries.map((e) => [e.name, e] as const))(
    '%s: extremes answer < 500 and never parse past the depth bound',
    async (name, e) => {
      const bases = await Promise.all(
        harnesses.map((each) =>
          validInput(each, name, {
            userId: each.fixtures.adminId,
            roleId: each.fixtures.adminRoleId,
          }),
        ),
      );
      const targets = targetsOf(e, bases[0]!);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...targets), fc.constantFrom(...extremes), (t, x) =>
          onEachWhereItReaches(harnesses, e, async (each, i) => {
            const { url, body, raw } = request(e, bases[i]!, t, x);
            // Signing out with the shared token would end every later call's session.
            const token = name === 'auth.logout' ? await login(each) : each.tokens.admin;
            const answer = await send(each, e, url, body, token);
            const what = `${each.driver}: ${t.part}.${t.field ?? '*'} = ${x.label}`;
            expect(answer.status, what).toBeLessThan(500);
            expect(answer.code).toBe(answer.status);
            return { status: answer.status, input: raw };
          }),
        ),
        { numRuns: RUNS },
      );
      expect(Object.prototype).not.toHaveProperty('polluted');
    },
  );
});
