import { fill, id } from '@cermat/core';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, createRole, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, expectSuccess, heading, open, press, route, row } from './support/console';

const browser = useBrowser();
let api: Api;
let page: Page;

beforeAll(async () => {
  api = await apiAs();
});

beforeEach(async () => {
  page = await browser.signedIn();
});

async function fillRoleForm(name: string, description: string) {
  await page.getByLabel(id.role.name).fill(name);
  await page.getByLabel(id.role.description).fill(description);
}

describe('roles', () => {
  it('creates a role from the add form and finds it by search', async () => {
    await open(page, '/master/role');
    await heading(page, id.role.listTitle).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: id.common.add }).click();
    await expectRoute(page, '/master/role/tambah');
    await heading(page, id.role.addTitle).waitFor();
    await expectNoAxeViolations(page);
    await fillRoleForm('Auditor Baru', 'Peran uji');
    await press(page, id.common.save);
    await page.getByText(fill(id.success.redirect, { name: id.role.masterName })).waitFor();
    await expectRoute(page, '/master/role');
    await page.getByRole('searchbox', { name: id.list.search }).fill('Auditor Baru');
    await expectRoute(page, '/master/role?search=Auditor+Baru');
    await row(page, 'Auditor Baru').waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
  });

  it('shows the server’s field messages under the fields and keeps the form', async () => {
    await open(page, '/master/role/tambah');
    await heading(page, id.role.addTitle).waitFor();
    await press(page, id.common.save);
    await page.locator('[data-slot="field-error"]').first().waitFor();
    expect(await route(page)).toBe('/master/role/tambah');
  });

  it('edits a role, with the Loading... modal first and Reset back to what was loaded', async () => {
    await createRole(api, 'Auditor Ubah', 'Peran uji');
    await open(page, '/master/role?search=Auditor+Ubah');
    await row(page, 'Auditor Ubah').getByRole('button', { name: id.common.edit }).click();
    await expectRoute(page, /^\/master\/role\/edit\/\d+$/);
    await heading(page, id.role.editTitle).waitFor();
    await expect.poll(() => page.getByLabel(id.role.name).inputValue()).toBe('Auditor Ubah');
    await expectNoAxeViolations(page);
    await page.getByLabel(id.role.name).fill('changed');
    await press(page, id.common.reset);
    expect(await page.getByLabel(id.role.name).inputValue()).toBe('Auditor Ubah');
    await fillRoleForm('Auditor Ubah Dua', 'Peran uji kedua');
    await press(page, id.common.save);
    // Back to the list as it was left.
    await expectRoute(page, '/master/role?search=Auditor+Ubah');
    await page.getByRole('searchbox', { name: id.list.search }).fill('Ubah Dua');
    await row(page, 'Peran uji kedua').waitFor();
  });

  // Leaving a form with unsaved changes: navigation.e2e.ts.

  // The one lifecycle driven through the browser: every list shares its server handler, and
  // the server's tests cover it per resource.
  it('disables, restores, disables again and deletes a role', async () => {
    await createRole(api, 'Siklus Dua');
    await open(page, '/master/role?search=Siklus+Dua');
    await row(page, 'Siklus Dua').getByRole('button', { name: id.common.disable }).click();
    await page.getByRole('alertdialog').getByText(id.confirm.disable).waitFor();
    await expectNoAxeViolations(page);
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    await page.getByText(id.list.empty).waitFor();

    await page.getByLabel(id.list.statusFilter).selectOption({ label: id.status.DISABLE });
    await expectRoute(page, '/master/role?search=Siklus+Dua&status=DISABLE');
    await row(page, 'Siklus Dua').getByRole('button', { name: id.common.restore }).click();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    await page.getByText(id.list.empty).waitFor();

    await page.getByLabel(id.list.statusFilter).selectOption({ label: id.status.ENABLE });
    await row(page, 'Siklus Dua').getByRole('button', { name: id.common.disable }).click();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    await page.getByLabel(id.list.statusFilter).selectOption({ label: id.status.DISABLE });
    await row(page, 'Siklus Dua').getByRole('button', { name: id.common.delete }).click();
    // The role list's own question and 'Ya' (spec §5).
    await page
      .getByRole('alertdialog', { name: id.confirm.deleteVariant })
      .getByText(id.confirm.deleteVariantDetail)
      .waitFor();
    await press(page, id.common.yes);
    await expectSuccess(page);
    await page.getByText(id.list.empty).waitFor();
  });

  it('sorts, changes the page size and pages, all kept in the URL', async () => {
    for (let n = 1; n <= 12; n += 1)
      await api.ok('POST', 'master/role', { role_name: `Paging ${String(n).padStart(2, '0')}` });
    await open(page, '/master/role?search=Paging');
    await row(page, 'Paging 12').waitFor();
    await page.getByRole('button', { name: id.role.columnName }).click();
    await expectRoute(page, '/master/role?search=Paging&sort=role_name&dir=asc');
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain('Paging 01');
    await page.getByRole('button', { name: id.role.columnName }).click();
    await expectRoute(page, '/master/role?search=Paging&sort=role_name&dir=desc');
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain('Paging 12');

    await page.getByText(/Show 1 - 10 of 12/).waitFor();
    await page
      .getByRole('button', { name: fill(id.list.page, { number: 2 }), exact: true })
      .click();
    await expectRoute(page, '/master/role?page=2&search=Paging&sort=role_name&dir=desc');
    await page.getByText(/Show 11 - 12 of 12/).waitFor();
    // Back and reload keep the list where the user left it.
    await page.goBack();
    await page.getByText(/Show 1 - 10 of 12/).waitFor();
    await page.goForward();
    await page.reload();
    await page.getByText(/Show 11 - 12 of 12/).waitFor();

    await page.getByLabel(id.list.pageSize).selectOption('50');
    await expectRoute(page, '/master/role?size=50&search=Paging&sort=role_name&dir=desc');
    await page.getByText(/Show 1 - 12 of 12/).waitFor();
  });

  it('edits menus, schedule and test codes in the Hak Akses modal: refuses an incomplete one, saves a complete one', async () => {
    await createRole(api, 'Hak Akses Peran');
    await open(page, '/master/role?search=Hak Akses Peran');
    await row(page, 'Hak Akses Peran').getByRole('button', { name: id.role.accessRights }).click();
    await page.getByText(id.role.modalEditTitle).waitFor();
    const modal = page.getByRole('dialog').filter({ hasText: id.role.modalEditTitle });
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: id.common.save }).click();
    await page.getByText(id.error.incomplete).waitFor();
    await page.getByRole('alertdialog').getByRole('button').first().click();
    await page.getByText(id.error.incomplete).waitFor({ state: 'detached' });
    await page.getByText(id.role.modalEditTitle).waitFor();

    // Now a complete one: a menu, a schedule and one of that schedule's test codes.
    const menu = modal.getByLabel(`${id.role.menus} 1`);
    const schedule = modal.getByLabel(id.role.schedule);
    const code = modal.getByLabel(`${id.role.testCodes} 1`);
    await menu.selectOption({ index: 1 });
    await schedule.selectOption({ index: 1 });
    await expect.poll(() => code.locator('option').count()).toBeGreaterThan(1);
    await code.selectOption({ index: 1 });
    const chosen = [await menu.inputValue(), await schedule.inputValue(), await code.inputValue()];
    await modal.getByRole('button', { name: id.common.save }).click();
    await page.getByText(id.success.updated).waitFor();
    await expectSuccess(page);

    // Reopened, the modal shows what was saved.
    await row(page, 'Hak Akses Peran').getByRole('button', { name: id.role.accessRights }).click();
    await page.getByText(id.role.modalEditTitle).waitFor();
    await expect.poll(() => menu.inputValue()).toBe(chosen[0]);
    expect(await schedule.inputValue()).toBe(chosen[1]);
    await expect.poll(() => code.inputValue()).toBe(chosen[2]);
  });
});

