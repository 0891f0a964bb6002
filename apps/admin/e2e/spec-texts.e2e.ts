import { fill, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, createRole, type Api } from './support/api';
import { serverFailure } from './support/answers';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, open, press, row } from './support/console';

// The texts of spec §5 and §8 that no other suite reaches, each where the console shows it:
// every one of them can be reached in the browser, and a test reaches it.
const browser = useBrowser();
let api: Api;
let page: Page;
/** A role the tests read and never change. */
const ROLE = 'Teks Spesifikasi';
const API = '**/backend/api/v1';

const failing = (message: string) => serverFailure(500, message);

const accessRights = () =>
  row(page, ROLE).getByRole('button', { name: id.role.accessRights }).click();

beforeAll(async () => {
  api = await apiAs();
  await createRole(api, ROLE);
});

beforeEach(async () => {
  page = await browser.signedIn();
});

describe('the remaining texts of spec §5 and §8', () => {
  it("says where a saved form goes: 'Anda akan diarahkan ke halaman master role segera'", async () => {
    await open(page, '/master/role/tambah');
    await page.getByLabel(id.role.name).fill('Teks Tersimpan');
    await press(page, id.common.save);
    await page.getByText(fill(id.success.redirect, { name: id.role.masterName })).waitFor();
    await expectRoute(page, /^\/master\/role(\?.*)?$/);
  });

  it("refuses an incomplete Hak Akses titled 'Data belum lengkap'", async () => {
    await open(page, `/master/role?search=${encodeURIComponent(ROLE)}`);
    await accessRights();
    const title = page.getByText(id.role.modalEditTitle);
    await title.waitFor();
    const modal = page.getByRole('dialog').filter({ hasText: id.role.modalEditTitle });
    await modal.getByRole('button', { name: id.common.save }).click();
    const warning = page.getByRole('alertdialog', { name: id.error.incompleteTitle });
    await warning.getByText(id.error.incomplete).waitFor();
    await expectNoAxeViolations(page);
    await warning.getByRole('button').first().click();
    await warning.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await title.waitFor({ state: 'detached' });
  });

  it("says 'Gagal memuat data' when a role's rights cannot be read", async () => {
    await page.route(`${API}/master/roles/get-detail-edit/**`, (r) =>
      r.fulfill(failing('Basis data sibuk')),
    );
    await open(page, `/master/role?search=${encodeURIComponent(ROLE)}`);
    await accessRights();
    const failure = page.getByRole('alertdialog', { name: id.error.loadFailed });
    await expect.poll(() => failure.getByText(id.error.roleLoadFailed).isVisible()).toBe(true);
    await failure.getByRole('button').first().click();
    await failure.waitFor({ state: 'detached' });
  });

  it("asks 'Apakah anda yakin ingin mengaktifkan data tersebut?' before a restore", async () => {
    const disabled = 'Teks Nonaktif';
    await api.ok('PUT', 'master/role', { id: await createRole(api, disabled), status: 'DISABLE' });
    await open(page, `/master/role?search=${encodeURIComponent(disabled)}&status=DISABLE`);
    await row(page, disabled).getByRole('button', { name: id.common.restore }).click();
    const question = page.getByRole('alertdialog', { name: id.confirm.title });
    await question.getByText(id.confirm.enable).waitFor();
    await question.getByRole('button', { name: id.confirm.no, exact: true }).waitFor();
    await press(page, id.confirm.yes);
    const success = page.getByRole('heading', { name: id.success.title, exact: true });
    await success.waitFor();
    // Enabled: it leaves the list of disabled roles, reloaded as 'Berhasil' closes (while the
    // modal is open the rows are hidden from the accessibility tree, so a count then says nothing).
    await success.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, disabled).count()).toBe(0);
    expect(await page.getByRole('row').count()).toBeGreaterThan(0);
  });

  it("shows a list the server refuses as 'Oops...' with the server's message", async () => {
    await page.route(`${API}/master/role/all**`, (r) => r.fulfill(failing('Server sedang sibuk')));
    await open(page, '/master/role');
    const dialog = page.getByRole('alertdialog', { name: id.error.oops });
    await expect.poll(() => dialog.getByText('Server sedang sibuk').isVisible()).toBe(true);
  });
});
