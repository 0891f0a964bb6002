import { id as texts, LIST_KINDS, type ListKind } from '@cermat/core';
import { describe, expect, it } from 'vitest';
import { call, entry, PNG_BYTES, upload, type Answer } from './support/client';
import { drivers, useHarness, type Harness } from './support/harness';
import { pageBody } from './support/inputs';

/** The common master pattern, per resource: how to create, find, edit and delete one record. */
interface Resource {
  name: ListKind;
  create: Record<string, unknown>;
  invalid: Record<string, unknown>;
  invalidField: string;
  search: string;
  idOf: (row: Record<string, unknown>) => number;
  edit: (id: number, updated_at: string) => Record<string, unknown>;
  remove: (id: number) => Record<string, unknown>;
  editedField: [string, unknown];
}

const resources = (h: () => Harness): Resource[] => [
  {
    name: 'roles',
    create: { role_name: 'Penguji Mutu', role_description: 'Uji' },
    invalid: { role_name: '   ' },
    invalidField: 'role_name',
    search: 'Penguji',
    idOf: (r) => r.id_role as number,
    edit: (id, updated_at) => ({
      id,
      role_name: 'Penguji Ubah',
      role_description: 'x',
      updated_at,
    }),
    remove: (id) => ({ id_role: id }),
    editedField: ['role_name', 'Penguji Ubah'],
  },
  {
    name: 'users',
    create: {
      username: 'penguji',
      name: 'Penguji Mutu',
      password: 'rahasia-123',
      password_confirm: 'rahasia-123',
      selected_role: JSON.stringify([h().fixtures.readerRoleId]),
    },
    invalid: {
      username: 'penguji',
      name: 'Penguji',
      password: 'rahasia-123',
      password_confirm: 'lain-sekali',
      selected_role: '[1]',
    },
    invalidField: 'password_confirm',
    search: 'Penguji',
    idOf: (r) => r.user_id as number,
    edit: (id, updated_at) => ({
      id,
      username: 'penguji',
      name: 'Penguji Ubah',
      selected_role: JSON.stringify([h().fixtures.readerRoleId]),
      updated_at,
    }),
    remove: (id) => ({ id }),
    editedField: ['name', 'Penguji Ubah'],
  },
  {
    name: 'pages',
    create: pageBody('penguji'),
    invalid: {
      ...pageBody('penguji'),
      detail_page: [{ number: 1, columns: [{ number: 1, grid: 13, component: 'A', order: 1 }] }],
    },
    invalidField: 'detail_page.0.columns.0.grid',
    search: 'penguji',
    idOf: (r) => r.id_page as number,
    edit: (id, updated_at) => ({ id, ...pageBody('penguji-ubah'), updated_at }),
    remove: (id) => ({ id }),
    editedField: ['nama_page', 'penguji-ubah'],
  },
  {
    name: 'menus',
    create: {
      menu_tipe: 'MENU',
      nama_menu: 'Penguji Menu',
      icon_menu: 'bx bx-test',
      link_path_menu: '/penguji',
      link_name_menu: 'penguji',
      urutan_menu: 3,
      parent_menu: 0,
    },
    // A link path without its link name: a MENU that opens a screen needs both.
    invalid: {
      menu_tipe: 'MENU',
      nama_menu: 'X',
      link_path_menu: '/x',
      urutan_menu: 1,
      parent_menu: 0,
    },
    invalidField: 'link_name_menu',
    search: 'Penguji',
    idOf: (r) => r.id_menu_master as number,
    edit: (id, updated_at) => ({
      id,
      menu_tipe: 'MENU',
      nama_menu: 'Penguji Ubah',
      link_path_menu: '/penguji',
      link_name_menu: 'penguji',
      urutan_menu: 4,
      parent_menu: 0,
      updated_at,
    }),
    remove: (id) => ({ id }),
    editedField: ['menu_master_nama', 'Penguji Ubah'],
  },
  {
    name: 'pohonProfesi',
    create: { nama_pohon_profesi: 'Penguji Mutu' },
    invalid: { nama_pohon_profesi: '' },
    invalidField: 'nama_pohon_profesi',
    search: 'Penguji',
    idOf: (r) => r.id_pohon_profesi as number,
    edit: (id, updated_at) => ({ id, nama_pohon_profesi: 'Penguji Ubah', updated_at }),
    remove: (id) => ({ id }),
    editedField: ['nama_pohon_profesi', 'Penguji Ubah'],
  },
  {
    name: 'pelaksanaan',
    create: { pelaksanaan: 'Penguji Mutu', kode_tes: [{ kode_tes: 'PM-1' }] },
    invalid: { pelaksanaan: 'Penguji Mutu', kode_tes: [{ kode_tes: '  ' }] },
    invalidField: 'kode_tes.0.kode_tes',
    search: 'Penguji',
    idOf: (r) => r.idjadwal_pelaksanaan as number,
    edit: (id, updated_at) => ({
      id,
      pelaksanaan: 'Penguji Ubah',
      kode_tes: [{ kode_tes: 'PM-2' }],
      updated_at,
    }),
    remove: (id) => ({ id }),
    editedField: ['pelaksanaan', 'Penguji Ubah'],
  },
];

/** The record of a get answer: data[0] for most, data[0][0] where spec §7 nests it twice. */
const recordOf = (answer: Answer) => {
  const first = (answer.body.data as unknown[])[0];
  return (Array.isArray(first) ? first[0] : first) as Record<string, unknown>;
};

