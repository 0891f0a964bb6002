import { fill, id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, createRole, createUser, findId } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, heading, open, press, row, sideMenu } from './support/console';

const browser = useBrowser();
let page: Page;

beforeEach(async () => {
  page = await browser.signedIn();
});

/** The three rows the test builds: [grid, component, order] per column. */
const LAYOUT: [number, string, number][][] = [
  [[12, 'WelcomeCard', 1]],
  [
    [6, 'Clock', 2],
    [6, 'StatCard', 1],
  ],
  [
    [8, 'InfoText', 1],
    [4, 'KomponenE2E', 2],
  ],
];

async function addColumn(
  p: Page,
  rowNumber: number,
  [grid, component, order]: [number, string, number],
) {
  await p
    .getByRole('button', { name: `${id.common.actions} Row ${rowNumber}`, exact: true })
    .click();
  await p.getByRole('menuitem', { name: id.page.addColumn }).click();
  const dialog = p.getByRole('dialog').filter({ hasText: id.page.columnDialogTitle });
  await dialog.getByLabel(id.page.grid).selectOption({ label: `Col-${grid}` });
  await dialog.getByLabel(id.page.componentFile).fill(component);
  await dialog.getByLabel(id.page.order).fill(String(order));
  await dialog.getByRole('button', { name: id.common.saveColumn, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Per row, the column cards' texts in their shown order. */
const builderCards = (p: Page) =>
  p
    .locator('[data-slot="row-card"]')
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('[data-slot="column-card"]')).map((c) => c.textContent),
      ),
    );

