import { id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { apiCall, choose, heading, open, press, row, sideMenu, signIn } from './support/console';
import { sideMenuOrder } from './part2-support';

// Issue #14: one permission model, empty menus said so, menus that follow changes at once.
const browser = useBrowser();
let admin: Page;
const PASSWORD = 'rahasia-izin-1';
const roleIds = new Map<string, number>();

async function createRole(name: string): Promise<number> {
  expect((await apiCall(admin, 'POST', 'master/role', { role_name: name })).status).toBe(200);
  const found = await apiCall(admin, 'GET', `master/roles?name=${encodeURIComponent(name)}`);
  const roleId = (found.body.data as { data: { id_role: number }[] }).data[0]!.id_role;
  roleIds.set(name, roleId);
  return roleId;
}

async function createUser(username: string, roles: number[]): Promise<void> {
  const answer = await apiCall(admin, 'POST', 'master/user', {
    username,
    name: username,
    password: PASSWORD,
    password_confirm: PASSWORD,
    selected_role: JSON.stringify(roles),
  });
  expect(answer.status).toBe(200);
}

/** A signed-in user of its own browser profile. */
async function member(username: string): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, { username, password: PASSWORD });
  return page;
}

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
  admin = await browser.newPage();
  await signIn(admin);
  const granted = await createRole('Peran Izin E2E');
  const empty = await createRole('Peran Kosong E2E');
  await createUser('izin-e2e', [granted, empty]);
  await createUser('kosong-e2e', [empty]);
});

describe('one permission model (issue #14)', () => {
  it('menus chosen in the Hak Akses modal are the rights: side menu, role-menu screen and get-hak-akses agree', async () => {
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
    const roleId = roleIds.get('Peran Izin E2E')!;
    const rights = await apiCall(user, 'GET', `auth/get-hak-akses?menu=Role&role=${roleId}`);
    expect(rights.body.data).toEqual({ is_read: 1, is_write: 0 });
    await open(user, '/master/role');
    await heading(user, id.role.listTitle).waitFor();
    await expectNoAxeViolations(user);
  });

  it("a role without menus: a warning before saving, and its users are told 'Role ini belum memiliki menu.'", async () => {
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

  it('a signed-in user sees a menu disabled, restored and reordered on the next navigation, without reload', async () => {
    const user = await member('izin-e2e');
    await open(user, '/master/role');
    await heading(user, id.role.listTitle).waitFor();
    await markPage(user);
    const menus = (await apiCall(admin, 'GET', 'master/menu/ordering')).body.data as [
      { id: number; name: string; sub?: { id: number; name: string }[] }[],
    ];
    const master = menus[0].find((m) => m.name === 'Master')!;
    const userMenu = master.sub!.find((m) => m.name === 'User')!.id;
    const setStatus = async (status: string) =>
      expect((await apiCall(admin, 'PUT', 'master/menu', { id: userMenu, status })).status).toBe(
        200,
      );

    await setStatus('DISABLE');
    await open(user, '/');
    await expect.poll(() => sideMenuOrder(user)).not.toContain('all-user');
    await setStatus('ENABLE');
    await open(user, '/master/role');
    await expect.poll(() => sideMenuOrder(user)).toContain('all-user');

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
    // Put the seed order back: other files (part2-menus) start from it, in whatever order they run.
    const restored = await apiCall(admin, 'POST', 'master/menu/ordering', {
      list_menu: JSON.stringify(menus[0]),
    });
    expect(restored.status).toBe(200);
  });

  it("switching role says 'Halaman akan di muat ulang' and reloads into the new role's menu", async () => {
    const user = await member('izin-e2e');
    await markPage(user);
    await choose(user, 'role-switch', 'Peran Kosong E2E');
    await user.getByText(`${id.success.roleSwitched} ${id.success.reload}`).waitFor();
    await user.waitForFunction(() => !('notReloaded' in window), undefined, { timeout: 10_000 });
    await sideMenu(user).getByText(id.shell.noMenu).waitFor();
  });
});
