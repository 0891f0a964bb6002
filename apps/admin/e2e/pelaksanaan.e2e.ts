import { fill, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, createRole, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, expectSuccess, heading, open, press, row } from './support/console';

// Execution schedules and their test codes are master data (DECISIONS.md): made on their own
// screen, offered by a role's Hak Akses, and not deleted while a role holds one.
const browser = useBrowser();
let api: Api;
let page: Page;

const SCHEDULE = 'Gelombang E2E';
const ROLE = 'Peran Pelaksanaan E2E';
const codeField = (number: number) =>
  page.getByRole('textbox', { name: fill(id.pelaksanaan.testCode, { number }) });

/** Opens a role's Hak Akses modal from the role list. */
async function openAccessModal(roleName: string) {
  await open(page, `/master/role?search=${encodeURIComponent(roleName)}`);
  await row(page, roleName).getByRole('button', { name: id.role.accessRights }).click();
  const modal = page.getByRole('dialog', { name: id.role.modalEditTitle });
  await modal.getByLabel(`${id.role.menus} 1`, { exact: true }).waitFor();
  return modal;
}

/** The schedules a Hak Akses modal offers, by label. */
const offeredSchedules = (modal: Awaited<ReturnType<typeof openAccessModal>>) =>
  modal.getByLabel(id.role.schedule).locator('option').allTextContents();

beforeAll(async () => {
  api = await apiAs();
});

beforeEach(async () => {
  page = await browser.signedIn();
});

describe('execution schedules', () => {
  it('are made with their codes, chosen in Hak Akses, and not deleted while a role holds one', async () => {
    // A schedule with two codes, through its form.
    await open(page, '/master/pelaksanaan');
    await heading(page, id.pelaksanaan.listTitle).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: id.common.add }).click();
    await expectRoute(page, '/master/pelaksanaan/tambah');
    await heading(page, id.pelaksanaan.addTitle).waitFor();
    await page.getByLabel(id.pelaksanaan.name).fill(SCHEDULE);
    await codeField(1).fill('E2E-01');
    await page.getByRole('button', { name: id.pelaksanaan.addTestCode }).click();
    await codeField(2).fill('E2E-02');
    await expectNoAxeViolations(page);
    await press(page, id.common.save);
    await page.getByText(fill(id.success.redirect, { name: id.pelaksanaan.masterName })).waitFor();
    await expectRoute(page, '/master/pelaksanaan');
    await page.getByRole('searchbox', { name: id.list.search }).fill(SCHEDULE);
    await row(page, SCHEDULE).getByText('E2E-01, E2E-02').waitFor();

    // A role takes the schedule and one of its codes.
    await createRole(api, ROLE);
    const modal = await openAccessModal(ROLE);
    await modal.getByLabel(`${id.role.menus} 1`, { exact: true }).selectOption({ index: 1 });
    await modal.getByLabel(id.role.schedule).selectOption({ label: SCHEDULE });
    const code = modal.getByLabel(`${id.role.testCodes} 1`, { exact: true });
    await expect.poll(() => code.locator('option').allTextContents()).toContain('E2E-02');
    await code.selectOption({ label: 'E2E-02' });
    await modal.getByRole('button', { name: id.common.save }).click();
    await page.getByText(id.success.updated).waitFor();
    await expectSuccess(page);

    // Disabled, then Hapus: refused, naming the role that holds it.
    await open(page, `/master/pelaksanaan?search=${encodeURIComponent(SCHEDULE)}`);
    await row(page, SCHEDULE).getByRole('button', { name: id.common.disable }).click();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    await page.getByText(id.list.empty).waitFor();
    await page.getByLabel(id.list.statusFilter).selectOption({ label: id.status.DISABLE });
    await row(page, SCHEDULE).getByRole('button', { name: id.common.delete }).click();
    await page.getByRole('alertdialog').getByText(id.confirm.delete).waitFor();
    await press(page, id.confirm.yes);
    const refusal = page.getByRole('alertdialog', { name: id.error.oops });
    await refusal.getByText(fill(id.server.scheduleInUse, { roles: ROLE })).waitFor();
    await refusal.getByRole('button').first().click();
    await row(page, SCHEDULE).waitFor();

    // The role still holds the disabled schedule, which is no longer offered: it chooses again.
    const again = await openAccessModal(ROLE);
    expect(await offeredSchedules(again)).not.toContain(SCHEDULE);
    await expect.poll(() => again.getByLabel(id.role.schedule).inputValue()).toBe('');
  });

  it('a disabled schedule no role holds is not offered in Hak Akses', async () => {
    const unused = 'Gelombang Tak Dipakai E2E';
    await api.ok('POST', 'master/pelaksanaan', {
      pelaksanaan: unused,
      kode_tes: [{ kode_tes: 'TAK-01' }],
    });
    const role = 'Peran Pilih Pelaksanaan E2E';
    await createRole(api, role);
    // Offered while enabled...
    expect(await offeredSchedules(await openAccessModal(role))).toContain(unused);

    await open(page, `/master/pelaksanaan?search=${encodeURIComponent(unused)}`);
    await row(page, unused).getByRole('button', { name: id.common.disable }).click();
    await press(page, id.confirm.yes);
    await expectSuccess(page);
    await page.getByText(id.list.empty).waitFor();

    // ...and no longer once disabled.
    expect(await offeredSchedules(await openAccessModal(role))).not.toContain(unused);
  });
});
