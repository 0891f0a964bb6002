import { en, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, createRole, createUser, roleIdOf, type Api } from './support/api';
import { serverFailure } from './support/answers';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import {
  apiCall,
  choose,
  expectRoute,
  expectSuccess,
  heading,
  open,
  press,
  route,
  row,
  sideMenu,
  submitSignIn,
} from './support/console';

// The leave question, drafts across a 401, the role list's delete texts, and lists that
// keep their place.
const browser = useBrowser();
let api: Api;
let page: Page;
/** Every question the browser itself asked (confirm, beforeunload): in-app moves ask none. */
const browserDialogs: string[] = [];

const OTHER_ADMIN = { username: 'nav.e2e', password: 'sandi-nav-1' };

beforeAll(async () => {
  api = await apiAs();
  await createUser(api, { ...OTHER_ADMIN, name: 'Navigasi' }, [await roleIdOf(api, 'Admin')]);
});

beforeEach(async () => {
  browserDialogs.length = 0;
  page = await browser.signedIn();
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

/** Creates roles named `${prefix} 01` …. */
async function createRoles(prefix: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n += 1)
    await api.ok('POST', 'master/role', { role_name: `${prefix} ${String(n).padStart(2, '0')}` });
}

/** The product's own leave question, as it shows now (its text: the dialog's frame has no size). */
const leaveQuestion = (p: Page, texts: typeof id | typeof en = id) =>
  p.getByRole('alertdialog', { name: texts.confirm.title }).getByText(texts.confirm.leaveUnsaved);

async function openDirtyRoleForm(p: Page, name = 'Belum disimpan'): Promise<void> {
  await open(p, '/master/role');
  await heading(p, id.role.listTitle).waitFor();
  await p.getByRole('link', { name: id.common.add }).click();
  await heading(p, id.role.addTitle).waitFor();
  await p.getByLabel(id.role.name).fill(name);
}

describe('leaving a form with unsaved changes', () => {
  it('asks in the product’s own dialog on a shell link, Kembali and the browser’s back', async () => {
    await openDirtyRoleForm(page);
    await sideMenu(page).locator('[data-menu="dashboard"]').click();
    await leaveQuestion(page).waitFor();
    await expectNoAxeViolations(page);
    await press(page, id.confirm.no);
    await leaveQuestion(page).waitFor({ state: 'detached' });
    expect(await route(page)).toBe('/master/role/tambah');

    await press(page, id.common.back);
    await leaveQuestion(page).waitFor();
    await press(page, id.confirm.no);
    await leaveQuestion(page).waitFor({ state: 'detached' });

    await page.goBack({ waitUntil: 'commit' });
    await leaveQuestion(page).waitFor();
    await press(page, id.confirm.no);
    await expectRoute(page, '/master/role/tambah');
    expect(await page.getByLabel(id.role.name).inputValue()).toBe('Belum disimpan');

    await page.goBack({ waitUntil: 'commit' });
    await press(page, id.confirm.yes);
    await expectRoute(page, '/master/role');
    await heading(page, id.role.listTitle).waitFor();
    expect(browserDialogs).toEqual([]);
  });

  it('leaves through a shell link once the user agrees', async () => {
    await openDirtyRoleForm(page);
    await sideMenu(page).locator('[data-menu="dashboard"]').click();
    await press(page, id.confirm.yes);
    await expectRoute(page, '/');
    await heading(page, id.dashboard.title).waitFor();
    expect(browserDialogs).toEqual([]);
  });

  it('asks in English when the console speaks English', async () => {
    const english = page;
    await choose(english, 'language-switch', id.shell.languageEn);
    await open(english, '/master/role/tambah');
    await heading(english, en.role.addTitle).waitFor();
    await english.getByLabel(en.role.name).fill('Draft');
    await press(english, en.common.back);
    await leaveQuestion(english, en).waitFor();
    await press(english, en.confirm.no);
    expect(await route(english)).toBe('/master/role/tambah');
    expect(browserDialogs).toEqual([]);
  });
});

describe('a session ended while a form has unsaved changes', () => {
  /** Revokes the page's token on the server, as a sign-out elsewhere would. */
  async function revoke(p: Page): Promise<void> {
    expect((await apiCall(p, 'POST', 'auth/logout')).status).toBe(200);
  }

  it('goes to the sign-in with the message, and gives the same user the draft back', async () => {
    const p = await browser.signedIn();
    await openDirtyRoleForm(p, 'Draf Sesi');
    await p.getByLabel(id.role.description).fill('Ditulis sebelum sesi berakhir');
    await revoke(p);
    await press(p, id.common.save);
    await expectRoute(p, '/login?redirect=/master/role/tambah');
    await p.getByText(id.error.sessionEnded).waitFor();
    expect(await leaveQuestion(p).count()).toBe(0);

    await submitSignIn(p, { username: 'admin', password: 'admin12345' });
    await expectRoute(p, '/master/role/tambah');
    await expect.poll(() => p.getByLabel(id.role.name).inputValue()).toBe('Draf Sesi');
    expect(await p.getByLabel(id.role.description).inputValue()).toBe(
      'Ditulis sebelum sesi berakhir',
    );
    // Restored once; the form is still unsaved, so leaving still asks.
    expect(await p.evaluate(() => sessionStorage.getItem('drafts'))).toBeNull();
    await press(p, id.common.back);
    await leaveQuestion(p).waitFor();
  });

  it('keeps no password in the draft, and gives another user none of it', async () => {
    const p = await browser.signedIn();
    await open(p, '/master/user/tambah');
    await heading(p, id.user.addTitle).waitFor();
    await p.locator('input[name=username]').fill('draf.rahasia');
    await p.locator('input[name=name]').fill('Nama Draf');
    await p.locator('input[name=password]').fill('sandi-draf-99');
    await revoke(p);
    await press(p, id.common.save);
    await p.getByText(id.error.sessionEnded).waitFor();
    const kept = await p.evaluate(() => sessionStorage.getItem('drafts'));
    expect(kept).toContain('Nama Draf');
    expect(kept).not.toContain('sandi-draf-99');

    await submitSignIn(p, OTHER_ADMIN);
    await expectRoute(p, '/master/user/tambah');
    await heading(p, id.user.addTitle).waitFor();
    expect(await p.locator('input[name=username]').inputValue()).toBe('');
    expect(await p.locator('input[name=name]').inputValue()).toBe('');
    expect(await p.evaluate(() => sessionStorage.getItem('drafts'))).toBeNull();
  });
});

describe('the role list’s delete', () => {
  it('asks and fails in the words of spec §5 and §8', async () => {
    const roleId = await createRole(api, 'Hapus Nav 01');
    await api.ok('PUT', 'master/role', { id: roleId, status: 'DISABLE' });
    await open(page, '/master/role?search=Hapus Nav&status=DISABLE');
    const remove = row(page, 'Hapus Nav 01').getByRole('button', { name: id.common.delete });

    await remove.click();
    const ask = page.getByRole('alertdialog', { name: id.confirm.deleteVariant });
    await ask.getByText(id.confirm.deleteVariantDetail).waitFor();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: id.confirm.no, exact: true }).click();
    await ask.getByText(id.confirm.deleteVariantDetail).waitFor({ state: 'detached' });

    // The list deletes with DELETE master/role (spec §7); the server fails this once.
    await page.route('**/backend/api/v1/master/role', (call) =>
      call.request().method() === 'DELETE'
        ? call.fulfill(serverFailure(500, 'Basis data sibuk'))
        : call.continue(),
    );
    await remove.click();
    await ask.getByRole('button', { name: id.common.yes, exact: true }).click();
    const failed = page.getByRole('alertdialog', { name: id.error.tryAgain });
    // The spec's fixed text, and under it what the server said.
    await failed.getByText(id.error.title).waitFor();
    await failed.getByText('Basis data sibuk', { exact: true }).waitFor();
    await failed.getByRole('button', { name: id.common.close }).click();
    await page.unrouteAll();

    await remove.click();
    await ask.getByRole('button', { name: id.common.yes, exact: true }).click();
    await page.getByText(id.success.deleted).waitFor();
    await expectSuccess(page);
    await page.getByText(id.list.empty).waitFor();
  });
});

