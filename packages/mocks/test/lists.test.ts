import { PAGE_SIZES } from '@cermat/contract';
import { LIST_KINDS, SORT_COLUMNS, fieldLabel, fieldMessage, fill, id } from '@cermat/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../src';
import { rowKinds, type Row } from '../src/rows';
import { send, serve } from './call';

const listPaths = {
  roles: 'master/role/all',
  users: 'master/user',
  pages: 'master/page',
  menus: 'master/menu',
  pohonProfesi: 'master/pohon-profesi',
  pelaksanaan: 'master/pelaksanaan',
} as const;

type ListData = [
  {
    draw: number;
    list_data: {
      data: Row[];
      total: number;
      from: number | null;
      to: number | null;
      last_page: number;
      links: { label: string; url: string | null; active: boolean }[];
    };
  },
];

describe('lists answer as the server does', () => {
  it('echo the draw, cut the page and say where it is', async () => {
    serve();
    const { json } = await send('GET', 'master/user', { query: { draw: 7, length: 5, page: 2 } });
    const [{ draw, list_data }] = json.data as ListData;
    expect(draw).toBe(7);
    // 12 users, every third disabled: 8 enabled ones, the default filter.
    expect(list_data.total).toBe(8);
    expect([list_data.from, list_data.to, list_data.last_page]).toEqual([6, 8, 2]);
    expect(list_data.data.every((row) => row.status === 'ENABLE')).toBe(true);
    const active = list_data.links.find((l) => l.active);
    expect(active?.label).toBe('2');
    expect(list_data.links[0]?.url).toContain('page=1');
    expect(list_data.links.at(-1)?.url).toBeNull();
  });

  it('search, sort by name or index, and filter by status', async () => {
    serve();
    const byName = await send('GET', 'master/role/all', {
      query: { draw: 1, column: 'role_name', dir: 'desc', filter_status: 'DISABLE' },
    });
    const names = (byName.json.data as ListData)[0].list_data.data.map((r) => String(r.role_name));
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'id')));
    const search = await send('GET', 'master/pohon-profesi', {
      query: { draw: 1, search: 'informatika 1', column: 1, dir: 'asc' },
    });
    const found = (search.json.data as ListData)[0].list_data.data;
    expect(found.map((r) => r.nama_pohon_profesi)).toEqual([
      'Teknik Informatika 1',
      'Teknik Informatika 10',
      'Teknik Informatika 11',
    ]);
  });

  it('show an empty store as no rows and no range', async () => {
    serve(scenarios.empty);
    const { json } = await send('GET', 'master/page', { query: { draw: 2 } });
    expect((json.data as ListData)[0].list_data).toMatchObject({
      data: [],
      total: 0,
      from: null,
      to: null,
    });
  });

  it('fill a 500-row page and the longest values fit the contract', async () => {
    serve(scenarios.manyRows);
    const many = await send('GET', 'master/role/all', { query: { draw: 1, length: 500 } });
    expect((many.json.data as ListData)[0].list_data.data).toHaveLength(500);
    serve(scenarios.longValues);
    const long = await send('GET', 'master/role/all', { query: { draw: 1 } });
    const row = (long.json.data as ListData)[0].list_data.data[0];
    expect(String(row?.role_name)).toHaveLength(100);
    expect(String(row?.role_description)).toHaveLength(500);
  });

  it('any list query gets a consistent page (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LIST_KINDS),
        fc.record({
          draw: fc.nat({ max: 1000 }),
          length: fc.constantFrom(...PAGE_SIZES),
          page: fc.integer({ min: 1, max: 4 }),
          search: fc.constantFrom('', '1', 'a', 'Profesi', 'zzz'),
          dir: fc.constantFrom('asc', 'desc'),
          filter_status: fc.constantFrom('ENABLE', 'DISABLE'),
        }),
        fc.nat({ max: 4 }),
        async (kind, query, columnIndex) => {
          serve({ rows: 30 });
          const column = SORT_COLUMNS[kind][columnIndex] ?? 0;
          const { status, json } = await send('GET', listPaths[kind], {
            query: {
              ...query,
              column: kind === 'menus' || kind === 'pohonProfesi' ? columnIndex : column,
            },
          });
          expect(status).toBe(200);
          const [{ draw, list_data }] = json.data as ListData;
          expect(draw).toBe(query.draw);
          expect(list_data.data.length).toBeLessThanOrEqual(query.length);
          const term = query.search.toLowerCase();
          for (const row of list_data.data) {
            expect(row.status).toBe(kind === 'menus' ? 'ENABLE' : query.filter_status);
            const texts = rowKinds[kind].search.map((f) => String(row[f] ?? '').toLowerCase());
            expect(texts.some((t) => t.includes(term))).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('failures as the server words them', () => {
  it('422 maps each bad field to its messages, and a taken name to "Data sudah ada."', async () => {
    serve();
    const missing = await send('POST', 'master/role', { body: { role_description: 'x' } });
    expect(missing.status).toBe(422);
    expect(missing.json.meta.message).toBe(id.server.invalid);
    // Worded as the server words it: the field by its label, never the schema's own text.
    expect(missing.json.data).toEqual({
      role_name: [fieldMessage(fieldLabel(['role_name']), { kind: 'required' })],
    });
    expect(missing.json.data).toEqual({ role_name: ['Nama Role wajib diisi.'] });
    const taken = await send('POST', 'master/role', { body: { role_name: 'admin 1' } });
    expect(taken.json.data).toEqual({ role_name: [id.server.duplicate] });
  });

  it('401 without a session, except for signing in', async () => {
    serve(scenarios.sessionEnded);
    const list = await send('GET', 'master/user', { query: { draw: 1 } });
    expect([list.status, list.json.meta.message]).toEqual([401, id.server.unauthorized]);
    const login = await send('POST', 'auth/login', {
      body: { username: 'admin', password: 'admin12345' },
    });
    expect(login.status).toBe(200);
    const wrong = await send('POST', 'auth/login', { body: { username: 'admin', password: 'x' } });
    expect([wrong.status, wrong.json.data]).toEqual([401, id.server.loginFailed]);
  });

  it('403 on writes for a read-only role, whose rights say so', async () => {
    serve(scenarios.readOnly);
    expect((await send('GET', 'master/role/all', { query: { draw: 1 } })).status).toBe(200);
    const write = await send('POST', 'master/role', { body: { role_name: 'Baru' } });
    expect([write.status, write.json.data]).toEqual([403, id.server.forbidden]);
    const rights = await send('GET', 'auth/get-hak-akses', { query: { menu: 'Role', role: 1 } });
    expect(rights.json.data).toEqual({ is_read: 1, is_write: 0 });
    const access = await send('GET', 'auth/check-access-menu', {
      query: { role_id: 1, link_name: 'all-role' },
    });
    expect(access.json.data).toEqual({ status_access: 1 });
  });

  it('409 on a stale version and on deleting an enabled record', async () => {
    const api = serve();
    // The second role: the first is the one the session works with (refused on its own).
    const row = api.store.lists.roles[1]!;
    const stale = await send('PUT', 'master/role', {
      body: { id: 1, role_name: 'X', updated_at: '2020-01-01T00:00:00.000Z' },
    });
    expect([stale.status, stale.json.data]).toEqual([409, id.server.stale]);
    const enabled = await send('DELETE', 'master/role', { body: { id_role: row.id_role } });
    expect([enabled.status, enabled.json.data]).toEqual([409, id.server.deleteEnabled]);
  });

  it("500 with the server's text, for every call or only the named ones", async () => {
    serve(scenarios.serverError);
    const all = await send('GET', 'dashboard');
    expect([all.status, all.json.meta.message]).toEqual([500, id.server.internal]);
    serve({ fail: { status: 500, entries: ['roles.list'] } });
    expect((await send('GET', 'master/role/all', { query: { draw: 1 } })).status).toBe(500);
    expect((await send('GET', 'dashboard')).status).toBe(200);
  });

  it('an offline scenario fails the way a dropped network does', async () => {
    serve({ offline: true });
    await expect(send('GET', 'dashboard')).rejects.toThrow(TypeError);
  });

  it('a pending scenario never answers (the loading state)', async () => {
    serve(scenarios.loading);
    const winner = await Promise.race([
      send('GET', 'dashboard').then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ]);
    expect(winner).toBe('waiting');
  });
});

describe('writes change what later reads see', () => {
  it('create, edit with the version read, disable, delete', async () => {
    serve({ rows: 0 });
    // Role 1 is the session's own (never disabled or deleted): the flow works on role 2.
    await send('POST', 'master/role', { body: { role_name: 'Aktif' } });
    expect(
      (await send('POST', 'master/role', { body: { role_name: 'Baru' } })).json.meta.message,
    ).toBe(id.server.saved);
    const read = await send('GET', 'master/role', { query: { id: 2 } });
    const [[role]] = read.json.data as [[Row]];
    const edit = await send('PUT', 'master/role', {
      body: { id: 2, role_name: 'Lama', updated_at: role?.updated_at },
    });
    expect(edit.status).toBe(200);
    await send('PUT', 'master/role', { body: { id: 2, status: 'DISABLE' } });
    const disabled = await send('GET', 'master/role/all', {
      query: { draw: 1, filter_status: 'DISABLE' },
    });
    expect((disabled.json.data as ListData)[0].list_data.data.map((r) => r.role_name)).toEqual([
      'Lama',
    ]);
    expect((await send('DELETE', 'master/role', { body: { id_role: 2 } })).status).toBe(200);
    expect((await send('GET', 'master/role', { query: { id: 2 } })).status).toBe(404);
  });

  it("never disables or deletes the session's own account or role (409, the server's words)", async () => {
    const api = serve();
    const admin = api.store.lists.users[0]!;
    const ownUser = await send('PUT', 'master/user', {
      body: { id: admin.user_id, status: 'DISABLE', updated_at: admin.updated_at },
    });
    expect([ownUser.status, ownUser.json.data]).toEqual([409, id.server.ownAccount]);
    const ownRole = await send('PUT', 'master/role', { body: { id: 1, status: 'DISABLE' } });
    expect([ownRole.status, ownRole.json.data]).toEqual([409, id.server.ownRole]);
    // A disabled own role cannot be: so its delete is refused for being its own first.
    api.store.lists.roles[0]!.status = 'DISABLE';
    const deleted = await send('DELETE', 'master/role', { body: { id_role: 1 } });
    expect([deleted.status, deleted.json.data]).toEqual([409, id.server.ownRole]);
    expect(api.store.lists.roles[0]?.id_role).toBe(1);
  });
});

describe('schedules and their test codes', () => {
  it('list each schedule with its codes joined, and search them', async () => {
    serve();
    const { json } = await send('GET', 'master/pelaksanaan', {
      query: { draw: 1, search: 'uk-04-b' },
    });
    const rows = (json.data as ListData)[0].list_data.data;
    expect(rows.map((r) => [r.pelaksanaan, r.kode_tes])).toEqual([
      ['Uji Kompetensi Gelombang 4', 'UK-04-A, UK-04-B'],
    ]);
  });

  it('number new codes, keep a sent one by its id, drop one not sent', async () => {
    serve({ rows: 1 });
    const created = await send('POST', 'master/pelaksanaan', {
      body: { pelaksanaan: 'Gelombang Baru', kode_tes: [{ kode_tes: 'B-1' }, { kode_tes: 'B-2' }] },
    });
    expect(created.status).toBe(200);
    const read = async () =>
      ((await send('GET', 'master/pelaksanaan', { query: { id: 2 } })).json.data as [Row])[0];
    const stored = await read();
    expect(stored.kode_tes).toEqual([
      { idjadwal: 3, kode_tes: 'B-1' },
      { idjadwal: 4, kode_tes: 'B-2' },
    ]);
    const edit = await send('PUT', 'master/pelaksanaan', {
      body: {
        id: 2,
        pelaksanaan: 'Gelombang Baru',
        kode_tes: [{ idjadwal: 4, kode_tes: 'B-2 Ubah' }, { kode_tes: 'B-3' }],
        updated_at: stored.updated_at,
      },
    });
    expect(edit.status).toBe(200);
    expect((await read()).kode_tes).toEqual([
      { idjadwal: 4, kode_tes: 'B-2 Ubah' },
      { idjadwal: 5, kode_tes: 'B-3' },
    ]);
  });

  it('refuse a code another schedule holds, or one sent twice, whatever its case', async () => {
    serve();
    const held = await send('POST', 'master/pelaksanaan', {
      body: { pelaksanaan: 'Baru', kode_tes: [{ kode_tes: 'X-1' }, { kode_tes: 'uk-01-a' }] },
    });
    expect([held.status, held.json.data]).toEqual([
      422,
      { 'kode_tes.1.kode_tes': [fill(id.server.testCodeDuplicate, { code: 'uk-01-a' })] },
    ]);
    const twice = await send('POST', 'master/pelaksanaan', {
      body: { pelaksanaan: 'Baru', kode_tes: [{ kode_tes: 'X-1' }, { kode_tes: 'x-1 ' }] },
    });
    expect(twice.json.data).toEqual({
      'kode_tes.1.kode_tes': [fill(id.server.testCodeRepeated, { code: 'x-1' })],
    });
    const none = await send('POST', 'master/pelaksanaan', {
      body: { pelaksanaan: 'Baru', kode_tes: [] },
    });
    expect(none.status).toBe(422);
  });
});
