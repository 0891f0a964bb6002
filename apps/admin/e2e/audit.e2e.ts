import { fill, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, createRole, createUser, findId, roleIdOf, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, heading, open, press, row } from './support/console';

const browser = useBrowser();
let api: Api;
let page: Page;

beforeAll(async () => {
  api = await apiAs();
});

beforeEach(async () => {
  page = await browser.signedIn();
});

/** A role created as 'Peran awal' and edited through the API to 'Peran diubah'; its id. */
async function editedRole(name: string): Promise<number> {
  const roleId = await createRole(api, name, 'Peran awal');
  await api.ok('PUT', 'master/role', {
    id: roleId,
    role_name: name,
    role_description: 'Peran diubah',
  });
  return roleId;
}

/** The Audit screen filtered to the edits of one role. */
async function showRoleEdits(roleId: number): Promise<void> {
  await open(page, '/master/audit');
  await heading(page, id.audit.listTitle).waitFor();
  await page.getByLabel(id.audit.filterEntity, { exact: true }).selectOption({ label: 'Role' });
  await page
    .getByLabel(id.audit.filterAction, { exact: true })
    .selectOption({ label: id.audit['action-update'] });
  await page.getByLabel(id.audit.filterUser, { exact: true }).selectOption({ label: 'admin' });
  // Other tests edit roles as admin too: the search on the record's id leaves this one.
  await page.getByRole('searchbox', { name: id.list.search }).fill(String(roleId));
  await poll(() => bodyRows().count()).toBe(1);
  await poll(() => bodyRows().first().textContent()).toContain(String(roleId));
}

/** A role created as `first` and renamed to `then` through the API. */
async function renamedRole(first: string, then: string): Promise<void> {
  const roleId = await createRole(api, first, 'Peran awal');
  await api.ok('PUT', 'master/role', {
    id: roleId,
    role_name: then,
    role_description: 'Peran awal',
  });
}

/** The Audit screen's rows of roles that a search finds. */
async function showRoles(search: string): Promise<void> {
  await open(page, '/master/audit');
  await heading(page, id.audit.listTitle).waitFor();
  await page.getByLabel(id.audit.filterEntity, { exact: true }).selectOption({ label: 'Role' });
  await page.getByRole('searchbox', { name: id.list.search }).fill(search);
}

/** A role's row as the Audit list names it ('Role: Admin'). */
const roleNamed = (name: string) => fill(id.audit.record, { entity: 'Role', name });

