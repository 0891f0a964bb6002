import { fill, id as texts } from '@cermat/core';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolesHeldBy } from '../src/auth/delegation';
import { menuMaster, roles, users } from '../src/db/schema';
import { call, entry } from './support/client';
import { people } from './support/fixtures';
import { drivers, useHarness } from './support/harness';
import { effectiveRights, menuIds, personWith, roleWith } from './support/people';

// The doors the model attacker (rights-invariant.test.ts) looks for, named one by one.
describe.each(drivers)('rights that no path can grow, on %s', (driver) => {
  const h = useHarness(driver);

  const menusOtherThan = async (id: number) =>
    h.db
      .select({ id: menuMaster.id_menu_master })
      .from(menuMaster)
      .where(and(ne(menuMaster.id_menu_master, id), eq(menuMaster.status, 'ENABLE')));

  it('a Menu writer cannot make itself administrator through bulk status changes', async () => {
    const role = await roleWith(h, 'Penulis Menu', [{ link: 'all-menu', write: true }]);
    const writer = await personWith(h, 'penulis-menu', [role]);
    const ids = await menuIds(h, ['all-menu']);
    const others = await menusOtherThan(ids.get('all-menu')!);
    const before = await effectiveRights(h);
    const bulk = (action: string) =>
      call(
        h,
        entry('bulk.apply'),
        { body: { list: 'menus', action, items: others.map(({ id }) => ({ id })) } },
        writer.token,
      );
    const disabled = await bulk('disable');
    expect(disabled.status).toBe(200);
    const results = (disabled.body.data as { results: { ok: boolean; reason: string }[] }).results;
    // Each menu another role reads is a right the writer lacks: every one is refused.
    expect(results.filter((r) => r.ok)).toEqual([]);
    expect(new Set(results.map((r) => r.reason))).toEqual(new Set(['no_right']));
    const everything = JSON.stringify([...others.map((m) => m.id), ids.get('all-menu')]);
    const save = await call(
      h,
      entry('menus.saveMenuRole'),
      { body: { id_role: role, menu_data: everything, menu_write: everything } },
      writer.token,
    );
    expect(save.status).toBe(403);
    await bulk('restore');
    const password = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: h.fixtures.adminId,
          username: people.admin.username,
          name: 'Administrator',
          selected_role: JSON.stringify(await rolesHeldBy(h.db, h.fixtures.adminId)),
          password: 'Kuda-Laut-Biru-77',
          password_confirm: 'Kuda-Laut-Biru-77',
        },
      },
      writer.token,
    );
    expect(password.status).toBe(403);
    expect(await effectiveRights(h)).toEqual(before);
  });

  it('a single status change of a menu is judged like a bulk one', async () => {
    const role = await roleWith(h, 'Penulis Menu', [{ link: 'all-menu', write: true }]);
    const writer = await personWith(h, 'penulis-menu', [role]);
    const ids = await menuIds(h, ['konfigurasi']);
    const answer = await call(
      h,
      entry('menus.setStatus'),
      { body: { id: ids.get('konfigurasi')!, status: 'DISABLE' } },
      writer.token,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.data).toContain('Konfigurasi');
  });

  it('a disabled group closes the menus under it, for the rights check and the side menu', async () => {
    const [config] = await h.db
      .select({ parent: menuMaster.menu_master_parent })
      .from(menuMaster)
      .where(eq(menuMaster.menu_master_link_name, 'konfigurasi'));
    expect(config!.parent).not.toBe(0);
    const access = async () => {
      const answer = await call(
        h,
        entry('auth.checkAccessMenu'),
        { query: { role_id: h.fixtures.readerRoleId, link_name: 'konfigurasi' } },
        h.tokens.reader,
      );
      return (answer.body.data as { status_access: number }).status_access;
    };
    expect(await access()).toBe(1);
    await h.db
      .update(menuMaster)
      .set({ status: 'DISABLE' })
      .where(eq(menuMaster.id_menu_master, config!.parent));
    expect(await access()).toBe(0);
    const me = await call(h, entry('auth.me'), {}, h.tokens.reader);
    const links = (
      me.body.data as { roles: { menu_access: { menu_master_link_name: string }[] }[] }
    ).roles.flatMap((r) => r.menu_access.map((m) => m.menu_master_link_name));
    expect(links).not.toContain('konfigurasi');
    expect(links).not.toContain('all-user');
    expect(links).toContain('dashboard');
  });

  it('a User writer cannot rename, re-describe or re-photo an administrator', async () => {
    const role = await roleWith(h, 'Penulis User', [
      { link: 'all-user', write: true },
      { link: 'all-role', write: false },
    ]);
    const editor = await personWith(h, 'penulis-user', [role]);
    const rename = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: h.fixtures.adminId,
          username: 'admin-lama',
          name: 'Bukan Admin',
          path_photo: null,
          // Its own roles: nothing but the name changes.
          selected_role: JSON.stringify(await rolesHeldBy(h.db, h.fixtures.adminId)),
        },
      },
      editor.token,
    );
    expect(rename.status).toBe(403);
    expect(rename.body.data).toMatch(
      new RegExp(`^${fill(texts.server.targetOutranks, { rights: '' }).slice(0, 40)}`),
    );
    const [admin] = await h.db.select().from(users).where(eq(users.id, h.fixtures.adminId));
    expect(admin!.username).toBe(people.admin.username);
    // And so the name cannot be taken by an account of the editor's.
    const taken = await call(
      h,
      entry('users.create'),
      {
        body: {
          username: people.admin.username.toUpperCase(),
          name: 'Palsu',
          password: 'Kuda-Laut-Biru-77',
          password_confirm: 'Kuda-Laut-Biru-77',
          selected_role: JSON.stringify([role]),
        },
      },
      editor.token,
    );
    expect(taken.status).toBe(422);
  });

  it('a Role writer cannot rename a role holding rights beyond its own, but may rename its peers', async () => {
    const role = await roleWith(h, 'Penulis Role', [{ link: 'all-role', write: true }]);
    const writer = await personWith(h, 'penulis-role', [role]);
    const peer = await roleWith(h, 'Sejawat', [{ link: 'all-role', write: false }]);
    const rename = (id: number, role_name: string) =>
      call(
        h,
        entry('roles.update'),
        { body: { id, role_name, role_description: 'x' } },
        writer.token,
      );
    const admin = await rename(h.fixtures.adminRoleId, 'Viewer (read only)');
    expect(admin.status).toBe(403);
    expect(admin.body.data).toContain(fill(texts.server.roleOutranks, { rights: '' }).slice(0, 30));
    const [kept] = await h.db.select().from(roles).where(eq(roles.id_role, h.fixtures.adminRoleId));
    expect(kept!.role_name).toBe('Admin');
    expect((await rename(peer, 'Sejawat Baru')).status).toBe(200);
  });

  it('a menu with submenus is not deleted until they are moved or deleted', async () => {
    const [parent] = await h.db
      .insert(menuMaster)
      .values({
        menu_master_type: 'MENU',
        menu_master_nama: 'Induk',
        menu_master_urutan: 90,
        status: 'DISABLE',
      })
      .returning({ id: menuMaster.id_menu_master });
    const [child] = await h.db
      .insert(menuMaster)
      .values({
        menu_master_type: 'MENU',
        menu_master_nama: 'Anak Satu',
        menu_master_link_path: '/anak',
        menu_master_link_name: 'anak-satu',
        menu_master_urutan: 1,
        menu_master_parent: parent!.id,
      })
      .returning({ id: menuMaster.id_menu_master });
    const remove = () =>
      call(h, entry('menus.remove'), { body: { id: parent!.id } }, h.tokens.admin);
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(refused.body.data).toBe(fill(texts.server.menuHasChildren, { names: 'Anak Satu' }));
    await h.db
      .update(menuMaster)
      .set({ menu_master_parent: 0 })
      .where(eq(menuMaster.id_menu_master, child!.id));
    expect((await remove()).status).toBe(200);
  });
});
