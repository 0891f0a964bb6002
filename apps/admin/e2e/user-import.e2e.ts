import { fill, id, ROLE_SEPARATOR } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiAs, createRole, createUser, grantMasterMenu, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { heading, open, row } from './support/console';

const browser = useBrowser();
const u = id.userImport;
let api: Api;
let page: Page;

const HEADER = 'user_id,username,name,status,created_at,updated_at,roles';
const line = (username: string, name: string, roles: string) =>
  `,${username},${name},ENABLE,,,${roles}`;
const csv = (lines: string[]) => ({
  name: 'users.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`),
});

/** The users export as the console's Export CSV fetches it. */
async function exported(): Promise<string> {
  const url = new URL('backend/api/v1/master/export?list=users', inject('baseURL'));
  const answer = await fetch(url, { headers: { Authorization: `Bearer ${api.token}` } });
  expect(answer.status).toBe(200);
  return (await answer.text()).replace(/^\uFEFF/, '');
}

/** Opens the user list's import dialog. */
async function openImport(on: Page) {
  await open(on, '/master/user');
  await heading(on, id.user.listTitle).waitFor();
  await on.getByRole('button', { name: u.button, exact: true }).click();
  return on.getByRole('dialog').filter({ hasText: u.title });
}

const usernames = async (search: string) => {
  const [first] = await api.ok<[{ list_data: { data: { username: string }[] } }]>(
    'GET',
    `master/user?draw=1&length=500&search=${encodeURIComponent(search)}`,
  );
  return first.list_data.data.map((r) => r.username);
};

beforeAll(async () => {
  api = await apiAs();
});

beforeEach(async () => {
  page = await browser.signedIn();
});

describe('users import', () => {
  it('re-imports an export with new users: previewed, imported, in the list', async () => {
    const [header, ...lines] = (await exported()).split('\r\n').filter(Boolean);
    expect(header).toBe(HEADER);
    const admin = lines.find((l) => l.split(',')[1] === 'admin')!.split(',');
    const renamed = (n: number) =>
      [admin[0], `impor.e2e.${n}`, `Impor Ekspor ${n}`, ...admin.slice(3)].join(',');
    const dialog = await openImport(page);
    await dialog.getByLabel(u.file).setInputFiles(csv([header!, renamed(1), renamed(2)]));
    await dialog.getByText(fill(u.allValid, { rows: 2 })).waitFor();
    await row(page, 'impor.e2e.2').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: u.submit, exact: true }).click();
    await dialog.getByText(fill(id.server.imported, { count: 2 })).waitFor();
    await dialog.getByRole('button', { name: id.common.close }).click();
    await page.getByRole('searchbox', { name: id.list.search }).fill('impor.e2e');
    await row(page, 'Impor Ekspor 1').waitFor();
    await row(page, 'Impor Ekspor 2').waitFor();
    expect((await usernames('impor.e2e')).sort()).toEqual(['impor.e2e.1', 'impor.e2e.2']);
  });

  it('shows each row’s errors and imports nothing while any remain', async () => {
    const dialog = await openImport(page);
    await dialog
      .getByLabel(u.file)
      .setInputFiles(
        csv([
          HEADER,
          line('salah.e2e', 'Salah Satu', 'Manager'),
          line('admin', 'Bukan Admin', 'Manager'),
          line('salah.e2e.2', 'Salah Dua', `Manager ${ROLE_SEPARATOR} Tidak Ada`),
          line('SALAH.E2E', 'Salah Tiga', 'Manager'),
        ]),
      );
    await dialog.getByText(fill(u.summary, { rows: 4, errors: 3 })).waitFor();
    await row(page, 'Bukan Admin').getByText(id.server.duplicate).waitFor();
    await row(page, 'Salah Dua')
      .getByText(fill(id.server.importUnknownRoles, { roles: 'Tidak Ada' }))
      .waitFor();
    await row(page, 'Salah Tiga')
      .getByText(fill(id.server.importRepeated, { row: 1 }))
      .waitFor();
    expect(await dialog.getByRole('button', { name: u.submit, exact: true }).isDisabled()).toBe(
      true,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: id.common.cancel }).click();
    expect(await usernames('salah.e2e')).toEqual([]);
  });

  it('a user editor without admin rights cannot import a user into an admin role', async () => {
    const role = await createRole(api, 'Editor Impor');
    await grantMasterMenu(api, role, 'User', true);
    const editor = { username: 'editor.impor', password: 'rahasia-editor-1' };
    await createUser(api, editor, [role]);
    const mine = await browser.signedIn(editor);
    const dialog = await openImport(mine);
    await dialog
      .getByLabel(u.file)
      .setInputFiles(csv([HEADER, line('calon.admin', 'Calon Admin', 'Admin')]));
    await row(mine, 'Calon Admin')
      .getByText(fill(id.server.importCannotGrant, { roles: 'Admin' }))
      .waitFor();
    expect(await dialog.getByRole('button', { name: u.submit, exact: true }).isDisabled()).toBe(
      true,
    );
    // Nor through the API: the server decides.
    const direct = await (
      await apiAs(editor)
    ).call('POST', 'master/user/import', {
      rows: [{ username: 'calon.admin', name: 'Calon Admin', status: 'ENABLE', roles: 'Admin' }],
    });
    expect(direct.status).toBe(422);
    expect(await usernames('calon.admin')).toEqual([]);
  });

  it('previews a file of thousands of rows, parsed in a worker, the page answering meanwhile', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) =>
      line(`massal.e2e.${i}`, `Massal ${i}`, 'Manager'),
    );
    const dialog = await openImport(page);
    // The longest the main thread was busy at once, from the choice of file to the preview.
    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const worker = page.waitForEvent('worker');
    await dialog.getByLabel(u.file).setInputFiles(csv([HEADER, ...rows]));
    expect((await worker).url()).toContain('parse-csv.worker');
    // A click while the file is read and checked is handled at once.
    await dialog.getByText(u.hint).click();
    await dialog.getByText(fill(u.allValid, { rows: 3_000 })).waitFor();
    await row(page, 'massal.e2e.0').waitFor();
    const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
    expect(longest).toBeLessThan(2_000);
  });
});