/** The calendar day after a 'YYYY-MM-DD' day. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Waits as long as a screen may take on a busy two-core machine. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const bodyRows = () => page.getByRole('row').filter({ has: page.getByRole('cell') });
const history = () => page.getByRole('region', { name: id.audit.history });

describe('audit trail, history and restore', () => {
  it('lists a role edited on its form in the Audit screen, found by its filters', async () => {
    const roleId = await createRole(api, 'Audit E2E', 'Peran awal');
    await open(page, `/master/role/edit/${roleId}`);
    await poll(() => page.getByLabel(id.role.description).inputValue()).toBe('Peran awal');
    await page.getByLabel(id.role.description).fill('Peran diubah');
    await press(page, id.common.save);
    await expectRoute(page, '/master/role');

    await showRoleEdits(roleId);
    await expectNoAxeViolations(page);
    // The day the server wrote the edit on, as the list shows it (not the test's clock).
    const day = /\d{4}-\d{2}-\d{2}/.exec((await bodyRows().first().textContent()) ?? '')?.[0];
    expect(day).toBeDefined();

    // Deleted roles: none yet, so the list says so.
    await page
      .getByLabel(id.audit.filterAction, { exact: true })
      .selectOption({ label: id.audit['action-delete'] });
    await page.getByText(id.list.empty).waitFor();
    await page
      .getByLabel(id.audit.filterAction, { exact: true })
      .selectOption({ label: id.audit['action-update'] });
    // From the next day on nothing has happened; on its own day the edit is there.
    await page.getByLabel(id.audit.dateFrom).fill(dayAfter(day!));
    await page.getByText(id.list.empty).waitFor();
    await page.getByLabel(id.audit.dateFrom).fill(day!);
    // Days are written as the lists write them, whatever the browser's language (an English
    // Chromium's own date input says mm/dd/yyyy); a day that does not exist is named.
    const to = page.getByLabel(id.audit.dateTo);
    expect(await to.getAttribute('placeholder')).toBe(id.date.placeholder);
    await to.fill('2026-02-31');
    await page.getByText(id.date.invalid).waitFor();
    await to.fill(day!);
    expect(await to.inputValue()).toBe(day);
    await poll(() => bodyRows().first().textContent()).toContain(String(roleId));
  });

  it('opens a row as its change, before and after', async () => {
    await showRoleEdits(await editedRole('Audit Rinci'));
    await bodyRows().first().getByRole('button', { name: id.audit.view }).click();
    const dialog = page.getByRole('dialog', { name: id.audit.detailTitle });
    // Fields by the names the forms give them; times as the lists show them.
    const changed = dialog.getByRole('row').filter({ hasText: id.role.description });
    await poll(() => changed.textContent()).toBe(`${id.role.description}Peran awalPeran diubah`);
    const version = dialog.getByRole('row').filter({ hasText: id.common.updatedAt });
    await poll(() => version.textContent()).toMatch(
      new RegExp(
        `^${id.common.updatedAt}\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`,
      ),
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: id.common.close }).click();
  });

  it("names each row by the record's name then: the old name finds the row written under it", async () => {
    await renamedRole('Ganti Nama Awal', 'Ganti Nama Akhir');
    await showRoles('Ganti Nama');
    // Both names on their rows, newest first: the rename, then the creation.
    await poll(() => bodyRows().count()).toBe(2);
    await poll(() => bodyRows().nth(0).textContent()).toContain(roleNamed('Ganti Nama Akhir'));
    await poll(() => bodyRows().nth(1).textContent()).toContain(roleNamed('Ganti Nama Awal'));
    // The old name finds the row written while the role had it, and only that one.
    await page.getByRole('searchbox', { name: id.list.search }).fill('Ganti Nama Awal');
    await poll(() => bodyRows().count()).toBe(1);
    await poll(() => bodyRows().first().textContent()).toContain(id.audit['action-create']);
    expect(await bodyRows().first().textContent()).toContain(roleNamed('Ganti Nama Awal'));
  });

  it("shows a rename by the form's label with both names, no column names or JSON, in light and dark", async () => {
    await renamedRole('Nama Dialog Awal', 'Nama Dialog Akhir');
    await showRoles('Nama Dialog Akhir');
    await poll(() => bodyRows().count()).toBe(1);
    await bodyRows().first().getByRole('button', { name: id.audit.view }).click();
    const dialog = page.getByRole('dialog', { name: id.audit.detailTitle });
    await dialog.getByText(roleNamed('Nama Dialog Akhir')).waitFor();
    // Only the fields that changed, by the form's labels; no stored names, no JSON.
    const renamed = dialog.getByRole('row').filter({ hasText: id.role.name });
    await poll(() => renamed.textContent()).toBe(
      `${id.role.name}Nama Dialog AwalNama Dialog Akhir`,
    );
    expect(await dialog.locator('tbody th').allTextContents()).toEqual([
      id.role.name,
      id.common.updatedAt,
    ]);
    const text = (await dialog.textContent()) ?? '';
    for (const raw of ['role_name', 'updated_at', 'id_role', 'menu_read', '{', '[', '"'])
      expect(text).not.toContain(raw);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
      await expectNoAxeViolations(page);
    }
  });

  it("restores a change from the role form's history after 'Perhatian', and refuses the change it undid", async () => {
    const roleId = await editedRole('Audit Pulih');
    await open(page, `/master/role/edit/${roleId}`);
    await poll(() => page.getByLabel(id.role.description).inputValue()).toBe('Peran diubah');
    // The creation has nothing before it: only the edit can be restored.
    const restore = history().getByRole('button', { name: id.audit.restoreButton });
    await poll(() => restore.count()).toBe(1);
    await expectNoAxeViolations(page);
    // A mark on the page: a full reload of the console would wipe it.
    await page.evaluate(() => Object.assign(window, { restoreMark: true }));
    await restore.click();
    await page.getByRole('alertdialog').getByText(id.audit.restoreConfirm).waitFor();
    await press(page, id.confirm.yes);
    await page.getByText(id.audit.restored).waitFor();
    // The screen loads again in place and shows the record as it was before the edit.
    await poll(() => page.getByLabel(id.role.description).inputValue()).toBe('Peran awal');
    expect(await page.evaluate(() => 'restoreMark' in window)).toBe(true);

    // Refused when the record has changed since, in the server's words. Newest first: the restore, then the edit it undid (the record is no longer that edit's result).
    await poll(() => history().getByRole('listitem').count()).toBe(3);
    await history().getByRole('listitem').nth(1).getByRole('button').click();
    await press(page, id.confirm.yes);
    await page.getByRole('alertdialog').getByText(id.server.stale).waitFor();
    await press(page, id.common.close);
    expect(await page.getByLabel(id.role.description).inputValue()).toBe('Peran awal');
  });
});

describe('Export CSV', () => {
  beforeAll(async () => {
    for (let n = 1; n <= 12; n++)
      await api.ok('POST', 'master/role', { role_name: `Ekspor ${String(n).padStart(2, '0')}` });
  });

  it('downloads every page the list finds, with its search and sort, as UTF-8 with a BOM', async () => {
    await open(page, '/master/role?search=Ekspor&sort=role_name&dir=desc');
    await page.getByText(/Show 1 - 10 of 12/).waitFor();
    // Held back until the progress has shown, so it shows while the file is on its way.
    let release = () => {};
    const shown = new Promise<void>((done) => (release = done));
    await page.route('**/master/export?*', async (route) => {
      await shown;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: id.audit.exportCsv }).click();
    await page.getByRole('button', { name: id.audit.exporting }).waitFor();
    release();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^roles-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const names = bytes
      .toString('utf8')
      .split(/\r?\n/)
      .slice(1)
      .filter(Boolean)
      .map((line) => /Ekspor \d\d/.exec(line)?.[0]);
    expect(names).toEqual(
      Array.from({ length: 12 }, (_, i) => `Ekspor ${String(12 - i).padStart(2, '0')}`),
    );
  });
});

