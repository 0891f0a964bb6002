import { PHOTO_MAX_BYTES, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import {
  apiCall,
  expectRoute,
  expectSuccess,
  heading,
  open,
  press,
  row,
  signIn,
  submitSignIn,
} from './support/console';

const browser = useBrowser();
let page: Page;

// A 1×1 PNG, and a file of exactly the limit (the limit itself is already refused).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const photo = { name: 'foto.png', mimeType: 'image/png', buffer: PNG };
const tooLarge = {
  name: 'besar.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES - PNG.length)]),
};

beforeAll(async () => {
  page = await browser.newPage();
  await signIn(page);
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
    await page.getByRole('checkbox', { name: 'Manager' }).check();
    await press(page, id.common.save);
    await page.getByText('Anda akan diarahkan ke halaman master user segera').waitFor();
    await expectRoute(page, '/master/user');
    await page.getByRole('searchbox', { name: id.list.search }).fill('budi');
    await row(page, 'Budi Santoso').waitFor();

    const other = await browser.newPage();
    await signIn(other, { username: 'budi.e2e', password: 'rahasia-budi-1' });
    await heading(other, id.dashboard.title).waitFor();
  });

  it('refuses a photo of 2,242,880 bytes without uploading it, and keeps the stored one', async () => {
    await open(page, '/master/user?search=budi');
    await row(page, 'Budi Santoso').getByRole('button', { name: id.common.edit }).click();
    await heading(page, id.user.editTitle).waitFor();
    await expect.poll(() => page.getByLabel(id.user.username).inputValue()).toBe('budi.e2e');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Manager' }).isChecked()).toBe(true);
    await page.locator('[data-slot="file-input"] img').waitFor();
    await expectNoAxeViolations(page);
    const sent = await uploads(async () => {
      await page.getByLabel(id.user.photo).setInputFiles(tooLarge);
      await page.getByRole('alert').filter({ hasText: id.error.maxFile }).waitFor();
    });
    expect(sent).toBe(0);
    // Passwords stay empty on edit: the user keeps the one they have.
    await page.locator('input[name=name]').fill('Budi S.');
    await press(page, id.common.save);
    // Back to the list as it was left (issue #14).
    await expectRoute(page, '/master/user?search=budi');
    await row(page, 'Budi S.').waitFor();
    const again = await browser.newPage();
    await signIn(again, { username: 'budi.e2e', password: 'rahasia-budi-1' });
  });

  it('shows the server’s messages when a username is taken', async () => {
    await open(page, '/master/user/tambah');
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
    // Kembali returns to the user list as this page last showed it (issue #14).
    await expectRoute(page, '/master/user?search=budi');
  });

  it('disables a user (who can no longer sign in), restores, and deletes them', async () => {
    await open(page, '/master/user?search=budi');
    await row(page, 'Budi S.').getByRole('button', { name: id.common.disable }).click();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    const refused = await browser.newPage();
    await open(refused, '/login');
    await submitSignIn(refused, { username: 'budi.e2e', password: 'rahasia-budi-1' });
    await refused.getByRole('alert').waitFor();

    await page.getByLabel(id.list.statusFilter).selectOption({ label: id.status.DISABLE });
    await row(page, 'Budi S.').getByRole('button', { name: id.common.restore }).click();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    await page.getByLabel(id.list.statusFilter).selectOption({ label: id.status.ENABLE });
    await row(page, 'Budi S.').getByRole('button', { name: id.common.disable }).click();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    await page.getByLabel(id.list.statusFilter).selectOption({ label: id.status.DISABLE });
    await row(page, 'Budi S.').getByRole('button', { name: id.common.delete }).click();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    await page.getByText(id.list.empty).waitFor();
  });

  it('sorts by name and pages through the users, kept in the URL', async () => {
    const roles = await apiCall(page, 'GET', 'referensi/role-active');
    const [someRole] = (roles.body.data as { referensi: { id_role: number }[] }).referensi;
    for (let n = 1; n <= 11; n += 1) {
      const created = await apiCall(page, 'POST', 'master/user', {
        username: `paging${String(n).padStart(2, '0')}`,
        password: 'rahasia-paging-1',
        password_confirm: 'rahasia-paging-1',
        name: `Paging ${n}`,
        selected_role: JSON.stringify([someRole?.id_role]),
      });
      expect(created.status).toBe(200);
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