describe('lists keep their place', () => {
  const place = '/master/role?page=2&size=50&search=Tempat&sort=role_name&dir=asc';

  async function editFromPage2(): Promise<void> {
    await open(page, place);
    await page.getByText('Show 51 - 55 of 55').waitFor();
    await row(page, 'Tempat 55').getByRole('button', { name: id.common.edit }).click();
    await heading(page, id.role.editTitle).waitFor();
    await expect.poll(() => page.getByLabel(id.role.name).inputValue()).toBe('Tempat 55');
  }

  async function expectBackInPlace(): Promise<void> {
    await expectRoute(page, place);
    await page.getByText('Show 51 - 55 of 55').waitFor();
    await row(page, 'Tempat 55').waitFor();
  }

  beforeAll(() => createRoles('Tempat', 55), 60_000);

  it('after Kembali', async () => {
    await editFromPage2();
    await press(page, id.common.back);
    await expectBackInPlace();
  });

  it('after Simpan', async () => {
    await editFromPage2();
    await page.getByLabel(id.role.description).fill('Disimpan dari halaman 2');
    await press(page, id.common.save);
    await expectBackInPlace();
  });

  it('after the browser’s back', async () => {
    await editFromPage2();
    await page.goBack();
    await expectBackInPlace();
  });
});
