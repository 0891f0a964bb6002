import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertPageRows } from '../src/db/page-rows';
import { queryRows } from '../src/db/raw';
import { pages } from '../src/db/schema';
import { call, entry } from './support/client';
import { drivers, fuzzRuns, useHarness, type Harness } from './support/harness';

const snapshotOf = async (h: Harness, entity: string, id: number) =>
  (await queryRows(h.db, sql`select audit_snapshot(${entity}, ${String(id)}) as s`))[0]!
    .s as Record<string, unknown>;

// Text an attacker would pick: JSON's and SQL's quoting, escapes, controls, non-BMP.
const tricky = fc.constantFrom(
  '"',
  "'",
  '\\',
  '\n',
  '\t',
  '\u0001',
  '\u2028',
  'ü',
  '😀',
  '%s',
  'a',
);
const field = fc.string({ unit: fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 1 })) });
// PostgreSQL text holds no NUL; every other code point round-trips.
const storable = (max: number) =>
  field.map((s) => s.replaceAll('\0', '').slice(0, max)).filter((s) => s.trim().length > 0);

/** A name the username rule stores: no control or format character, in NFC. */
const username = storable(40)
  .map((s) => s.replace(/[\p{Cc}\p{Cf}]/gu, '').normalize('NFC'))
  .filter((s) => s.trim().length > 0);

describe.each(drivers)('the SQL snapshot against the API and the old text, on %s', (driver) => {
  const h = useHarness(driver);

  it('equals the record as users.get returns it, on the fields both have', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(username, storable(80), async (username, name) => {
        const unique = `${username}#${n++}`;
        const made = await call(
          h,
          entry('users.create'),
          {
            body: {
              username: unique,
              name,
              password: 'rahasia-123',
              password_confirm: 'rahasia-123',
              selected_role: JSON.stringify([h.fixtures.readerRoleId]),
            },
          },
          h.tokens.admin,
        );
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        const [{ id }] = (await queryRows(
          h.db,
          sql`select id from users where username = ${unique.trim()}`,
        )) as [{ id: number }];
        const got = await call(h, entry('users.get'), { query: { id } }, h.tokens.admin);
        const [api] = got.body.data as [Record<string, unknown>];
        const snapshot = await snapshotOf(h, 'user', id);
        for (const key of ['username', 'name', 'status', 'created_at', 'updated_at'])
          expect(snapshot[key], key).toEqual(api[key]);
        expect(snapshot.id).toBe(api.user_id);
        expect(snapshot.roles).toEqual(JSON.parse(String(api.selected_role)));
      }),
      { numRuns: Math.min(fuzzRuns, 25) },
    );
  });

  it("writes a page's rows as the text JSON.stringify wrote for the same rows", async () => {
    const column = fc.record({
      grid: fc.integer({ min: -1, max: 2_000_000 }),
      component: field.map((s) => s.replaceAll('\0', '')),
      order: fc.integer({ min: -5, max: 50 }),
    });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(column, { maxLength: 4 }), { maxLength: 4 }),
        async (rows) => {
          const [page] = await h.db
            .insert(pages)
            .values({ nama_page: `properti-${n++}` })
            .returning({ id: pages.id });
          await insertPageRows(h.db, page!.id, rows);
          // What the JavaScript trail stored: columns in their saved order, as JSON text.
          const expected = JSON.stringify(
            rows.map((r) =>
              [...r]
                .sort((a, b) => a.order - b.order)
                .map((c) => ({ grid: c.grid, component: c.component, order: c.order })),
            ),
          );
          expect((await snapshotOf(h, 'page', page!.id)).rows).toBe(expected);
        },
      ),
      { numRuns: Math.min(fuzzRuns * 2, 60) },
    );
  });
});
