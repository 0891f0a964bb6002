import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { someoneAdministers } from '../src/auth/lockout';
import { roleMenus } from '../src/db/schema';
import { call, entry } from './support/client';
import { drivers, useHarness } from './support/harness';
import { roleStamp } from './support/inputs';
import { effectiveRights, menuIds, personWith, roleWith } from './support/people';

interface Detail {
  hak_akses: { idhak_akses: number; menu: string }[];
  list_hak_akses: { hak_akses_idhak_akses: number }[];
  jadwal_pelaksanaan: { idjadwal_pelaksanaan: number }[];
}

// DECISIONS "One permission model": the Hak Akses modal's menus are the rights
// of the role-menu screen, the side menu and auth/get-hak-akses.
describe.each(drivers)('one permission model, on %s', (driver) => {
  const h = useHarness(driver);

  const send = (name: string, input: Parameters<typeof call>[2] = {}, token = h.tokens.admin) =>
    call(h, entry(name), input, token);

  const detailOf = async (roleId: number, token = h.tokens.admin) =>
    (await send('roleAccess.detail', { params: { id_role: roleId } }, token)).body.data as Detail;

  /** The modal's save of `roleId` with these menus, as the console sends it. */
  async function saveModal(roleId: number, menus: number[], token = h.tokens.admin) {
    const detail = await detailOf(roleId);
    const schedule = detail.jadwal_pelaksanaan[0]!.idjadwal_pelaksanaan;
    const codes = (
      await send('roleAccess.testCodes', { params: { idjadwal_pelaksanaan: schedule } })
    ).body.data as { idjadwal: number; kode_tes: string }[];
    return send(
      'roleAccess.update',
      {
        params: { id_role: roleId },
        body: {
          id_role: roleId,
          role_name: `Role ${roleId}`,
          menu: menus.map((id) => ({ idhak_akses: id, menu: 'x' })),
          idjadwal_pelaksanaan: schedule,
          kode_tes: codes.slice(0, 1),
          updated_at: await roleStamp(h, roleId),
        },
      },
      token,
    );
  }

  const menuVersion = async (token = h.tokens.admin) =>
    ((await send('auth.checkToken', {}, token)).body.data as { menu_version: number }).menu_version;

  it('choosing Role and User in the modal grants read; every other view agrees at once', async () => {
    const f = h.fixtures;
    const ids = await menuIds(h, ['all-role', 'all-user', 'master', 'label-utama']);
    const before = await menuVersion(h.tokens.noAccess);
    expect(
      (await saveModal(f.noAccessRoleId, [ids.get('all-role')!, ids.get('all-user')!])).status,
    ).toBe(200);
    const granted = [...ids.values()].sort((a, b) => a - b);

    // The side menu's data (auth/me) now has Role, User, their parent and heading, read only.
    const me = (await send('auth.me', {}, h.tokens.noAccess)).body.data as {
      roles: {
        id_role: number;
        menu_access: { id_menu_master: number; is_read: number; is_write: number }[];
      }[];
    };
    const access = me.roles.find((r) => r.id_role === f.noAccessRoleId)!.menu_access;
    expect(access.map((m) => m.id_menu_master).sort((a, b) => a - b)).toEqual(granted);
    expect(access.every((m) => m.is_read === 1 && m.is_write === 0)).toBe(true);
    // The role-menu screen reads the same rights.
    const roleMenu = (await send('menus.menuRole', { query: { id_role: f.noAccessRoleId } })).body
      .data as { data_menu: string; menu_write: string };
    expect(JSON.parse(roleMenu.data_menu)).toEqual(granted);
    expect(JSON.parse(roleMenu.menu_write)).toEqual([]);
    // The modal reads them back (as menus of the options), and get-hak-akses agrees.
    const detail = await detailOf(f.noAccessRoleId);
    // Headings are not options: the modal lists the menus, the heading follows them.
    const menus = granted.filter((m) => m !== ids.get('label-utama'));
    expect(detail.list_hak_akses.map((m) => m.hak_akses_idhak_akses).sort((a, b) => a - b)).toEqual(
      menus,
    );
    expect(detail.hak_akses.find((o) => o.idhak_akses === ids.get('all-role'))?.menu).toBe(
      'Master / Role',
    );
    for (const menu of ['Role', 'User']) {
      const rights = await send(
        'auth.getHakAkses',
        { query: { menu, role: f.noAccessRoleId } },
        h.tokens.noAccess,
      );
      expect(rights.body.data).toEqual({ is_read: 1, is_write: 0 });
    }
    // And the server enforces it: the role list reads, a write is still refused.
    expect((await send('roles.list', { query: { draw: 1 } }, h.tokens.noAccess)).status).toBe(200);
    expect(
      (await send('roles.create', { body: { role_name: 'Baru' } }, h.tokens.noAccess)).status,
    ).toBe(403);
    expect(await menuVersion(h.tokens.noAccess)).toBeGreaterThan(before);
  });

  it('a save from the modal keeps the write flags of menus that stay chosen', async () => {
    const ids = await menuIds(h, ['all-role', 'pohon-profesi']);
    const role = await roleWith(h, 'Penulis Pohon', [
      { link: 'pohon-profesi', write: true },
      { link: 'all-role', write: true },
    ]);
    expect((await saveModal(role, [ids.get('pohon-profesi')!])).status).toBe(200);
    const rows = await h.db.select().from(roleMenus).where(eq(roleMenus.id_role, role));
    const byMenu = new Map(rows.map((r) => [r.id_menu_master, r.is_write]));
    expect(byMenu.get(ids.get('pohon-profesi')!)).toBe(true);
    expect(byMenu.has(ids.get('all-role')!)).toBe(false);
  });

  it('only enabled menus may be chosen: an unknown or disabled one is 422 on menu', async () => {
    for (const id of [999_999, h.fixtures.disabled.menuId]) {
      const answer = await saveModal(h.fixtures.noAccessRoleId, [id]);
      expect(answer.status).toBe(422);
      expect(answer.body.data).toEqual({ menu: [texts.server.invalid] });
    }
  });

  it('attacker: a role editor cannot grant through the modal a menu it does not hold', async () => {
    const ids = await menuIds(h, ['all-role', 'all-user']);
    const editor = await roleWith(h, 'Pengelola Role', [
      { link: 'label-utama', write: false },
      { link: 'master', write: false },
      { link: 'all-role', write: true },
    ]);
    const me = await personWith(h, 'pengelola-role', [editor]);
    const victim = await roleWith(h, 'Sasaran Hak', []);
    const holder = await personWith(h, 'pemegang', [victim]);
    const refused = await saveModal(victim, [ids.get('all-user')!], me.token);
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message).toContain('Anda tidak dapat memberikan hak akses');
    // Nor to its own role (a self-grant), and nothing changed either way.
    expect(
      (await saveModal(editor, [ids.get('all-user')!, ids.get('all-role')!], me.token)).status,
    ).toBe(403);
    const rights = await effectiveRights(h);
    expect(rights.get(holder.userId)).toBeUndefined();
    expect([...rights.get(me.userId)!].some((r) => r.startsWith('all-user'))).toBe(false);
    // What it holds it may give.
    expect((await saveModal(victim, [ids.get('all-role')!], me.token)).status).toBe(200);
    expect((await effectiveRights(h)).get(holder.userId)?.has('all-role:read')).toBe(true);
  });

  it('attacker: the modal cannot take the last administrator’s rights', async () => {
    const dashboard = (await menuIds(h, ['dashboard'])).get('dashboard')!;
    const answer = await saveModal(h.fixtures.adminRoleId, [dashboard]);
    expect(answer.status).toBe(409);
    expect(answer.body.data).toBe(texts.server.lockout);
    expect(await someoneAdministers(h.db)).toBe(true);
  });

  it('menu_version moves with menus, rights and roles, in the database, not otherwise', async () => {
    const v0 = await menuVersion();
    await send('pohonProfesi.create', { body: { nama_pohon_profesi: 'Tidak Terkait' } });
    expect(await menuVersion()).toBe(v0);
    const pohon = (await menuIds(h, ['pohon-profesi'])).get('pohon-profesi')!;
    await send('menus.setStatus', { body: { id: pohon, status: 'DISABLE' } });
    const v1 = await menuVersion();
    expect(v1).toBeGreaterThan(v0);
    await send('menus.saveMenuRole', {
      body: { id_role: h.fixtures.noAccessRoleId, menu_data: JSON.stringify([pohon]) },
    });
    expect(await menuVersion()).toBeGreaterThan(v1);
  });
});
