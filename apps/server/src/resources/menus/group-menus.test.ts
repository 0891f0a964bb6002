import { fieldMessage, id as texts } from '@cermat/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuMaster } from '../../db/schema';
import { call, entry } from '../../../test/support/client';
import { drivers, useHarness } from '../../../test/support/harness';

type MenuRow = Record<string, unknown> & { updated_at: string };

// DECISIONS "A MENU with no link is a group": it holds submenus and opens
// nothing; link path and link name go together, or neither is given.
describe.each(drivers)('group menus, on %s', (driver) => {
  const h = useHarness(driver);
  const send = (name: string, input: object) => call(h, entry(name), input, h.tokens.admin);

  const menuNamed = async (name: string) => {
    const [row] = await h.db
      .select()
      .from(menuMaster)
      .where(and(eq(menuMaster.menu_master_nama, name), eq(menuMaster.menu_master_type, 'MENU')));
    return row!;
  };

  it('edits the seeded Master group without a link, and it stays a group', async () => {
    const master = await menuNamed('Master');
    expect(master.menu_master_link_path).toBe('');
    const read = await send('menus.get', { query: { id: master.id_menu_master } });
    const [[row]] = read.body.data as [[MenuRow]];
    const answer = await send('menus.update', {
      body: {
        id: master.id_menu_master,
        menu_tipe: 'MENU',
        nama_menu: 'Master Data',
        link_path_menu: '',
        link_name_menu: '',
        urutan_menu: master.menu_master_urutan,
        parent_menu: master.menu_master_parent,
        updated_at: row.updated_at,
      },
    });
    expect(answer.status).toBe(200);
    const after = await menuNamed('Master Data');
    expect([after.menu_master_link_path, after.menu_master_link_name]).toEqual(['', '']);
  });

  it('creates a group, a screen under it, and the side menu shows both', async () => {
    const group = await send('menus.create', {
      body: { menu_tipe: 'MENU', nama_menu: 'Laporan Grup', urutan_menu: 9, parent_menu: 0 },
    });
    expect(group.status).toBe(200);
    const groupId = (await menuNamed('Laporan Grup')).id_menu_master;
    const child = await send('menus.create', {
      body: {
        menu_tipe: 'MENU',
        nama_menu: 'Laporan Harian',
        link_path_menu: '/laporan-harian',
        link_name_menu: 'laporan-harian',
        urutan_menu: 1,
        parent_menu: groupId,
      },
    });
    expect(child.status).toBe(200);
    const me = await send('auth.me', {});
    const { roles, active_role_id } = me.body.data as {
      roles: {
        id_role: number;
        menu_access: { id_menu_master: number; menu_master_parent: number }[];
      }[];
      active_role_id: number;
    };
    const shown = roles.find((r) => r.id_role === active_role_id)!.menu_access;
    expect(shown.some((m) => m.id_menu_master === groupId)).toBe(true);
    expect(shown.some((m) => m.menu_master_parent === groupId)).toBe(true);
  });

  it('refuses to blank the links of the Role menu: turning it into a group would lock everyone out', async () => {
    const role = await h.db
      .select()
      .from(menuMaster)
      .where(eq(menuMaster.menu_master_link_name, 'all-role'));
    const row = role[0]!;
    const read = await send('menus.get', { query: { id: row.id_menu_master } });
    const [[stored]] = read.body.data as [[MenuRow]];
    const answer = await send('menus.update', {
      body: {
        id: row.id_menu_master,
        menu_tipe: 'MENU',
        nama_menu: row.menu_master_nama,
        link_path_menu: '',
        link_name_menu: '',
        urutan_menu: row.menu_master_urutan,
        parent_menu: row.menu_master_parent,
        updated_at: stored.updated_at,
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.data).toBe(texts.server.lockout);
    const [after] = await h.db
      .select()
      .from(menuMaster)
      .where(eq(menuMaster.id_menu_master, row.id_menu_master));
    expect(after!.menu_master_link_name).toBe('all-role');
  });

  it('lets the Role menu lose only its path: rights follow its link name, so no one is locked out', async () => {
    const [row] = await h.db
      .select()
      .from(menuMaster)
      .where(eq(menuMaster.menu_master_link_name, 'all-role'));
    const update = async (path: string) => {
      const read = await send('menus.get', { query: { id: row!.id_menu_master } });
      const [[stored]] = read.body.data as [[MenuRow]];
      return send('menus.update', {
        body: {
          id: row!.id_menu_master,
          menu_tipe: 'MENU',
          nama_menu: row!.menu_master_nama,
          link_path_menu: path,
          link_name_menu: 'all-role',
          urutan_menu: row!.menu_master_urutan,
          parent_menu: row!.menu_master_parent,
          updated_at: stored.updated_at,
        },
      });
    };
    expect((await update('')).status).toBe(200);
    // The administrator still reads and writes roles, and puts the path back.
    expect((await send('roles.list', { query: { draw: 1 } })).status).toBe(200);
    expect((await update(row!.menu_master_link_path)).status).toBe(200);
    const [after] = await h.db
      .select()
      .from(menuMaster)
      .where(eq(menuMaster.id_menu_master, row!.id_menu_master));
    expect(after!.menu_master_link_path).toBe(row!.menu_master_link_path);
  });

  it('keeps a group its link name, as the seeded groups keep theirs', async () => {
    const answer = await send('menus.create', {
      body: {
        menu_tipe: 'MENU',
        nama_menu: 'Grup Bernama',
        link_name_menu: 'grup-bernama',
        urutan_menu: 1,
        parent_menu: 0,
      },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a link path without its link name, naming the link name', async () => {
    for (const [given, missing] of [
      [{ link_path_menu: '/setengah' }, 'link_name_menu'],
      [{ link_path_menu: '/setengah', link_name_menu: '   ' }, 'link_name_menu'],
    ] as const) {
      const answer = await send('menus.create', {
        body: {
          menu_tipe: 'MENU',
          nama_menu: 'Setengah',
          urutan_menu: 1,
          parent_menu: 0,
          ...given,
        },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.data).toEqual({
        [missing]: [fieldMessage(texts.menu.linkName, { kind: 'required' })],
      });
    }
  });
});
