import { contract, entries } from '@cermat/contract';
import { fieldLabel, id, isComponentName } from '@cermat/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call } from './support/client';
import { fuzzRuns, useHarness } from './support/harness';
import { validInput } from './support/inputs';

type Path = (string | number)[];

/** Every leaf of a valid body (objects and lists walked), by path. */
function leaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return path.length ? [path] : [];
}

/** The body with `value` at `path` (undefined drops the field). */
function patched(body: unknown, path: Path, value: unknown): unknown {
  const copy: unknown = structuredClone(body);
  let at = copy as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) at = at[segment] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** Values no field takes as they are: absent, empty, wrong types, out of range, odd text. */
const badValue = fc.constantFrom(
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(5000),
  'Card.tsx',
  '../etc/passwd',
  'a\u0000b',
  -1,
  0,
  1.5,
  1e12,
  true,
  [],
  [null],
  {},
  'MENUX',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A locale template as a pattern: `{field}` is the field's own label, other values anything. */
const pattern = (template: string, label: string) =>
  new RegExp(
    `^${escape(template)
      .replace(/\\\{field\\\}/g, escape(label))
      .replace(/\\\{\w+\\\}/g, '.+')}$`,
  );

/** A message is plain when it is a field-named validation text, or one of the server's own. */
function isPlain(field: string, message: string): boolean {
  const label = fieldLabel(field === '_' ? [] : field.split('.'));
  const templates = [...Object.values(id.validation), ...Object.values(id.server)];
  return templates.some((template) => pattern(template, label).test(message));
}

// Logging out would end the token every other call uses.
const writes = entries.filter(
  (e) => e.method !== 'GET' && e.body && e.name !== 'auth.logout' && e.name !== 'references.upload',
);

describe('422 field messages name their field in plain Indonesian', () => {
  const h = useHarness('pglite');

  it.each(writes.map((e) => [e.name, e] as const))('%s', async (_, entry) => {
    const f = h.fixtures;
    const base = await validInput(h, entry.name, { userId: f.adminId, roleId: f.adminRoleId });
    const paths = leaves(base.body);
    if (paths.length === 0) return;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...paths), badValue), { minLength: 1, maxLength: 3 }),
        async (changes) => {
          const body = changes.reduce<unknown>((b, [path, v]) => patched(b, path, v), base.body);
          const answer = await call(h, entry, { ...base, body }, h.tokens.admin);
          const data = answer.body.data;
          if (answer.status !== 422 || typeof data !== 'object' || data === null) return;
          for (const [field, messages] of Object.entries(data as Record<string, string[]>)) {
            if (field !== '_') expect(fieldLabel(field.split('.')), field).not.toBe(id.fields.data);
            for (const message of messages) expect(isPlain(field, message), message).toBe(true);
          }
        },
      ),
      { numRuns: Math.min(fuzzRuns, 60) },
    );
  });

  it('words the exact texts of the issue', async () => {
    const roles = await call(h, contract.roles.create, { body: { role_name: '' } }, h.tokens.admin);
    expect(roles.body.data).toEqual({ role_name: ['Nama Role wajib diisi.'] });
    const column = { number: 1, grid: 6, component: 'Card.tsx', order: 0 };
    const pages = await call(
      h,
      contract.pages.create,
      { body: { nama_page: 'P', detail_page: [{ number: 1, columns: [column] }] } },
      h.tokens.admin,
    );
    expect(pages.body.data).toEqual({
      'detail_page.0.columns.0.component': [
        'Nama File Component hanya boleh berisi huruf, angka, _ dan -, tanpa ekstensi file.',
      ],
      'detail_page.0.columns.0.order': ['Urutan minimal 1.'],
    });
  });

  it("the contract's component rule is core's rule", () => {
    const component =
      contract.pages.create.body.shape.detail_page.element.shape.columns.element.shape.component;
    // Names of the allowed characters around the length limit, padded or not, and any text:
    // each side of the rule is reached by construction, and counted to prove it.
    const allowed = fc.constantFrom(...'aZ09_-'.split(''));
    const nearLimit = fc
      .oneof(fc.constantFrom(100, 101), fc.integer({ min: 1, max: 105 }))
      .chain((n) => fc.string({ unit: allowed, minLength: n, maxLength: n }));
    const padded = fc
      .tuple(fc.constantFrom('', ' '), nearLimit, fc.constantFrom('', ' '))
      .map((parts) => parts.join(''));
    const reached = { accepted: 0, tooLong: 0, otherwise: 0 };
    fc.assert(
      fc.property(fc.oneof(padded, fc.string({ maxLength: 120 })), (name) => {
        const trimmed = name.trim();
        const ok = trimmed !== '' && isComponentName(trimmed);
        expect(component.safeParse(name).success).toBe(ok);
        if (ok) reached.accepted++;
        else if (/^[\w-]+$/.test(trimmed)) reached.tooLong++;
        else reached.otherwise++;
      }),
      { numRuns: 1000 },
    );
    expect(Math.min(reached.accepted, reached.tooLong, reached.otherwise)).toBeGreaterThan(0);
  });
});