describe('the Hak Akses modal of a role holding every menu', () => {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ])
    it(`saves with the mouse at ${size.width} px: title and Simpan in view, the body scrolls`, async () => {
      await page.setViewportSize(size);
      await open(page, '/master/role?search=Admin');
      // A row of the table, or on a phone the role's card.
      const admin = page.locator('tr, [data-slot="data-card"]').filter({
        has: page.getByRole(size.width < 640 ? 'heading' : 'cell', { name: 'Admin', exact: true }),
      });
      await admin.getByRole('button', { name: id.role.accessRights }).click();
      const modal = page.getByRole('dialog', { name: id.role.modalEditTitle });
      await modal.getByLabel(`${id.role.menus} 1`, { exact: true }).waitFor();
      const body = modal.locator('[data-slot="dialog-body"]');
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await body.hover();
      await page.mouse.wheel(0, 600);
      await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      const inView = async (target: Locator) => {
        const box = (await target.boundingBox())!;
        return box.y >= 0 && box.y + box.height <= size.height;
      };
      const save = modal.getByRole('button', { name: id.common.save });
      expect(await inView(modal.getByRole('heading', { name: id.role.modalEditTitle }))).toBe(true);
      expect(await inView(save)).toBe(true);
      await expectNoAxeViolations(page);
      await save.click();
      await page.getByText(id.success.updated).waitFor();
      await expectSuccess(page);
    });
});
