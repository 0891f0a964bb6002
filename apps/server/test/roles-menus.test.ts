import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roleMenus } from '../src/db/schema';
import { call, PNG_BYTES, upload, entry } from './support/client';
import { drivers, useHarness } from './support/harness';
import { roleStamp } from './support/inputs';
import { menuIds } from './support/people';

describe.each(drivers)('role access, menus and configuration on %s', (driver) => {
  const h = useHarness(driver);

  const send = (name: string, input: Parameters<typeof call>[2] = {}, token = h.tokens.admin) =>
    call(h, entry(name), input, token);

  it('the Hak Akses modal: detail, test codes by schedule, update, read back', async () => {
    const roleId = h.fixtures.noAccessRoleId;
    const detail = (await send('roleAccess.detail', { params: { id_role: roleId } })).body.data as {
      hak_akses: { idhak_akses: number; menu: string }[];
      roles_data_akses: unknown;
      jadwal_pelaksanaan: { idjadwal_pelaksanaan: number }[];
    };
    expect(detail.roles_data_akses).toBeNull();
    const schedule = detail.jadwal_pelaksanaan[1]!.idjadwal_pelaksanaan;
    const codes = (
      await send('roleAccess.testCodes', { params: { idjadwal_pelaksanaan: schedule } })
    ).body.data as { idjadwal: number; kode_tes: string }[];
    expect(codes.map((c) => c.kode_tes)).toEqual(['AK-2026-02A', 'AK-2026-02B']);

    const body = {
      id_role: roleId,
      role_name: 'Tanpa Akses',
      role_description: 'Kini dengan jadwal',
      menu: detail.hak_akses.slice(0, 2),
      idjadwal_pelaksanaan: schedule,
      kode_tes: codes.slice(0, 1),
      updated_at: await roleStamp(h, roleId),
    };
    const saved = await send('roleAccess.update', { params: { id_role: roleId }, body });
    expect(saved.status).toBe(200);
    expect(saved.body.meta.message).toBe(texts.server.updated);
    const after = entry('roleAccess.detail').data.parse(
      (await send('roleAccess.detail', { params: { id_role: roleId } })).body.data,
    ) as {
      roles_data_akses: unknown;
      list_hak_akses: unknown[];
      list_kode_tes: { jadwal_kode_tes: string }[];
    };
    expect(after.roles_data_akses).toEqual({ jadwal_pelaksanaan_idjadwal_pelaksanaan: schedule });
    expect(after.list_hak_akses).toHaveLength(2);
    expect(after.list_kode_tes.map((k) => k.jadwal_kode_tes)).toEqual(['AK-2026-02A']);

    // A test code of another schedule is refused.
    const otherCode = (await send('roleAccess.testCodes', { params: { idjadwal_pelaksanaan: 1 } }))
      .body.data as {
      idjadwal: number;
      kode_tes: string;
    }[];
    const wrong = await send('roleAccess.update', {
      params: { id_role: roleId },
      body: { ...body, kode_tes: otherCode.slice(0, 1), updated_at: await roleStamp(h, roleId) },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.data as object)).toEqual(['kode_tes']);

    // Empty lists are the 'Data belum lengkap' rule, enforced by the contract.
    const empty = await send('roleAccess.update', {
      params: { id_role: roleId },
      body: { ...body, menu: [], updated_at: await roleStamp(h, roleId) },
    });
    expect(empty.status).toBe(422);
  });

  it('an administrator saving its own Hak Akses unchanged keeps every right, headings and disabled menus included', async () => {
    const adminRole = h.fixtures.adminRoleId;
    const rights = async () =>
      (await h.db.select().from(roleMenus).where(eq(roleMenus.id_role, adminRole)))
        .map((r) => `${r.id_menu_master}:${r.is_read}:${r.is_write}`)
        .sort();
    const pageMenu = (await menuIds(h, ['all-page'])).get('all-page')!;
    expect(
      (await send('menus.setStatus', { body: { id: pageMenu, status: 'DISABLE' } })).status,
    ).toBe(200);
    const before = await rights();
    const detail = (await send('roleAccess.detail', { params: { id_role: adminRole } })).body
      .data as {
      list_hak_akses: { hak_akses_idhak_akses: number; menu: string }[];
      jadwal_pelaksanaan: { idjadwal_pelaksanaan: number }[];
    };
    const schedule = detail.jadwal_pelaksanaan[0]!.idjadwal_pelaksanaan;
    const codes = (
      await send('roleAccess.testCodes', { params: { idjadwal_pelaksanaan: schedule } })
    ).body.data as { idjadwal: number; kode_tes: string }[];
    const saved = await send('roleAccess.update', {
      params: { id_role: adminRole },
      body: {
        id_role: adminRole,
        role_name: 'Admin',
        role_description: 'Administrator',
        menu: detail.list_hak_akses.map((m) => ({
          idhak_akses: m.hak_akses_idhak_akses,
          menu: m.menu,
        })),
        idjadwal_pelaksanaan: schedule,
        kode_tes: codes.slice(0, 1),
        updated_at: await roleStamp(h, adminRole),
      },
    });
    expect(saved.status).toBe(200);
    expect(await rights()).toEqual(before);
    // Still the administrator: a menu it creates is its own, so it may grant it.
    const created = await send('menus.create', {
      body: {
        menu_tipe: 'MENU',
        nama_menu: 'Baru Sesudah',
        link_path_menu: '/baru-sesudah',
        link_name_menu: 'baru-sesudah',
        urutan_menu: 99,
        parent_menu: 0,
      },
    });
    expect(created.status).toBe(200);
    const fresh = (await menuIds(h, ['baru-sesudah'])).get('baru-sesudah')!;
    const granted = await send('menus.saveMenuRole', {
      body: { id_role: h.fixtures.noAccessRoleId, menu_data: JSON.stringify([fresh]) },
    });
    expect(granted.status).toBe(200);
  });

  it('master/roles: create answers the spec text, delete of an ENABLE role is 409', async () => {
    const created = await send('roleAccess.create', { body: { role_name: 'Role Modal' } });
    expect(created.body.meta.message).toBe(texts.server.saved);
    const refused = await send('roleAccess.remove', {
      params: { id_role: h.fixtures.readerRoleId },
    });
    expect(refused.status).toBe(409);
    const removed = await send('roleAccess.remove', {
      params: { id_role: h.fixtures.disabled.roleId },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.meta.message).toBe(texts.server.deleted);
  });

  it('role-menu: read and write rights saved, then enforced', async () => {
    const f = h.fixtures;
    const menus = (
      await send('menus.list', { query: { draw: 1, length: 500, search: 'Pohon Profesi' } })
    ).body.data as [
      { list_data: { data: { id_menu_master: number; menu_master_link_name: string }[] } },
    ];
    const pohon = menus[0].list_data.data.find(
      (m) => m.menu_master_link_name === 'pohon-profesi',
    )!.id_menu_master;
    const saved = await send('menus.saveMenuRole', {
      body: { id_role: f.noAccessRoleId, menu_data: JSON.stringify([pohon]), menu_write: '[]' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.meta.message).toBe(texts.server.menuConfigSaved);
    const read = (await send('menus.menuRole', { query: { id_role: f.noAccessRoleId } })).body
      .data as {
      data_menu: string;
      menu_write: string;
    };
    // The menu and, so that it shows, its parent Master and their heading Utama.
    const ids = await menuIds(h, ['label-utama', 'master']);
    expect(JSON.parse(read.data_menu)).toEqual(
      [ids.get('label-utama')!, ids.get('master')!, pohon].sort((a, b) => a - b),
    );
    expect(JSON.parse(read.menu_write)).toEqual([]);
    expect(
      (await send('pohonProfesi.list', { query: { draw: 1 } }, h.tokens.noAccess)).status,
    ).toBe(200);
    expect(
      (await send('pohonProfesi.create', { body: { nama_pohon_profesi: 'X' } }, h.tokens.noAccess))
        .status,
    ).toBe(403);

    await send('menus.saveMenuRole', {
      body: { id_role: f.noAccessRoleId, menu_data: '[]', menu_write: JSON.stringify([pohon]) },
    });
    expect(
      (await send('pohonProfesi.create', { body: { nama_pohon_profesi: 'X' } }, h.tokens.noAccess))
        .status,
    ).toBe(200);
  });

  it('menu ordering: the nested tree, saved order and parents read back', async () => {
    const tree = (
      (await send('menus.ordering')).body.data as [
        { id: number; name: string; sub?: { id: number }[] }[],
      ]
    )[0];
    const master = tree.find((m) => m.name === 'Master')!;
    expect(master.sub?.length).toBeGreaterThan(3);
    // Move the first submenu of Master to the top level, first place.
    const moved = master.sub![0]!.id;
    const order = [
      { id: moved },
      ...tree.map((m) => ({ id: m.id, sub: (m.sub ?? []).filter((s) => s.id !== moved) })),
    ];
    const saved = await send('menus.saveOrdering', { body: { list_menu: JSON.stringify(order) } });
    expect(saved.status).toBe(200);
    const again = ((await send('menus.ordering')).body.data as [{ id: number }[]])[0];
    expect(again[0]!.id).toBe(moved);
    const duplicated = await send('menus.saveOrdering', {
      body: { list_menu: JSON.stringify([{ id: 1 }, { id: 1 }]) },
    });
    expect(duplicated.status).toBe(422);
  });

  it('a menu cannot become its own ancestor', async () => {
    const tree = (
      (await send('menus.ordering')).body.data as [
        { id: number; name: string; sub?: { id: number }[] }[],
      ]
    )[0];
    const master = tree.find((m) => m.name === 'Master')!;
    const child = master.sub![0]!.id;
    const row = (
      (await send('menus.get', { query: { id: master.id } })).body.data as [
        [Record<string, unknown>],
      ]
    )[0][0];
    const answer = await send('menus.update', {
      body: {
        id: master.id,
        menu_tipe: 'MENU',
        nama_menu: 'Master',
        link_path_menu: '/master',
        link_name_menu: 'master',
        urutan_menu: 1,
        parent_menu: child,
        updated_at: row.updated_at,
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.data as object)).toEqual(['parent_menu']);
  });

  it('configuration: read by anyone signed in, saved with write, logos only our uploads', async () => {
    const read = await send('configs.get', {}, h.tokens.noAccess);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ ONE_TIME_LOGIN: 'Tidak', CAPTCHA: 'Tidak' });
    const photo = (
      (await upload(h, PNG_BYTES, 'logo.png', 'image/png', h.tokens.admin)).body.data as {
        path_file: string;
      }
    ).path_file;
    const saved = await send('configs.save', { body: { CAPTCHA: 'Ya', LOGO_SMALL: photo } });
    expect(saved.status).toBe(200);
    expect(saved.body.meta.message).toBe(texts.server.configSaved);
    expect((await send('configs.get')).body.data).toMatchObject({
      CAPTCHA: 'Ya',
      LOGO_SMALL: photo,
    });
    const foreign = await send('configs.save', {
      body: { LOGO_FULL_DARK: 'https://evil.example/x.png' },
    });
    expect(foreign.status).toBe(422);
    const unknown = await send('configs.save', { body: { SOMETHING_ELSE: 'x' } });
    expect(unknown.status).toBe(422);
  });

  it('role-active lists only enabled roles', async () => {
    const data = (await send('references.roleActive')).body.data as {
      referensi: { role_name: string }[];
    };
    const names = data.referensi.map((r) => r.role_name);
    expect(names).toContain('Admin');
    expect(names).not.toContain('Arsip');
  });
});
