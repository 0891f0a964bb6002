import { en, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import {
  apiCall,
  choose,
  expectRoute,
  heading,
  open,
  openUserMenu,
  sideMenu,
  signIn,
} from './support/console';

const browser = useBrowser();

const sideMenuLink = (page: Page, linkName: string) =>
  sideMenu(page).locator(`[data-menu="${linkName}"]`);

/** Picks another active role; answers a wait for the page reload that follows in 2 s. */
async function switchRole(page: Page, roleName: string): Promise<() => Promise<void>> {
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await choose(page, 'role-switch', roleName);
  await page.getByText(id.success.roleSwitched).waitFor();
  return async () => {
    await page.waitForFunction(() => !('beforeReload' in window), undefined, { timeout: 10_000 });
    await sideMenu(page).waitFor();
  };
}

describe('role switch and rights', () => {
  it('changes the side menu at once when another role becomes active', async () => {
    const page = await browser.signedIn();
    await open(page, '/master/user');
    await heading(page, id.user.listTitle).waitFor();
    expect(await sideMenuLink(page, 'all-user').count()).toBe(1);
    const reloaded = await switchRole(page, 'PMK');
    // The dialog is still up: the menu did not wait for the reload.
    expect(await sideMenuLink(page, 'all-user').count()).toBe(0);
    expect(await sideMenuLink(page, 'file-manager').count()).toBe(1);
    // PMK may not read users: the screen gives way to /403, and the reload keeps the role.
    await expectRoute(page, '/403');
    await heading(page, id.access.warningTitle).waitFor();
    await reloaded();
    expect(await page.locator('[data-slot="role-switch"] button').textContent()).toBe('PMK');
    await heading(page, id.access.warningTitle).waitFor();
    await expectNoAxeViolations(page);
    expect(await sideMenuLink(page, 'all-user').count()).toBe(0);
  });

  it('keeps the new role’s menu when a menu read sent before the switch answers after it', async () => {
    const page = await browser.signedIn();
    // The console reads auth/me on entering; the server answers at once (Admin), the answer is held.
    let answered!: () => void;
    const held = new Promise<void>((resolve) => (answered = resolve));
    let asked!: () => void;
    const sent = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/v1/auth/me', async (route) => {
      const response = await route.fetch();
      asked();
      await held;
      await route.fulfill({ response });
    });
    await page.reload();
    await sent;
    await switchRole(page, 'PMK');
    expect(await sideMenuLink(page, 'all-user').count()).toBe(0);
    const delivered = page.waitForResponse('**/api/v1/auth/me');
    answered();
    await delivered;
    // What the console does with an answer it takes is done within a few frames.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await sideMenuLink(page, 'all-user').count()).toBe(0);
    expect(await sideMenuLink(page, 'file-manager').count()).toBe(1);
  });

  it('shows a read-only role no write control, and the server refuses its writes', async () => {
    const page = await browser.signedIn();
    await open(page, '/master/role');
    await heading(page, id.role.listTitle).waitFor();
    await (
      await switchRole(page, 'Manager')
    )();
    await heading(page, id.role.listTitle).waitFor();
    // Other files add roles (newest first): search, so the row is on the page whatever ran before.
    await open(page, '/master/role?search=Admin');
    await page.getByRole('cell', { name: 'Admin', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: id.common.add }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: id.common.actions }).count()).toBe(0);
    for (const name of [id.common.edit, id.common.disable, id.role.accessRights]) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    await expectNoAxeViolations(page);

    const create = await apiCall(page, 'POST', 'master/role', { role_name: 'Tidak Boleh' });
    expect(create.status).toBe(403);
    const disable = await apiCall(page, 'DELETE', 'master/user', { id: 1 });
    expect(disable.status).toBe(403);

    // Opening a write screen by its address: the warning for 2 s, then the dashboard.
    await open(page, '/master/user/tambah');
    await page.getByText(id.access.denied).waitFor();
    await expectNoAxeViolations(page);
    await expectRoute(page, '/');
    await heading(page, id.dashboard.title).waitFor();
  });
});

