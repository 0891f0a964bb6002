import { fill, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createRole, createUser, grantMasterMenu, roleIdOf, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, heading, open, press, row, submitSignIn } from './support/console';

// DECISIONS "Invitations and resets without e-mail": a one-use link, handed over, sets the
// password; the server refuses a link for a user who outranks the caller.
const browser = useBrowser();
let api: Api;
let manager: number;

beforeAll(async () => {
  api = await apiAs();
  manager = await roleIdOf(api, 'Manager');
});

/** The link the open dialog shows, after checking it says 24 h and once; closes the dialog. */
async function takeLink(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  // Headless UI's outer dialog element has no box of its own: wait for what it shows.
  await dialog.getByLabel(id.user.linkLabel).waitFor();
  await expect.poll(() => dialog.textContent()).toContain('24 jam');
  await expect.poll(() => dialog.textContent()).toContain('sekali');
  await expectNoAxeViolations(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: id.user.copy }).click();
  await dialog.getByText(id.user.copied).waitFor();
  const link = await dialog.getByLabel(id.user.linkLabel).inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await dialog.getByRole('button', { name: id.common.close }).click();
  await dialog.waitFor({ state: 'detached' });
  return link;
}

/** Opens the link in a fresh browser profile, sets the password there, then signs in with it. */
async function usePassword(link: string, username: string, password: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(link);
  await heading(page, id.setPassword.title).waitFor();
  await page.getByLabel(id.setPassword.password).waitFor();
  await expectNoAxeViolations(page);
  // The password rules apply and name the field; the link stays usable.
  await page.getByLabel(id.setPassword.password).fill('pendek');
  await page.getByLabel(id.setPassword.passwordConfirm).fill('pendek');
  await press(page, id.setPassword.submit);
  await page
    .getByLabel(id.setPassword.password)
    .and(page.locator('[aria-invalid="true"]'))
    .waitFor();
  await page.getByLabel(id.setPassword.password).fill(password);
  await page.getByLabel(id.setPassword.passwordConfirm).fill(password);
  await press(page, id.setPassword.submit);
  await page.getByRole('status').getByText(id.server.passwordSet).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: id.setPassword.signIn }).click();
  await expectRoute(page, '/login');
  await submitSignIn(page, { username, password });
  await heading(page, id.dashboard.title).waitFor();
}

/** A used (or any unusable) link says so, once, in one message. */
async function expectRefused(link: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(link);
  await page.getByRole('alert').getByText(id.server.passwordLinkInvalid).waitFor();
  expect(await page.getByLabel(id.setPassword.password).count()).toBe(0);
  await expectNoAxeViolations(page);
}

describe('invitations and password resets', () => {
  it('invites a user without a password; the link sets it once, then the user signs in', async () => {
    const page = await browser.signedIn();
    await open(page, '/master/user');
    await heading(page, id.user.listTitle).waitFor();
    await page.getByRole('link', { name: id.common.add }).click();
    await heading(page, id.user.addTitle).waitFor();
    await page.getByLabel(id.user.username).fill('undangan.e2e');
    await page.getByRole('checkbox', { name: id.user.withoutPassword }).check();
    await page.getByText(id.user.withoutPasswordHint).waitFor();
    expect(await page.locator('input[name=password]').count()).toBe(0);
    await page.locator('input[name=name]').fill('Undangan E2E');
    await page.getByRole('checkbox', { name: 'Manager' }).check();
    await expectNoAxeViolations(page);
    await press(page, id.common.save);
    const link = await takeLink(page, id.user.inviteTitle);
    expect(link).toMatch(/#\/set-password\?token=[A-Za-z0-9_-]{43}$/);
    await expectRoute(page, '/master/user');

    // No password yet: nothing signs in.
    const before = await fetch(new URL('backend/api/v1/auth/login', browser.baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'undangan.e2e', password: 'apa-saja-123' }),
    });
    expect(before.status).toBe(401);

    await usePassword(link, 'undangan.e2e', 'kunci-undangan-9');
    await expectRefused(link);
  });

  it("'Atur ulang password' on a user's row gives a link that sets a new password", async () => {
    const old = { username: 'ulang.e2e', password: 'sandi-lama-ulang-1', name: 'Ulang E2E' };
    await createUser(api, old, [manager]);
    const page = await browser.signedIn();
    await open(page, '/master/user?search=ulang.e2e');
    await row(page, 'Ulang E2E').getByRole('button', { name: id.user.resetPassword }).click();
    const ask = page.getByRole('alertdialog', { name: id.user.resetPassword });
    await ask.getByText(fill(id.user.resetConfirm, { username: 'ulang.e2e' })).waitFor();
    await ask.getByRole('button', { name: id.confirm.yes }).click();
    const link = await takeLink(page, id.user.resetTitle);

    await usePassword(link, 'ulang.e2e', 'sandi-baru-ulang-2');
    await expectRefused(link);
    // The old password no longer signs in.
    const stale = await fetch(new URL('backend/api/v1/auth/login', browser.baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: old.username, password: old.password }),
    });
    expect(stale.status).toBe(401);
  });

  it('a user editor who is no administrator gets no link for the administrator', async () => {
    const role = await createRole(api, 'Pengelola User E2E');
    await grantMasterMenu(api, role, 'User', true);
    const editor = { username: 'pengelola.e2e', password: 'sandi-pengelola-1' };
    await createUser(api, editor, [role]);
    const page = await browser.signedIn(editor);
    await open(page, '/master/user?search=admin');
    const adminRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
    await adminRow.getByRole('button', { name: id.user.resetPassword }).click();
    await page
      .getByRole('alertdialog', { name: id.user.resetPassword })
      .getByRole('button', { name: id.confirm.yes })
      .click();
    const refusal = page.getByRole('alertdialog', { name: id.error.oops });
    await refusal.getByText('melebihi hak anda', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.getByRole('dialog', { name: id.user.resetTitle }).count()).toBe(0);
  });
});
