import { fill, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, expectSuccess, open, press, row, signIn } from './support/console';

// The texts of spec §5 and §8 that no other suite reaches, each where the console shows it
// (issue #14: every one of them can be reached in the browser, and a test reaches it).
const browser = useBrowser();
let page: Page;
const ROLE = 'Teks Spesifikasi';
const API = '**/backend/api/v1';

/** Answers a call as a failing server does: the envelope with its message. */
const failing = (message: string) => ({
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ meta: { code: 500, message }, data: message }),
});

const accessRights = () =>
  row(page, ROLE).getByRole('button', { name: id.role.accessRights }).click();

beforeAll(async () => {
  page = await browser.newPage();
  await signIn(page);
});

describe('the remaining texts of spec §5 and §8', () => {
  it("says where a saved form goes: 'Anda akan diarahkan ke halaman master role segera'", async () => {
    await open(page, '/master/role/tambah');
    await page.getByLabel(id.role.name).fill(ROLE);
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
    await failure.getByText(id.error.roleLoadFailed).waitFor();
    await page.unroute(`${API}/master/roles/get-detail-edit/**`);
    await failure.getByRole('button').first().click();
    await failure.waitFor({ state: 'detached' });
  });

  it("asks 'Apakah anda yakin ingin mengaktifkan data tersebut?' before a restore", async () => {
    await open(page, `/master/role?search=${encodeURIComponent(ROLE)}`);
    await row(page, ROLE).getByRole('button', { name: id.common.disable }).click();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    await page.getByLabel(id.list.statusFilter).selectOption({ label: id.status.DISABLE });
    await row(page, ROLE).getByRole('button', { name: id.common.restore }).click();
    const question = page.getByRole('alertdialog', { name: id.confirm.title });
    await question.getByText(id.confirm.enable).waitFor();
    await question.getByRole('button', { name: id.confirm.no, exact: true }).waitFor();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
  });

  it("shows a list the server refuses as 'Oops...' with the server's message", async () => {
    await page.route(`${API}/master/role/all**`, (r) => r.fulfill(failing('Server sedang sibuk')));
    await open(page, '/master/role');
    const dialog = page.getByRole('alertdialog', { name: id.error.oops });
    await dialog.getByText('Server sedang sibuk').waitFor();
    await page.unroute(`${API}/master/role/all**`);
  });
});