describe('the other screens of the shell', () => {
  it('answers an unknown address with /404 and a signed-out visit with /login', async () => {
    const page = await browser.newPage();
    await open(page, '/master/tidak-ada');
    await expectRoute(page, '/404');
    await heading(page, id.error.notFound).waitFor();
    await expectNoAxeViolations(page);
    await open(page, '/master/role');
    await expectRoute(page, '/login?redirect=/master/role');
  });

  it('has its own sign-in screens for assessors, participants and cermat', async () => {
    const page = await browser.newPage();
    for (const [path, title] of [
      ['/login-penilai', id.auth.titlePenilai],
      ['/login-peserta', id.auth.titlePeserta],
      ['/login-cermat', id.auth.titleCermat],
    ] as const) {
      await open(page, path);
      await heading(page, title).waitFor();
      await expectNoAxeViolations(page);
    }
    await signIn(page, undefined, '/login-penilai');
    await expectRoute(page, '/penilai/dashboard-penilai');
    expect(await page.evaluate(() => localStorage.getItem('access_token_penilai'))).not.toBe(
      'null',
    );
    await heading(page, id.modules.notAvailableTitle).waitFor();
  });

  describe('with the administrator renamed', () => {
    // The demo admin keeps the name the seed gave it, for whatever runs next.
    afterEach(async () => {
      const admin = await apiAs();
      const me = await admin.ok<{ user: { updated_at: string } }>('GET', 'auth/me');
      await admin.ok('PUT', 'auth/profile', {
        name: 'Administrator',
        updated_at: me.user.updated_at,
      });
    });

    it('changes the own name on the profile, shown in the top bar at once', async () => {
      const page = await browser.signedIn();
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: id.auth.profile }).click();
      await expectRoute(page, '/profile');
      await heading(page, id.auth.profile).waitFor();
      await expect.poll(() => page.locator('input[name=name]').inputValue()).not.toBe('');
      await expectNoAxeViolations(page);
      await page.locator('input[name=name]').fill('Administrator Utama');
      await page.getByRole('button', { name: id.common.save }).click();
      await page.locator('[data-slot="user-menu"]').getByText('Administrator Utama').waitFor();
      await expectRoute(page, '/');
    });
  });

  it('changes the own password only with the current one', async () => {
    const admin = await browser.signedIn();
    const roles = await apiCall(admin, 'GET', 'referensi/role-active');
    const manager = (
      roles.body.data as { referensi: { id_role: number; role_name: string }[] }
    ).referensi.find((r) => r.role_name === 'Manager');
    const created = await apiCall(admin, 'POST', 'master/user', {
      username: 'sari.e2e',
      password: 'sandi-lama-1',
      password_confirm: 'sandi-lama-1',
      name: 'Sari',
      selected_role: JSON.stringify([manager?.id_role]),
    });
    expect(created.status).toBe(200);

    const page = await browser.signedIn({ username: 'sari.e2e', password: 'sandi-lama-1' });
    await open(page, '/profile');
    await expect.poll(() => page.locator('input[name=name]').inputValue()).toBe('Sari');
    await page.locator('input[name=current_password]').fill('bukan-sandinya');
    await page.locator('input[name=password]').fill('sandi-baru-22');
    await page.locator('input[name=password_confirm]').fill('sandi-baru-22');
    await page.getByRole('button', { name: id.common.save }).click();
    // The field says what is wrong with it, not the sign-in's 'Username atau password salah.'
    await page.getByText(id.server.currentPasswordWrong, { exact: true }).waitFor();
    await page.locator('input[name=current_password]').fill('sandi-lama-1');
    await page.getByRole('button', { name: id.common.save }).click();
    await expectRoute(page, '/');

    const again = await browser.signedIn({ username: 'sari.e2e', password: 'sandi-baru-22' });
    await heading(again, id.dashboard.title).waitFor();
  });

  it('keeps the layout and the language chosen in this browser', async () => {
    const page = await browser.signedIn();
    await page.getByRole('button', { name: id.shell.settings }).click();
    await page.getByRole('radio', { name: id.shell.horizontal }).check();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.locator('[data-slot="horizontal-nav"]').waitFor();
    await choose(page, 'language-switch', id.shell.languageEn);
    await heading(page, en.dashboard.title).waitFor();
    await page.reload();
    await page.locator('[data-slot="horizontal-nav"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByText(en.dashboard.counts).waitFor();
    await expectNoAxeViolations(page);
  });
});
