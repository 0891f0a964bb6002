import { id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, createRole, createUser, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { apiCall, choose, heading, open, press, row, sideMenu } from './support/console';
import { sideMenuOrder } from './support/lists';

// One permission model, empty menus said so, menus that follow changes at once.
const browser = useBrowser();
let api: Api;
let admin: Page;
const PASSWORD = 'rahasia-izin-1';

interface MenuItem {
  id: number;
  name: string;
  sub?: MenuItem[];
}
type MenuTree = MenuItem[];

/** A role of its own with one user holding it. */
async function roleWithUser(role: string, username: string) {
  const roleId = await createRole(api, role);
  await createUser(api, { username, password: PASSWORD }, [roleId]);
  return roleId;
}

/** Gives a role the menus Master / Role and Master / User, as the role-menu screen saves them. */
async function grantRoleAndUser(roleId: number, names = ['Role', 'User']): Promise<void> {
  const [tree] = await api.ok<[MenuTree]>('GET', 'master/menu/ordering');
  const master = tree.find((m) => m.name === 'Master')!;
  const ids = [master.id, ...master.sub!.filter((m) => names.includes(m.name)).map((m) => m.id)];
  await api.ok('POST', 'master/menu/menu-role', {
    id_role: roleId,
    menu_data: JSON.stringify(ids),
    menu_write: JSON.stringify([]),
  });
}

/** A signed-in user of its own browser profile. */
const member = (username: string) => browser.signedIn({ username, password: PASSWORD });

/** Marks the page, so a later check can tell it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

/** Opens the Hak Akses modal of a role on the role list. */
async function openAccessModal(roleName: string) {
  await open(admin, `/master/role?search=${encodeURIComponent(roleName)}`);
  await row(admin, roleName).getByRole('button', { name: id.role.accessRights }).click();
  await admin.getByText(id.role.modalEditTitle).waitFor();
  return admin.getByRole('dialog').filter({ hasText: id.role.modalEditTitle });
}

/** Chooses the menus (by option label), the first schedule and its first test code. */
async function chooseAccess(modal: ReturnType<Page['getByRole']>, menus: string[]) {
  for (const [i, menu] of menus.entries()) {
    if (i > 0)
      await modal.getByRole('button', { name: `${id.role.addRow} ${id.role.menus}` }).click();
    await modal.getByLabel(`${id.role.menus} ${i + 1}`).selectOption({ label: menu });
  }
  await modal.getByLabel(id.role.schedule).selectOption({ index: 1 });
  const code = modal.getByLabel(`${id.role.testCodes} 1`);
  await expect.poll(() => code.locator('option').count()).toBeGreaterThan(1);
  await code.selectOption({ index: 1 });
}

beforeAll(async () => {
  api = await apiAs();
});

beforeEach(async () => {
  admin = await browser.signedIn();
});

describe('one permission model', () => {
  it('menus chosen in the Hak Akses modal are the rights: side menu, role-menu screen and get-hak-akses agree', async () => {
    const roleId = await roleWithUser('Peran Izin E2E', 'izin-e2e');
    const modal = await openAccessModal('Peran Izin E2E');
    await chooseAccess(modal, ['Master / Role', 'Master / User']);
    await modal.getByRole('button', { name: id.common.save }).click();
    await admin.getByText(id.success.updated).waitFor();

    // The role-menu screen shows the same rights ticked.
    await open(admin, '/master/menu/role-menu');
    await heading(admin, id.menu.roleMenuTitle).waitFor();
    await admin
      .getByLabel(id.menu.roleSelect, { exact: true })
      .selectOption({ label: 'Peran Izin E2E' });
    for (const menu of ['Role', 'User'])
      await expect
        .poll(() => admin.getByRole('checkbox', { name: menu, exact: true }).isChecked())
        .toBe(true);
    expect(await admin.getByRole('checkbox', { name: 'Page', exact: true }).isChecked()).toBe(
      false,
    );

    // Its user sees them in the side menu, under their heading, and the server agrees.
    const user = await member('izin-e2e');
    await sideMenu(user).getByText('Utama').waitFor();
    expect(await sideMenuOrder(user)).toEqual(expect.arrayContaining(['all-role', 'all-user']));
    expect(await sideMenuOrder(user)).not.toContain('all-page');
    const rights = await apiCall(user, 'GET', `auth/get-hak-akses?menu=Role&role=${roleId}`);
    expect(rights.body.data).toEqual({ is_read: 1, is_write: 0 });
    await open(user, '/master/role');
    await heading(user, id.role.listTitle).waitFor();
    await expectNoAxeViolations(user);
  });

  it("a role without menus: a warning before saving, and its users are told 'Role ini belum memiliki menu.'", async () => {
    await roleWithUser('Peran Kosong E2E', 'kosong-e2e');
    const user = await member('kosong-e2e');
    await sideMenu(user).getByText(id.shell.noMenu).waitFor();
    expect(id.shell.noMenu).toBe('Role ini belum memiliki menu.');
    await expectNoAxeViolations(user);

    // The modal: a group without a link of its own shows nothing; 'Tidak' keeps the modal.
    const modal = await openAccessModal('Peran Kosong E2E');
    await chooseAccess(modal, ['Master']);
    await modal.getByRole('button', { name: id.common.save }).click();
    await admin.getByText(id.role.emptyMenuWarning).waitFor();
    await expectNoAxeViolations(admin);
    await press(admin, id.confirm.no);
    await admin.getByText(id.role.emptyMenuWarning).waitFor({ state: 'detached' });
    await admin.getByText(id.role.modalEditTitle).waitFor();
    await admin.keyboard.press('Escape');

    // The role-menu screen warns the same way when nothing stays ticked.
    await open(admin, '/master/menu/role-menu');
    await heading(admin, id.menu.roleMenuTitle).waitFor();
    await admin
      .getByLabel(id.menu.roleSelect, { exact: true })
      .selectOption({ label: 'Peran Kosong E2E' });
    await admin.getByRole('checkbox', { name: 'Role', exact: true }).waitFor();
    await press(admin, id.common.save);
    await admin.getByText(id.role.emptyMenuWarning).waitFor();
    await press(admin, id.confirm.no);
    expect(await admin.getByText(id.success.menuConfigSaved).count()).toBe(0);
  });

  describe('with the menus changed under a signed-in user', () => {
    let stored: MenuTree = [];
    beforeEach(async () => {
      [stored] = await api.ok<[MenuTree]>('GET', 'master/menu/ordering');
    });
    // The seed order and every menu enabled again, for whatever runs next.
    afterEach(async () => {
      const master = stored.find((m) => m.name === 'Master')!;
      const pageMenu = master.sub!.find((m) => m.name === 'Page')!;
      await api.ok('PUT', 'master/menu', { id: pageMenu.id, status: 'ENABLE' });
      await api.ok('POST', 'master/menu/ordering', { list_menu: JSON.stringify(stored) });
    });

    it('a signed-in user sees a menu disabled, restored and reordered on the next navigation, without reload', async () => {
      await grantRoleAndUser(await roleWithUser('Peran Ikut E2E', 'ikut-e2e'), [
        'Role',
        'User',
        'Page',
      ]);
      const user = await member('ikut-e2e');
      await open(user, '/master/role');
      await heading(user, id.role.listTitle).waitFor();
      await markPage(user);
      const menus = (await apiCall(admin, 'GET', 'master/menu/ordering')).body.data as [
        { id: number; name: string; sub?: { id: number; name: string }[] }[],
      ];
      const master = menus[0].find((m) => m.name === 'Master')!;
      const userMenu = master.sub!.find((m) => m.name === 'User')!.id;
      // Page, not an admin menu: disabling User would leave no one able to administer.
      const pageMenu = master.sub!.find((m) => m.name === 'Page')!.id;
      const setStatus = async (status: string) =>
        expect((await apiCall(admin, 'PUT', 'master/menu', { id: pageMenu, status })).status).toBe(
          200,
        );

      await setStatus('DISABLE');
      await open(user, '/');
      await expect.poll(() => sideMenuOrder(user)).not.toContain('all-page');
      await setStatus('ENABLE');
      await open(user, '/master/role');
      await expect.poll(() => sideMenuOrder(user)).toContain('all-page');

      // User before Role under Master, saved by the administrator.
      const before = await sideMenuOrder(user);
      expect(before.indexOf('all-role')).toBeLessThan(before.indexOf('all-user'));
      const sub = master.sub!;
      const reordered = [
        ...menus[0].map((m) =>
          m.id === master.id
            ? {
                ...m,
                sub: [sub.find((s) => s.id === userMenu)!, ...sub.filter((s) => s.id !== userMenu)],
              }
            : m,
        ),
      ];
      const saved = await apiCall(admin, 'POST', 'master/menu/ordering', {
        list_menu: JSON.stringify(reordered),
      });
      expect(saved.status).toBe(200);
      await open(user, '/');
      await expect
        .poll(async () => {
          const order = await sideMenuOrder(user);
          return order.indexOf('all-user') < order.indexOf('all-role');
        })
        .toBe(true);
      expect(await stillSamePage(user)).toBe(true);
    });
  });

  it("switching role says 'Halaman akan di muat ulang' and reloads into the new role's menu", async () => {
    // The server makes the lowest role id active at sign-in: the granted one, made first.
    const granted = await createRole(api, 'Peran Tukar E2E');
    const empty = await createRole(api, 'Peran Kosong Tukar');
    await createUser(api, { username: 'tukar-e2e', password: PASSWORD }, [granted, empty]);
    await grantRoleAndUser(granted);
    const user = await member('tukar-e2e');
    await markPage(user);
    await choose(user, 'role-switch', 'Peran Kosong Tukar');
    await user.getByText(`${id.success.roleSwitched} ${id.success.reload}`).waitFor();
    await user.waitForFunction(() => !('notReloaded' in window), undefined, { timeout: 10_000 });
    await sideMenu(user).getByText(id.shell.noMenu).waitFor();
    expect(await sideMenuOrder(user)).toEqual([]);
  });
});