describe('bulk actions', () => {
  const box = (name: string) => page.getByRole('checkbox', { name: `Pilih data ${name}` });

  /** Three users named `${prefix}-1` … `-3`, listed and selected by a click and a shift-click. */
  async function selectThree(prefix: string): Promise<void> {
    const role = await roleIdOf(api, 'Manager');
    for (const n of [1, 2, 3])
      await createUser(api, { username: `${prefix}-${n}`, password: 'rahasia-bulk-1' }, [role]);
    await open(page, `/master/user?search=${prefix}`);
    await row(page, `${prefix}-3`).waitFor();
    await box(`${prefix}-1`).click();
    await box(`${prefix}-3`).click({ modifiers: ['Shift'] });
  }

  it('selects rows with a click and a shift-click, and toggles one with space', async () => {
    await selectThree('bulk-e2e');
    for (const n of [1, 2, 3]) expect(await box(`bulk-e2e-${n}`).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: id.list.selectPage }).isChecked()).toBe(true);
    await page.getByText(fill(id.audit.selected, { count: 3 })).waitFor();
    await box('bulk-e2e-2').focus();
    await page.keyboard.press('Space');
    expect(await box('bulk-e2e-2').isChecked()).toBe(false);
    await page.keyboard.press('Space');
    expect(await box('bulk-e2e-2').isChecked()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('disables three users at once, asking once with the count, and names the one that failed', async () => {
    await selectThree('massal-e2e');
    // Someone else changes massal-e2e-2 after the list was read: its disable must be refused.
    const changed = await findId(api, 'master/user', 'massal-e2e-2', 'user_id');
    for (const status of ['DISABLE', 'ENABLE'])
      await api.ok('PUT', 'master/user', { id: changed, status });

    await page
      .getByRole('toolbar', { name: id.audit.selection })
      .getByRole('button', { name: id.common.disable })
      .click();
    await page
      .getByRole('alertdialog')
      .getByText(fill(id.audit.bulkDisable, { count: 3 }))
      .waitFor();
    await press(page, id.confirm.yes);
    const result = page.getByRole('dialog', { name: id.audit.bulkResultTitle });
    await result.getByText(fill(id.audit.bulkSummary, { ok: 2, count: 3 })).waitFor();
    expect(await result.getByRole('listitem').allTextContents()).toEqual([
      fill(id.audit.bulkFailure, { name: 'massal-e2e-2', message: id.server.stale }),
    ]);
    await expectNoAxeViolations(page);
    await result.getByRole('button', { name: id.common.close }).click();
    // The list reads again: only the refused user is still enabled.
    await poll(() => bodyRows().count()).toBe(1);
    await row(page, 'massal-e2e-2').waitFor();
  });
});

describe('Export CSV when the session ends', () => {
  it('shows the session-ended message and saves no file', async () => {
    await createRole(api, 'Unduhan Sesi');
    await open(page, '/master/role?search=Unduhan+Sesi');
    await row(page, 'Unduhan Sesi').waitFor();
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('access_token') ?? 'null') as string,
    );
    // The session ends on the server while the export is on its way.
    await page.route('**/master/export?*', async (route) => {
      await fetch(new URL('backend/api/v1/auth/logout', browser.baseURL), {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      await route.continue();
    });
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: id.audit.exportCsv }).click();
    await page.getByText(id.error.sessionEnded).waitFor();
    await expectRoute(page, /^\/login/);
    expect(downloads).toBe(0);
  });
});
