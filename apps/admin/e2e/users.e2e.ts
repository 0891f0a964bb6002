import { UPLOAD_MAX_BYTES, fill, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PNG, apiAs, createUser, findId, roleIdOf, uploadPng, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, heading, open, press, row, submitSignIn } from './support/console';

const browser = useBrowser();
let api: Api;
let manager: number;
let page: Page;

// The PNG, and a file of exactly the limit (the limit itself is already refused).
const photo = { name: 'foto.png', mimeType: 'image/png', buffer: PNG };
const tooLarge = {
  name: 'besar.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]),
};

beforeAll(async () => {
  api = await apiAs();
  manager = await roleIdOf(api, 'Manager');
});

beforeEach(async () => {
  page = await browser.signedIn();
});

async function uploads(action: () => Promise<void>): Promise<number> {
  let count = 0;
  const onRequest = (request: { url(): string }) => {
    if (request.url().includes('referensi/upload')) count += 1;
  };
  page.on('request', onRequest);
  await action();
  page.off('request', onRequest);
  return count;
}

describe('users', () => {
  it('creates a user with a photo and a role, who can then sign in', async () => {
    await open(page, '/master/user');
    await heading(page, id.user.listTitle).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: id.common.add }).click();
    await heading(page, id.user.addTitle).waitFor();
    await page.getByText(id.user.photoHint).waitFor();
    // The file field in the console's words, not the browser's 'Choose File'.
    await page.getByText(id.user.noFileChosen).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(id.user.username).fill('budi.e2e');
    await page.locator('input[name=password]').fill('rahasia-budi-1');
    await page.locator('input[name=password_confirm]').fill('rahasia-budi-1');
    await page.locator('input[name=name]').fill('Budi Santoso');
    const sent = await uploads(async () => {
      await page.getByLabel(id.user.photo).setInputFiles(photo);
      await page.waitForResponse((r) => r.url().includes('referensi/upload'));
    });
    expect(sent).toBe(1);
    await page.locator('[data-slot="file-name"]').getByText(photo.name).waitFor();
    await page.getByRole('checkbox', { name: 'Manager' }).check();
    await press(page, id.common.save);
    await page.getByText(fill(id.success.redirect, { name: id.user.masterName })).waitFor();
    await expectRoute(page, '/master/user');
    await page.getByRole('searchbox', { name: id.list.search }).fill('budi');
    await row(page, 'Budi Santoso').waitFor();

    const other = await browser.signedIn({ username: 'budi.e2e', password: 'rahasia-budi-1' });
    await heading(other, id.dashboard.title).waitFor();
  });

  it('refuses a photo of 2,242,880 bytes without uploading it, and keeps the stored one', async () => {
    const sari = { username: 'sari.foto', password: 'rahasia-sari-1', name: 'Sari Foto' };
    await createUser(api, { ...sari, path_photo: await uploadPng(api) }, [manager]);
    await open(page, '/master/user?search=sari.foto');
    await row(page, 'Sari Foto').getByRole('button', { name: id.common.edit }).click();
    await heading(page, id.user.editTitle).waitFor();
    await expect.poll(() => page.getByLabel(id.user.username).inputValue()).toBe('sari.foto');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Manager' }).isChecked()).toBe(true);
    await page.locator('[data-slot="file-input"] img').waitFor();
    await expectNoAxeViolations(page);
    const sent = await uploads(async () => {
      await page.getByLabel(id.user.photo).setInputFiles(tooLarge);
      await page.getByRole('alert').filter({ hasText: id.error.maxFile }).waitFor();
    });
    expect(sent).toBe(0);
    // Passwords stay empty on edit: the user keeps the one they have.
    await page.locator('input[name=name]').fill('Sari F.');
    await press(page, id.common.save);
    // Back to the list as it was left.
    await expectRoute(page, '/master/user?search=sari.foto');
    await row(page, 'Sari F.').waitFor();
    const again = await browser.newPage();
    await open(again, '/login');
    await submitSignIn(again, sari);
    await heading(again, id.dashboard.title).waitFor();
  });

  it('shows the server’s messages when a username is taken', async () => {
    await open(page, '/master/user?search=ada');
    await heading(page, id.user.listTitle).waitFor();
    await page.getByRole('link', { name: id.common.add }).click();
    await heading(page, id.user.addTitle).waitFor();
    await page.getByLabel(id.user.username).fill('admin');
    await page.locator('input[name=password]').fill('rahasia-admin-1');
    await page.locator('input[name=password_confirm]').fill('rahasia-admin-1');
    await page.locator('input[name=name]').fill('Admin Kedua');
    await press(page, id.common.save);
    await expect
      .poll(
        async () =>
          (await page.locator('[data-slot="field-error"], [data-slot="form-alert"]').count()) > 0,
      )
      .toBe(true);
    await expectRoute(page, '/master/user/tambah');
    await press(page, id.common.back);
    // The form is unsaved: the console asks its own question first.
    await page.getByRole('alertdialog').getByText(id.confirm.leaveUnsaved).waitFor();
    await press(page, id.confirm.yes);
    // Kembali returns to the user list as this page last showed it.
    await expectRoute(page, '/master/user?search=ada');
  });

  it('a disabled user cannot sign in, and is told so only with the right password', async () => {
    const tono = { username: 'tono.nonaktif', password: 'rahasia-tono-1' };
    await createUser(api, tono, [manager]);
    const userId = await findId(api, 'master/user', tono.username, 'user_id');
    await api.ok('PUT', 'master/user', { id: userId, status: 'DISABLE' });
    const refused = await browser.newPage();
    await open(refused, '/login');
    // A wrong password learns nothing of the account, as for a username that does not exist.
    await submitSignIn(refused, { ...tono, password: 'bukan-sandinya' });
    await expect
      .poll(() => refused.getByRole('alert').textContent())
      .toContain(id.server.loginFailed);
    await submitSignIn(refused, tono);
    await expect
      .poll(() => refused.getByRole('alert').textContent())
      .toContain(id.server.accountDisabled);
    await expectRoute(refused, '/login');
    expect(await refused.getByText(id.error.sessionEnded).count()).toBe(0);
  });

  it('sorts by name and pages through the users, kept in the URL', async () => {
    for (let n = 1; n <= 11; n += 1) {
      const username = `paging${String(n).padStart(2, '0')}`;
      await createUser(api, { username, password: 'rahasia-paging-1' }, [manager]);
    }
    await open(page, '/master/user?search=paging');
    await page.getByText(/Show 1 - 10 of 11/).waitFor();
    await page.getByRole('button', { name: id.list.next }).click();
    await expectRoute(page, '/master/user?page=2&search=paging');
    await page.getByText(/Show 11 - 11 of 11/).waitFor();
    await page.goBack();
    await page.getByText(/Show 1 - 10 of 11/).waitFor();

    await open(page, '/master/user');
    await page.getByRole('button', { name: id.user.username }).click();
    await expectRoute(page, '/master/user?sort=username&dir=asc');
    await page.getByRole('button', { name: id.user.username }).click();
    await expectRoute(page, '/master/user?sort=username&dir=desc');
    await page.getByLabel(id.list.pageSize).selectOption('100');
    await expectRoute(page, '/master/user?size=100&sort=username&dir=desc');
    await page.goBack();
    await expectRoute(page, '/master/user?sort=username&dir=desc');
  });
});
