import { id as texts } from '@cermat/core';
import { describe, expect, it } from 'vitest';
import { call, entry, login } from './support/client';
import { drivers, useHarness } from './support/harness';
import { effectiveRights, menuIds, personWith, roleId, roleWith } from './support/people';

const ALL_LINKS = ['all-role', 'all-menu', 'all-user', 'konfigurasi', 'all-page', 'pohon-profesi'];

// DECISIONS "No one grants what they do not hold": each path an attacker tried.
describe.each(drivers)('no one grants what they do not hold, on %s', (driver) => {
  const h = useHarness(driver);

  /** A user whose only right is write (and so read) on the user list. */
  async function userEditor() {
    const role = await roleWith(h, 'Pengelola User', [{ link: 'all-user', write: true }]);
    return { role, ...(await personWith(h, 'pengelola-user', [role])) };
  }

  it('a user editor cannot give itself the Admin role', async () => {
    const me = await userEditor();
    const admin = await roleId(h, 'Admin');
    const answer = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: me.userId,
          username: 'pengelola-user',
          name: 'Saya',
          selected_role: JSON.stringify([me.role, admin]),
        },
      },
      me.token,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.meta.message).toContain('Anda tidak dapat memberikan hak akses');
    const rights = (await effectiveRights(h)).get(me.userId)!;
    expect([...rights].sort()).toEqual(['all-user:read', 'all-user:write']);
  });

  it("a user editor cannot change the admin's password or disable the admin", async () => {
    const me = await userEditor();
    const adminId = h.fixtures.adminId;
    const password = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: adminId,
          username: 'admin',
          name: 'Administrator',
          password: 'diambil-alih-1',
          password_confirm: 'diambil-alih-1',
          selected_role: JSON.stringify([h.fixtures.adminRoleId]),
        },
      },
      me.token,
    );
    expect(password.status).toBe(403);
    expect(password.body.meta.message).toContain('melebihi hak anda');
    const disable = await call(
      h,
      entry('users.setStatus'),
      { body: { id: adminId, status: 'DISABLE' } },
      me.token,
    );
    expect(disable.status).toBe(403);
    // The admin still signs in with the demo password.
    await login(h);
  });

  it('a user editor may give a role within its own rights', async () => {
    const me = await userEditor();
    const smaller = await roleWith(h, 'Lihat User', [{ link: 'all-user', write: false }]);
    const created = await call(
      h,
      entry('users.create'),
      {
        body: {
          username: 'baru',
          name: 'Baru',
          password: 'rahasia-123',
          password_confirm: 'rahasia-123',
          selected_role: JSON.stringify([smaller]),
        },
      },
      me.token,
    );
    expect(created.status).toBe(200);
  });

  it('the role choices say which roles the caller may assign', async () => {
    const me = await userEditor();
    const answer = await call(h, entry('references.roleActive'), {}, me.token);
    const roles = (answer.body.data as { referensi: { role_name: string; grantable: boolean }[] })
      .referensi;
    const byName = new Map(roles.map((r) => [r.role_name, r.grantable]));
    expect(byName.get('Admin')).toBe(false);
    expect(byName.get('Pengelola User')).toBe(true);
    expect(byName.get('Tanpa Akses')).toBe(true);
    const all = await call(h, entry('references.roleActive'), {}, h.tokens.admin);
    const adminView = (all.body.data as { referensi: { grantable: boolean }[] }).referensi;
    expect(adminView.every((r) => r.grantable)).toBe(true);
  });

  it('a menu editor cannot grant its own role every menu with write', async () => {
    const role = await roleWith(h, 'Pengelola Menu', [{ link: 'all-menu', write: true }]);
    const me = await personWith(h, 'pengelola-menu', [role]);
    const ids = [...(await menuIds(h, ALL_LINKS)).values()];
    const saved = await call(
      h,
      entry('menus.saveMenuRole'),
      { body: { id_role: role, menu_data: JSON.stringify(ids), menu_write: JSON.stringify(ids) } },
      me.token,
    );
    expect(saved.status).toBe(403);
    const configs = await call(h, entry('configs.save'), { body: { CAPTCHA: 'Ya' } }, me.token);
    expect(configs.status).toBe(403);
  });

  it("a menu editor cannot move rights by renaming a menu's link", async () => {
    const role = await roleWith(h, 'Pengelola Menu', [
      { link: 'all-menu', write: true },
      { link: 'pohon-profesi', write: true },
    ]);
    const me = await personWith(h, 'pengelola-menu', [role]);
    const pohon = (await menuIds(h, ['pohon-profesi'])).get('pohon-profesi')!;
    const [menu] = (await call(h, entry('menus.get'), { query: { id: pohon } }, h.tokens.admin))
      .body.data as [[Record<string, unknown>]];
    const form = {
      id: pohon,
      menu_tipe: 'MENU',
      nama_menu: menu[0].menu_master_nama,
      link_path_menu: menu[0].menu_master_link_path,
      urutan_menu: menu[0].menu_master_urutan,
      parent_menu: menu[0].menu_master_parent,
    };
    // Taken: two menus never share a link name.
    const taken = await call(
      h,
      entry('menus.update'),
      { body: { ...form, link_name_menu: 'konfigurasi' } },
      me.token,
    );
    expect(taken.status).toBe(422);
    expect(taken.body.data).toEqual({ link_name_menu: [texts.server.duplicate] });
    // Free, but the Admin and reader roles hold rights on it that would move.
    const moved = await call(
      h,
      entry('menus.update'),
      { body: { ...form, link_name_menu: 'pohon-baru' } },
      me.token,
    );
    expect(moved.status).toBe(403);
  });

  it('enabling a role with rights beyond the caller is refused', async () => {
    const role = await roleWith(h, 'Pengelola Role', [{ link: 'all-role', write: true }]);
    const me = await personWith(h, 'pengelola-role', [role]);
    const strong = await roleWith(h, 'Kuat', [{ link: 'konfigurasi', write: true }]);
    await call(
      h,
      entry('roles.setStatus'),
      { body: { id: strong, status: 'DISABLE' } },
      h.tokens.admin,
    );
    const enabled = await call(
      h,
      entry('roles.setStatus'),
      { body: { id: strong, status: 'ENABLE' } },
      me.token,
    );
    expect(enabled.status).toBe(403);
  });

  it('the holder of every right is unaffected', async () => {
    const strong = await roleWith(h, 'Kuat', [{ link: 'konfigurasi', write: true }]);
    const answer = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: h.fixtures.targetUserId,
          username: 'sasaran',
          name: 'Sasaran',
          password: 'baru-sekali-1',
          password_confirm: 'baru-sekali-1',
          selected_role: JSON.stringify([strong, h.fixtures.adminRoleId]),
        },
      },
      h.tokens.admin,
    );
    expect(answer.status).toBe(200);
  });
});
