import { id as texts } from '@cermat/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw';
import { call, entry } from './support/client';
import { drivers, useHarness } from './support/harness';

interface Kind {
  entry: string;
  field: string;
  /** The body of the i-th create: the same name, in another case now and then. */
  body: (i: number, readerRoleId: number) => Record<string, unknown>;
  /** How many rows carry that name, without regard to case. */
  count: string;
}

const cased = (name: string, i: number) => (i % 2 ? name.toUpperCase() : name);

const kinds: Kind[] = [
  {
    entry: 'roles.create',
    field: 'role_name',
    body: (i) => ({ role_name: cased('Role Kembar', i) }),
    count: `select count(*) as n from roles where lower(role_name) = 'role kembar'`,
  },
  {
    entry: 'users.create',
    field: 'username',
    body: (i, role) => ({
      username: cased('kembar', i),
      name: 'Kembar',
      password: 'rahasia-123',
      password_confirm: 'rahasia-123',
      selected_role: JSON.stringify([role]),
    }),
    count: `select count(*) as n from users where lower(username) = 'kembar'`,
  },
  {
    entry: 'menus.create',
    field: 'nama_label',
    body: (i) => ({ menu_tipe: 'LABEL', nama_label: cased('Label Kembar', i), urutan_label: 5 }),
    count: `select count(*) as n from menu_master where lower(menu_master_nama) = 'label kembar'`,
  },
  {
    entry: 'pohonProfesi.create',
    field: 'nama_pohon_profesi',
    body: (i) => ({ nama_pohon_profesi: cased('Dahan Kembar', i) }),
    count: `select count(*) as n from pohon_profesi where lower(nama_pohon_profesi) = 'dahan kembar'`,
  },
  {
    entry: 'pelaksanaan.create',
    field: 'pelaksanaan',
    body: (i) => ({
      pelaksanaan: cased('Jadwal Kembar', i),
      kode_tes: [{ kode_tes: `KEMBAR-${i}` }],
    }),
    count: `select count(*) as n from jadwal_pelaksanaan where lower(pelaksanaan) = 'jadwal kembar'`,
  },
];

// DECISIONS "Unique means unique": the database decides, case aside.
describe.each(drivers)('unique means unique on %s', (driver) => {
  const h = useHarness(driver);

  it.each(kinds.map((k) => [k.entry, k] as const))(
    '50 parallel %s of one name give one row and 49 field errors',
    async (_, kind) => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(
            h,
            entry(kind.entry),
            { body: kind.body(i, h.fixtures.readerRoleId) },
            h.tokens.admin,
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(422);
        expect(refused.body.data).toEqual({ [kind.field]: [texts.server.duplicate] });
      }
      const [row] = await queryRows(h.db, sql.raw(kind.count));
      expect(Number(row!.n)).toBe(1);
    },
  );

  it('a menu name may repeat under another parent', async () => {
    const under = (parent: number) =>
      call(
        h,
        entry('menus.create'),
        {
          body: {
            menu_tipe: 'MENU',
            nama_menu: 'Anak Kembar',
            link_path_menu: `/anak-${parent}`,
            link_name_menu: `anak-${parent}`,
            urutan_menu: 1,
            parent_menu: parent,
          },
        },
        h.tokens.admin,
      );
    expect((await under(0)).status).toBe(200);
    const [parent] = await queryRows(
      h.db,
      sql`select id_menu_master as id from menu_master where menu_master_type = 'MENU' and menu_master_link_path = '' limit 1`,
    );
    expect((await under(Number(parent!.id))).status).toBe(200);
    const again = await under(0);
    expect(again.status).toBe(422);
  });

  it('ordering cannot put two menus of one name under one parent', async () => {
    const child = (name: string, parent: number, link: string) =>
      call(
        h,
        entry('menus.create'),
        {
          body: {
            menu_tipe: 'MENU',
            nama_menu: name,
            link_path_menu: `/${link}`,
            link_name_menu: link,
            urutan_menu: 1,
            parent_menu: parent,
          },
        },
        h.tokens.admin,
      );
    expect((await child('Kembar', 0, 'kembar-a')).status).toBe(200);
    const [top] = await queryRows(
      h.db,
      sql`select id_menu_master as id from menu_master where menu_master_link_name = 'kembar-a'`,
    );
    expect((await child('Lain', Number(top!.id), 'kembar-b')).status).toBe(200);
    const [other] = await queryRows(
      h.db,
      sql`select id_menu_master as id from menu_master where menu_master_link_name = 'kembar-b'`,
    );
    // Renamed to the same name as its parent, then moved beside it.
    await h.db.execute(
      sql`update menu_master set menu_master_nama = 'KEMBAR' where id_menu_master = ${Number(other!.id)}`,
    );
    const answer = await call(
      h,
      entry('menus.saveOrdering'),
      { body: { list_menu: JSON.stringify([{ id: Number(top!.id) }, { id: Number(other!.id) }]) } },
      h.tokens.admin,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({ list_menu: [texts.server.duplicate] });
  });
});
