import { id as texts } from '@cermat/core';
import { describe, expect, it } from 'vitest';
import { call, entry, type CallInput } from './support/client';
import { drivers, useHarness, type Harness } from './support/harness';
import { pageBody, roleStamp } from './support/inputs';

/**
 * Every write call of spec §7 with its payload exactly as the spec writes it: no version
 * (`updated_at`) anywhere. They must work as written (DECISIONS "Data": last write wins).
 */
function specPayloads(h: Harness): [string, () => Promise<CallInput> | CallInput][] {
  const menuForm = {
    menu_tipe: 'MENU',
    form_menu: true,
    nama_menu: 'Menu Spesifikasi',
    icon_menu: 'bx bx-home',
    link_path_menu: '/spesifikasi',
    link_name_menu: 'spesifikasi',
    urutan_menu: 3,
    parent_menu: 0,
    form_label: false,
    nama_label: '',
    urutan_label: 1,
  };
  const user = () => ({
    username: 'spesifikasi',
    password: 'rahasia-123',
    password_confirm: 'rahasia-123',
    name: 'Spesifikasi',
    path_photo: null,
    selected_role: JSON.stringify([h.fixtures.readerRoleId]),
  });
  return [
    ['roleAccess.create', () => ({ body: { role_name: 'Modal', role_description: 'Uji' } })],
    [
      'roleAccess.update',
      async () => {
        const detail = (
          await call(
            h,
            entry('roleAccess.detail'),
            { params: { id_role: h.fixtures.readerRoleId } },
            h.tokens.admin,
          )
        ).body.data as {
          hak_akses: { idhak_akses: number; menu: string }[];
          jadwal_pelaksanaan: { idjadwal_pelaksanaan: number }[];
        };
        const schedule = detail.jadwal_pelaksanaan[0]!.idjadwal_pelaksanaan;
        const codes = (
          await call(
            h,
            entry('roleAccess.testCodes'),
            { params: { idjadwal_pelaksanaan: schedule } },
            h.tokens.admin,
          )
        ).body.data as { idjadwal: number; kode_tes: string }[];
        return {
          params: { id_role: h.fixtures.readerRoleId },
          body: {
            id_role: h.fixtures.readerRoleId,
            role_name: 'Baca Saja',
            role_description: 'Hanya membaca',
            menu: detail.hak_akses.slice(0, 1),
            idjadwal_pelaksanaan: schedule,
            kode_tes: codes.slice(0, 1),
          },
        };
      },
    ],
    ['roleAccess.remove', () => ({ params: { id_role: h.fixtures.disabled.roleId } })],
    ['roles.create', () => ({ body: { role_name: 'Role Spesifikasi', role_description: 'x' } })],
    [
      'roles.update',
      () => ({
        body: {
          id: h.fixtures.readerRoleId,
          role_name: 'Baca Saja',
          role_description: 'Diperbarui',
        },
      }),
    ],
    ['roles.setStatus', () => ({ body: { id: h.fixtures.noAccessRoleId, status: 'DISABLE' } })],
    ['roles.remove', () => ({ body: { id_role: h.fixtures.disabled.roleId } })],
    ['users.create', () => ({ body: user() })],
    [
      'users.update',
      () => ({
        body: {
          ...user(),
          id: h.fixtures.targetUserId,
          username: 'sasaran',
          password: '',
          password_confirm: '',
        },
      }),
    ],
    ['users.setStatus', () => ({ body: { id: h.fixtures.targetUserId, status: 'DISABLE' } })],
    ['users.remove', () => ({ body: { id: h.fixtures.disabled.userId } })],
    ['pages.create', () => ({ body: pageBody('spesifikasi') })],
    ['pages.update', () => ({ body: { id: 1, ...pageBody('beranda') } })],
    ['pages.setStatus', () => ({ body: { id: 2, status: 'DISABLE' } })],
    ['pages.remove', () => ({ body: { id: h.fixtures.disabled.pageId } })],
    ['menus.create', () => ({ body: menuForm })],
    [
      'menus.update',
      () => ({
        body: {
          ...menuForm,
          menu_tipe: 'LABEL',
          form_menu: false,
          form_label: true,
          nama_label: 'Utama',
          id: 1,
        },
      }),
    ],
    ['menus.setStatus', () => ({ body: { id: h.fixtures.disabled.menuId, status: 'ENABLE' } })],
    ['menus.remove', () => ({ body: { id: h.fixtures.disabled.menuId } })],
    ['menus.saveOrdering', () => ({ body: { list_menu: JSON.stringify([{ id: 1 }, { id: 2 }]) } })],
    [
      'menus.saveMenuRole',
      () => ({ body: { id_role: h.fixtures.readerRoleId, menu_data: JSON.stringify([1, 2]) } }),
    ],
    ['pohonProfesi.setStatus', () => ({ body: { id: 2, status: 'DISABLE' } })],
    ['pohonProfesi.remove', () => ({ body: { id: h.fixtures.disabled.pohonId } })],
    ['configs.save', () => ({ body: { ONE_TIME_LOGIN: 'Tidak', CAPTCHA: 'Tidak' } })],
  ];
}

describe.each(drivers)("the spec's payloads work as written, on %s", (driver) => {
  const h = useHarness(driver);

  it.each(specPayloads(h).map(([name, make]) => [name, make] as const))(
    '%s without a version',
    async (name, make) => {
      const answer = await call(h, entry(name), await make(), h.tokens.admin);
      expect(answer.body.meta).toMatchObject({ code: 200 });
      expect(answer.status).toBe(200);
    },
  );

  const readOne = (id: number) => call(h, entry('roles.get'), { query: { id } }, h.tokens.admin);
  const edit = (id: number, headers: Record<string, string>, updated_at?: string) =>
    call(
      h,
      entry('roles.update'),
      { body: { id, role_name: 'Baca Saja', role_description: 'Versi', updated_at } },
      h.tokens.admin,
      headers,
    );

  it('a read of one record sends its version as the ETag', async () => {
    const id = h.fixtures.readerRoleId;
    const answer = await readOne(id);
    expect(answer.headers.get('etag')).toBe(`"${await roleStamp(h, id)}"`);
  });

  it('If-Match with the version read is accepted; a stale one is 409', async () => {
    const id = h.fixtures.readerRoleId;
    const etag = (await readOne(id)).headers.get('etag')!;
    expect((await edit(id, { 'if-match': etag })).status).toBe(200);
    const stale = await edit(id, { 'if-match': etag });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toBe(texts.server.stale);
    expect((await edit(id, { 'if-match': '*' })).status).toBe(200);
    expect((await edit(id, { 'if-match': 'W/"lemah"' })).status).toBe(409);
  });

  it("the body's updated_at still guards as the console sends it", async () => {
    const id = h.fixtures.readerRoleId;
    const read = await roleStamp(h, id);
    expect((await edit(id, {}, read)).status).toBe(200);
    expect((await edit(id, {}, read)).status).toBe(409);
  });
});