describe('pages', () => {
  it('builds a page of three rows, saves it, and reopens it unchanged', async () => {
    await open(page, '/master/page');
    await heading(page, id.page.listTitle).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: id.page.addTitle }).click();
    await expectRoute(page, '/master/page/tambah');
    await page.getByLabel(id.page.name).fill('halaman-e2e');
    await page.getByLabel(id.page.description).fill('Halaman uji builder');
    for (const _ of LAYOUT) await press(page, id.page.addRow);
    for (const [index, columns] of LAYOUT.entries()) {
      for (const column of columns) await addColumn(page, index + 1, column);
    }
    // The dialog refuses an empty column with the field messages.
    await page.getByRole('button', { name: `${id.common.actions} Row 3`, exact: true }).click();
    await page.getByRole('menuitem', { name: id.page.addColumn }).click();
    await page.getByRole('button', { name: id.common.saveColumn, exact: true }).click();
    await page.getByText(id.page.componentRequired).waitFor();
    await expectNoAxeViolations(page);
    await press(page, id.common.cancel);
    const built = await builderCards(page);
    expect(built.map((r) => r.length)).toEqual([1, 2, 2]);
    // Columns sit by their order: StatCard (1) before Clock (2).
    expect(built[1]![0]).toContain('StatCard');
    await expectNoAxeViolations(page);
    await press(page, id.common.save);
    await page.getByText(fill(id.success.redirect, { name: id.page.masterName })).waitFor();
    await expectRoute(page, '/master/page');

    await page.getByRole('searchbox', { name: id.list.search }).fill('halaman-e2e');
    await row(page, 'halaman-e2e').getByRole('button', { name: id.common.edit }).click();
    await heading(page, id.page.editTitle).waitFor();
    await expect.poll(() => page.getByLabel(id.page.name).inputValue()).toBe('halaman-e2e');
    await expect.poll(() => builderCards(page)).toEqual(built);
    await expectNoAxeViolations(page);
  });

  it('renders the page from its link: three rows, the widgets, and a visible unknown-component card', async () => {
    const detail_page = LAYOUT.map((columns, r) => ({
      number: r + 1,
      columns: columns.map(([grid, component, order], c) => ({
        number: c + 1,
        grid,
        component,
        order,
      })),
    }));
    await (await apiAs()).ok('POST', 'master/page', { nama_page: 'tampil-e2e', detail_page });
    await open(page, '/master/page?search=tampil-e2e');
    await row(page, 'tampil-e2e').getByRole('link', { name: '/render?page=tampil-e2e' }).click();
    await expectRoute(page, '/render?page=tampil-e2e');
    await heading(page, 'tampil-e2e').waitFor();
    expect(await page.locator('[data-slot="page-row"]').count()).toBe(3);
    expect(await page.locator('[data-slot="page-column"]').count()).toBe(5);
    await page.getByRole('heading', { name: id.render.clock }).waitFor();
    await page.getByText(id.render.info).waitFor();
    await page.getByText('Komponen "KomponenE2E" tidak ditemukan').waitFor();
    await expectNoAxeViolations(page);
  });

  it('says so for a page name that does not exist', async () => {
    await open(page, '/render?page=tidak-ada-e2e');
    await heading(page, 'Page "tidak-ada-e2e" tidak ditemukan.').waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('a built page opened through a menu that links it', () => {
  it('opens for a role without Render Page, marked in the side menu; another page is 403', async () => {
    const api = await apiAs();
    const detail_page = [
      { number: 1, columns: [{ number: 1, grid: 12, component: 'InfoText', order: 1 }] },
    ];
    await api.ok('POST', 'master/page', { nama_page: 'panduan-e2e', detail_page });
    await api.ok('POST', 'master/page', { nama_page: 'rahasia-e2e', detail_page });
    await api.ok('POST', 'master/menu', {
      menu_tipe: 'MENU',
      nama_menu: 'Panduan E2E',
      link_path_menu: '/render?page=panduan-e2e',
      link_name_menu: 'panduan-e2e',
      urutan_menu: 90,
      parent_menu: 0,
    });
    const menuId = await findId(api, 'master/menu', 'Panduan E2E', 'id_menu_master');
    const roleId = await createRole(api, 'Pembaca Panduan E2E');
    const reader = { username: 'panduan-e2e', password: 'rahasia-panduan-1' };
    await createUser(api, reader, [roleId]);
    await api.ok('POST', 'master/menu/menu-role', {
      id_role: roleId,
      menu_data: JSON.stringify([menuId]),
      menu_write: JSON.stringify([]),
    });

    const own = await browser.signedIn(reader);
    await sideMenu(own).getByRole('link', { name: 'Panduan E2E' }).click();
    await expectRoute(own, '/render?page=panduan-e2e');
    await heading(own, 'panduan-e2e').waitFor();
    await own.getByText(id.render.info).waitFor();
    const current = sideMenu(own).locator('[aria-current="page"]');
    await expect.poll(() => current.textContent()).toContain('Panduan E2E');
    await expectNoAxeViolations(own);

    // A page no menu of the role links: the server refuses it, the console says 403.
    await open(own, '/render?page=rahasia-e2e');
    await expectRoute(own, '/403');
    expect(await own.getByText(id.render.info).count()).toBe(0);

    // /render without a page lists what the role's menus link, and nothing else.
    await open(own, '/render');
    await heading(own, id.render.available).waitFor();
    const main = own.getByRole('main');
    expect(await main.getByRole('link', { name: 'rahasia-e2e' }).count()).toBe(0);
    await main.getByRole('link', { name: 'Panduan E2E' }).click();
    await expectRoute(own, '/render?page=panduan-e2e');
    await heading(own, 'panduan-e2e').waitFor();
  });
});

describe('professional tree', () => {
  it('creates and edits a branch', async () => {
    await open(page, '/master/pohon-profesi');
    await heading(page, id.pohonProfesi.listTitle).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: id.common.add }).click();
    await expectRoute(page, '/master/pohon-profesi/tambah');
    await heading(page, id.pohonProfesi.addTitle).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(id.pohonProfesi.nama_pohon_profesi).fill('Dahan E2E');
    await press(page, id.common.save);
    await expectRoute(page, '/master/pohon-profesi');
    await page.getByRole('searchbox', { name: id.list.search }).fill('Dahan E2E');
    await expectRoute(page, '/master/pohon-profesi?search=Dahan+E2E');
    await row(page, 'Dahan E2E').getByRole('button', { name: id.common.edit }).click();
    await heading(page, id.pohonProfesi.editTitle).waitFor();
    await expect
      .poll(() => page.getByLabel(id.pohonProfesi.nama_pohon_profesi).inputValue())
      .toBe('Dahan E2E');
    await page.getByLabel(id.pohonProfesi.nama_pohon_profesi).fill('Dahan E2E Dua');
    await press(page, id.common.save);
    // Back to the list as it was left.
    await expectRoute(page, '/master/pohon-profesi?search=Dahan+E2E');
    await page.getByRole('searchbox', { name: id.list.search }).fill('E2E Dua');
    await row(page, 'Dahan E2E Dua').waitFor();
  });
});
