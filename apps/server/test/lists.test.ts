import { and, asc, count, desc, eq, gt, ilike, max, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pohonProfesi, users } from '../src/db/schema';
import { EXACT_COUNT_CAP } from '../src/lists/count';
import { DEEP_OFFSET, likePattern } from '../src/lists/list-page';
import { generateSynthetic } from '../src/seed/synthetic';
import { call, entry } from './support/client';
import { drivers, useHarness } from './support/harness';
import { testHasher } from './support/hasher';

interface ListData {
  data: Record<string, unknown>[];
  current_page: number;
  last_page: number;
  total: number;
  total_is_estimate: boolean;
  from: number | null;
  to: number | null;
  next_page_url: string | null;
  prev_page_url: string | null;
  links: { label: string; url: string | null; active: boolean }[];
}

describe.each(drivers)('lists on %s', (driver) => {
  const h = useHarness(driver);

  const list = async (name: string, query: Record<string, unknown>) => {
    const answer = await call(h, entry(name), { query: { draw: 1, ...query } }, h.tokens.admin);
    expect(answer.status).toBe(200);
    return (answer.body.data as [{ draw: number; list_data: ListData }])[0];
  };

  const addBranches = (n: number) =>
    h.db.insert(pohonProfesi).values(
      Array.from({ length: n }, (_, i) => ({
        nama_pohon_profesi: `Cabang ${String(i + 1).padStart(2, '0')}`,
      })),
    );

  it('pages with from, to, total, server links and the draw echoed', async () => {
    await addBranches(25);
    const { draw, list_data } = await list('pohonProfesi.list', {
      draw: 42,
      length: 10,
      page: 2,
      search: 'Cabang',
    });
    expect(draw).toBe(42);
    expect(list_data).toMatchObject({
      current_page: 2,
      last_page: 3,
      total: 25,
      from: 11,
      to: 20,
      total_is_estimate: false,
    });
    expect(list_data.data.map((r) => r.nama_pohon_profesi)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Cabang ${String(i + 11).padStart(2, '0')}`),
    );
    const active = list_data.links.filter((l) => l.active).map((l) => l.label);
    expect(active).toEqual(['2']);
    expect(list_data.next_page_url).toContain('page=3');
    expect(list_data.next_page_url).toContain('search=Cabang');
    expect(list_data.prev_page_url).toContain('page=1');
    const last = await list('pohonProfesi.list', { length: 10, page: 3, search: 'Cabang' });
    expect(last.list_data.next_page_url).toBeNull();
    expect(last.list_data.links.at(-1)?.url).toBeNull();
  });

  it('sorts by column index where the spec says index, both directions', async () => {
    await addBranches(3);
    const asc = await list('pohonProfesi.list', { search: 'Cabang', column: 1, dir: 'asc' });
    const desc = await list('pohonProfesi.list', { search: 'Cabang', column: 1, dir: 'desc' });
    expect(asc.list_data.data.map((r) => r.nama_pohon_profesi)).toEqual([
      'Cabang 01',
      'Cabang 02',
      'Cabang 03',
    ]);
    expect(desc.list_data.data.map((r) => r.nama_pohon_profesi)).toEqual([
      'Cabang 03',
      'Cabang 02',
      'Cabang 01',
    ]);
  });

  it('sorts roles by column name, default descending by id', async () => {
    const byDefault = await list('roles.list', {});
    const ids = byDefault.list_data.data.map((r) => r.id_role as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byName = await list('roles.list', { column: 'role_name', dir: 'asc' });
    const names = byName.list_data.data.map((r) => r.role_name as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('an unknown sort column falls back to the default instead of failing', async () => {
    const answer = await list('users.list', { column: 'password_hash', dir: 'asc' });
    expect(answer.list_data.data.every((r) => !('password_hash' in r))).toBe(true);
  });

  it('searches the listed columns case-insensitively, taking % and _ literally', async () => {
    await h.db
      .insert(pohonProfesi)
      .values([{ nama_pohon_profesi: '100% Kualitas' }, { nama_pohon_profesi: 'a_b' }]);
    expect((await list('pohonProfesi.list', { search: 'kualitas' })).list_data.total).toBe(1);
    expect((await list('pohonProfesi.list', { search: '%' })).list_data.total).toBe(1);
    expect((await list('pohonProfesi.list', { search: '_' })).list_data.total).toBe(1);
  });

  it('filters by status, ENABLE by default', async () => {
    const enabled = await list('users.list', {});
    const disabled = await list('users.list', { filter_status: 'DISABLE' });
    expect(enabled.list_data.data.every((r) => r.status === 'ENABLE')).toBe(true);
    expect(disabled.list_data.data.map((r) => r.username)).toEqual(['arsip']);
  });

  it('never lets the password hash be searched', async () => {
    expect((await list('users.list', { search: '$argon2id' })).list_data.total).toBe(0);
  });

  it('the Laravel-style master/roles page filters by name', async () => {
    const answer = await call(
      h,
      entry('roleAccess.list'),
      { query: { name: 'baca', per_page: 5 } },
      h.tokens.admin,
    );
    const data = answer.body.data as ListData;
    expect(data.data.map((r) => r.role_name)).toEqual(['Baca Saja']);
  });

  it('estimates the total past the exact-count cap and says so', async () => {
    await generateSynthetic(h.db, testHasher, { users: EXACT_COUNT_CAP * 2, roles: 0, menus: 0 });
    const answer = await list('users.list', { length: 10, page: 3 });
    expect(answer.list_data.total_is_estimate).toBe(true);
    expect(answer.list_data.total).toBeGreaterThan(EXACT_COUNT_CAP);
    expect(answer.list_data.data).toHaveLength(10);
    expect(answer.list_data.from).toBe(21);
  });

  it('every page, sort and search agrees with a plain offset query, whichever way it is read', async () => {
    // Enough rows for the small-set, the whole-set and the deep (index-first, anchored) ways.
    const [before] = await h.db.select({ id: max(users.id) }).from(users);
    await generateSynthetic(h.db, testHasher, { users: 1_600, roles: 0, menus: 0 });
    // Synthetic rows only: the fixtures' users hold the sessions the calls use.
    const early = await h.db
      .select({ id: users.id })
      .from(users)
      .where(gt(users.id, before!.id!))
      .orderBy(users.id)
      .limit(40);
    // created_at: one batch shares one timestamp, so only the tie-breaker orders it.
    const sortable = {
      user_id: users.id,
      username: users.username,
      name: users.name,
      created_at: users.created_at,
    };
    type Sort = keyof typeof sortable;
    const deep = DEEP_OFFSET / 10 + 3;
    const oracle = async (
      search: string,
      sort: Sort,
      dir: 'asc' | 'desc',
      page: number,
      length: number,
    ) => {
      const order = dir === 'asc' ? asc : desc;
      const where = and(
        eq(users.status, 'ENABLE'),
        search
          ? or(ilike(users.username, likePattern(search)), ilike(users.name, likePattern(search)))
          : undefined,
      );
      const rows = await h.db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(order(sortable[sort]), order(users.id))
        .limit(length)
        .offset((page - 1) * length);
      const [all] = await h.db.select({ n: count() }).from(users).where(where);
      return { ids: rows.map((r) => r.id), total: all!.n };
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('', 'budi', 'BUDI 1', 'a1', 'tidak-ada'),
        fc.constantFrom<Sort>('user_id', 'username', 'name', 'created_at'),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        fc.constantFrom(1, 2, 7, deep, deep + 1, 150, 400),
        fc.constantFrom(10, 25),
        // Before reading, sometimes flip an early row's status: every deeper position moves.
        fc.option(fc.nat(early.length - 1), { freq: 3 }),
        async (search, sort, dir, page, length, flip) => {
          if (flip !== null)
            await h.db
              .update(users)
              .set({ status: sql`case when status = 'ENABLE' then 'DISABLE' else 'ENABLE' end` })
              .where(eq(users.id, early[flip]!.id));
          const answer = await list('users.list', { search, column: sort, dir, page, length });
          const expected = await oracle(search, sort, dir, page, length);
          expect(answer.list_data.data.map((r) => r.user_id)).toEqual(expected.ids);
          if (expected.total <= EXACT_COUNT_CAP) {
            expect(answer.list_data.total).toBe(expected.total);
            expect(answer.list_data.total_is_estimate).toBe(false);
          } else expect(answer.list_data.total).toBeGreaterThan(EXACT_COUNT_CAP);
          for (const row of answer.list_data.data)
            expect(Object.keys(row).some((k) => k.startsWith('__'))).toBe(false);
        },
      ),
      {
        numRuns: 60,
        // Always: a deep page, the next one from its anchor, the same after a write that
        // moves every position (the anchor is stale), a small set, and past the end.
        examples: [
          ['', 'name', 'desc', deep, 10, null],
          ['', 'name', 'desc', deep + 1, 10, null],
          ['', 'name', 'desc', deep + 1, 10, 0],
          ['', 'created_at', 'asc', deep, 10, null],
          ['', 'created_at', 'asc', deep, 10, null],
          ['', 'created_at', 'asc', deep + 1, 10, null],
          ['', 'user_id', 'asc', deep, 10, null],
          ['', 'user_id', 'asc', deep, 10, 1],
          ['budi', 'username', 'asc', 2, 10, null],
          ['', 'username', 'asc', 400, 10, null],
          ['a1', 'name', 'desc', 400, 10, null],
        ],
      },
    );
  });
});