describe.each(drivers)('master lifecycle on %s', (driver) => {
  const h = useHarness(driver);

  const send = (name: string, input: Parameters<typeof call>[2]) =>
    call(h, entry(name), input, h.tokens.admin);

  it.each(LIST_KINDS)(
    '%s: create, find, edit, stale edit, status, delete only when DISABLE',
    async (name) => {
      const r = resources(() => h).find((x) => x.name === name)!;
      const created = await send(`${name}.create`, { body: r.create });
      expect(created.status).toBe(200);
      expect(created.body.meta.message).toBe(texts.server.saved);

      const listed = await send(`${name}.list`, { query: { draw: 7, search: r.search } });
      expect(listed.status).toBe(200);
      const [page] = entry(`${name}.list`).data.parse(listed.body.data) as [
        { draw: number; list_data: { data: Record<string, unknown>[] } },
      ];
      expect(page.draw).toBe(7);
      expect(page.list_data.data).toHaveLength(1);
      const id = r.idOf(page.list_data.data[0]!);

      const read = await send(`${name}.get`, { query: { id } });
      expect(read.status).toBe(200);
      entry(`${name}.get`).data.parse(read.body.data);
      const before = recordOf(read).updated_at as string;

      const edited = await send(`${name}.update`, { body: r.edit(id, before) });
      expect(edited.status).toBe(200);
      expect(edited.body.meta.message).toBe(texts.server.updated);
      const after = recordOf(await send(`${name}.get`, { query: { id } }));
      expect(after[r.editedField[0]]).toBe(r.editedField[1]);
      expect(after.updated_at).not.toBe(before);

      // A second save with the value read before the first one is refused.
      const stale = await send(`${name}.update`, { body: r.edit(id, before) });
      expect(stale.status).toBe(409);
      expect(stale.body.data).toBe(texts.server.stale);

      const enabledDelete = await send(`${name}.remove`, { body: r.remove(id) });
      expect(enabledDelete.status).toBe(409);
      expect(enabledDelete.body.data).toBe(texts.server.deleteEnabled);

      const disabled = await send(`${name}.setStatus`, {
        body: { id, status: 'DISABLE', updated_at: after.updated_at },
      });
      expect(disabled.status).toBe(200);
      const hidden = await send(`${name}.list`, { query: { draw: 8, search: r.search } });
      expect((hidden.body.data as [{ list_data: { total: number } }])[0].list_data.total).toBe(0);

      const removed = await send(`${name}.remove`, { body: r.remove(id) });
      expect(removed.status).toBe(200);
      expect(removed.body.meta.message).toBe(texts.server.deleted);
      expect((await send(`${name}.get`, { query: { id } })).status).toBe(404);
    },
  );

  it.each(LIST_KINDS)('%s: invalid input answers 422 with the field map', async (name) => {
    const r = resources(() => h).find((x) => x.name === name)!;
    const answer = await send(`${name}.create`, { body: r.invalid });
    expect(answer.status).toBe(422);
    const fields = answer.body.data as Record<string, string[]>;
    expect(fields[r.invalidField]?.length).toBeGreaterThan(0);
  });

  it('field messages name the field in plain Indonesian, like the rest of the product', async () => {
    const answer = await send('roles.create', { body: { role_name: 'x'.repeat(5000) } });
    expect(answer.status).toBe(422);
    const [message] = (answer.body.data as Record<string, string[]>).role_name ?? [];
    expect(message).toBe('Nama Role maksimal 100 karakter.');
  });

  it('a duplicate name is a field error, not a 500', async () => {
    const answer = await send('roles.create', { body: { role_name: 'Admin' } });
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({ role_name: [texts.server.duplicate] });
  });

  it('restoring a DISABLE record brings it back to the ENABLE list', async () => {
    const id = h.fixtures.disabled.pohonId;
    const row = recordOf(await send('pohonProfesi.get', { query: { id } }));
    const restored = await send('pohonProfesi.setStatus', {
      body: { id, status: 'ENABLE', updated_at: row.updated_at },
    });
    expect(restored.status).toBe(200);
    const list = await send('pohonProfesi.list', { query: { draw: 1, search: 'Arsip' } });
    expect((list.body.data as [{ list_data: { total: number } }])[0].list_data.total).toBe(1);
  });

  it("a user's photo: only our uploads, kept when an edit leaves it out", async () => {
    const photo = (
      (await upload(h, PNG_BYTES, 'me.png', 'image/png', h.tokens.admin)).body.data as {
        path_file: string;
      }
    ).path_file;
    const id = h.fixtures.targetUserId;
    const base = {
      id,
      username: 'sasaran',
      name: 'Sasaran',
      selected_role: JSON.stringify([h.fixtures.readerRoleId]),
    };
    const read = async () => recordOf(await send('users.get', { query: { id } }));
    const set = await send('users.update', {
      body: { ...base, path_photo: photo, updated_at: (await read()).updated_at },
    });
    expect(set.status).toBe(200);
    expect((await read()).path_photo).toBe(photo);
    expect(
      (await send('users.update', { body: { ...base, updated_at: (await read()).updated_at } }))
        .status,
    ).toBe(200);
    expect((await read()).path_photo).toBe(photo);
    const foreign = await send('users.update', {
      body: { ...base, path_photo: 'javascript:alert(1)', updated_at: (await read()).updated_at },
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.data as object)).toEqual(['path_photo']);
  });

  it('a menu type is locked on edit', async () => {
    const row = recordOf(await send('menus.get', { query: { id: 1 } }));
    expect(row.menu_master_type).toBe('LABEL');
    const answer = await send('menus.update', {
      body: {
        id: 1,
        menu_tipe: 'MENU',
        nama_menu: 'X',
        link_path_menu: '/x',
        link_name_menu: 'x',
        urutan_menu: 1,
        parent_menu: 0,
        updated_at: row.updated_at,
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.data as object)).toContain('menu_tipe');
  });
});
