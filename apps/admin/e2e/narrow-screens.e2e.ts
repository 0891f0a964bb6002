import { en, id, pathFor, routes } from '@cermat/core';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, findId, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, heading, open, row } from './support/console';
import { overflowX, settled } from './support/shell';

const browser = useBrowser();
let page: Page;

/** The lists of the console, each with its edit screen's route name and its list call. */
const LISTS = [
  { list: 'all-role', edit: 'edit-role', call: 'master/role/all', key: 'id_role' },
  { list: 'all-menu', edit: 'edit-menu', call: 'master/menu', key: 'id_menu_master' },
  { list: 'all-user', edit: 'edit-user', call: 'master/user', key: 'user_id' },
  { list: 'all-page', edit: 'edit-page', call: 'master/page', key: 'id_page' },
  {
    list: 'pohon-profesi',
    edit: 'edit-pohon-profesi',
    call: 'master/pohon-profesi',
    key: 'id_pohon_profesi',
  },
  {
    list: 'pelaksanaan',
    edit: 'edit-pelaksanaan',
    call: 'master/pelaksanaan',
    key: 'idjadwal_pelaksanaan',
  },
] as const;
let api: Api;

beforeAll(async () => {
  api = await apiAs();
});

/** A fresh signed-in page at 390 × 844 for each test of the describes that call it. */
const freshPageEachTest = () =>
  beforeEach(async () => {
    page = await browser.signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
  });

const rect = (locator: Locator) =>
  locator.evaluate((el) => {
    const { left, right, top, bottom } = el.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/** Whether the element is what the user sees (and would click) at its own centre. */
const onTop = (locator: Locator) =>
  locator.evaluate((el) => {
    const { left, right, top, bottom } = el.getBoundingClientRect();
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && el.contains(hit);
  });

describe('at 390 × 844', () => {
  freshPageEachTest();
  it('reaches every action of a list row, each row a card of its own', async () => {
    for (const { list, edit } of LISTS) {
      await open(page, pathFor(list));
      await settled(page);
      const first = page
        .locator('[data-slot="data-card"]')
        .filter({ has: page.locator('button') })
        .first();
      await first.waitFor();
      expect(await page.locator('[data-slot="data-table"]').count(), list).toBe(0);
      expect(await overflowX(page), list).toBe(0);
      const card = await rect(first);
      const actions = first.getByRole('group', { name: id.common.actions }).getByRole('button');
      expect(await actions.count(), list).toBeGreaterThanOrEqual(2);
      for (const action of await actions.all()) {
        await action.focus();
        const box = await rect(action);
        expect(box.left, list).toBeGreaterThanOrEqual(card.left);
        expect(box.right, list).toBeLessThanOrEqual(card.right);
        expect(await onTop(action), list).toBe(true);
      }
      await first.locator('[data-action="edit"]').press('Enter');
      await expectRoute(page, new RegExp(`^${pathFor(edit, { id: 0 }).replace(/0$/, '\\d+')}$`));
      await settled(page);
      expect(await overflowX(page), edit).toBe(0);
    }
  });

  it('opens the side menu as a modal drawer and closes it by keyboard', async () => {
    await open(page, '/');
    await settled(page);
    const toggle = page.getByRole('button', { name: id.shell.toggleMenu });
    expect(await page.locator('[data-slot="sidebar"]').isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: id.shell.navigation });
    const panel = page.locator('[data-slot="sidebar"][data-state="drawer"]');
    await panel.waitFor();
    await expect
      .poll(() => drawer.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    expect(await overflowX(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    // Following a link closes it too.
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await drawer.getByRole('button', { name: id.shell.master, exact: true }).press('Enter');
    await drawer.locator('[data-menu="all-role"]').press('Enter');
    await drawer.waitFor({ state: 'detached' });
    await expectRoute(page, pathFor('all-role'));
    await heading(page, id.role.listTitle).waitFor();
  });

  it('folds the top bar extras into one menu', async () => {
    await open(page, pathFor('all-role'));
    await heading(page, id.role.listTitle).waitFor();
    expect(await page.locator('[data-slot="topbar-extras"]').isVisible()).toBe(false);
    await page.getByRole('button', { name: id.shell.more }).press('Enter');
    const menu = page.getByRole('menu');
    for (const name of [id.shell.fullscreen, id.shell.settings])
      await menu.getByRole('menuitem', { name }).waitFor();
    const admin = menu.getByRole('menuitem', { name: 'Admin', exact: true });
    expect(await admin.getAttribute('aria-current')).toBe('true');
    expect(await overflowX(page)).toBe(0);
    await expectNoAxeViolations(page, { popupOpen: true });
    await menu.getByRole('menuitem', { name: id.shell.languageEn }).click();
    await heading(page, en.role.listTitle).waitFor();
    await page.getByRole('button', { name: en.shell.more }).click();
    await page.getByRole('menuitem', { name: id.shell.languageId }).click();
    await heading(page, id.role.listTitle).waitFor();
  });
});

describe('the side menu by width', () => {
  freshPageEachTest();
  it('is a drawer at 768 px as at 390, and a column beside the page at 1366 px', async () => {
    const toggle = page.getByRole('button', { name: id.shell.toggleMenu });
    const drawer = page.locator('[data-slot="sidebar"][data-state="drawer"]');
    await page.setViewportSize({ width: 768, height: 844 });
    await open(page, '/');
    await settled(page);
    await toggle.click();
    await drawer.waitFor();
    expect(await page.getByRole('dialog', { name: id.shell.navigation }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1366, height: 844 });
    const column = page.locator('[data-slot="sidebar"][data-state="expanded"]');
    await column.waitFor();
    expect((await column.boundingBox())?.x).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('every screen at 390, 768 and 1366 px', () => {
  /** The id of a record each edit screen opens: the first its list finds. */
  const editIds = new Map<string, number>();
  beforeAll(async () => {
    for (const { edit, call, key } of LISTS) editIds.set(edit, await findId(api, call, '', key));
  });
  // The screens of this release, and one of the modules' placeholder (they share one screen).
  const shown = [
    ...routes.filter((r) => r.name !== 'logout' && !r.module),
    routes.find((r) => r.module)!,
  ];
  const target = (route: (typeof shown)[number]) =>
    pathFor(route.name, {
      idsoal: 1,
      idjadwal: 1,
      idbatch: 1,
      id: editIds.get(route.name) ?? editIds.get('edit-role') ?? 1,
    });

  it('has no sideways overflow on the sign-in at 390 px', async () => {
    const visitor = await browser.newPage();
    await visitor.setViewportSize({ width: 390, height: 844 });
    await open(visitor, '/login');
    await heading(visitor, id.auth.title).waitFor();
    expect(await overflowX(visitor)).toBe(0);
  });

  // One signed-in page a width, each screen a test of its own.
  for (const width of [390, 768, 1366])
    describe(`at ${width} px`, () => {
      let wide: Page;
      beforeAll(async () => {
        wide = await browser.signedIn();
        await wide.setViewportSize({ width, height: 844 });
      });
      it.for(shown)('has no sideways overflow on $name', async (route) => {
        await open(wide, target(route));
        await settled(wide);
        expect(await overflowX(wide)).toBe(0);
      });
    });
});

describe('long cells', () => {
  freshPageEachTest();
  it('cut with an ellipsis, the full text on hover and focus; Status and Aksi stay in view', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const name = 'Deskripsi panjang';
    const long = `${'Peran ini menyusun dan meninjau soal asesmen kompetensi. '.repeat(6)}Selesai.`;
    await api.ok('POST', 'master/roles', { role_name: name, role_description: long });
    await open(page, `/master/role?search=${encodeURIComponent(name)}`);
    await row(page, name).waitFor();
    const cell = row(page, name).locator('[data-slot="truncated-text"][data-cut]');
    expect(await cell.textContent()).toBe(long);
    const edge = await page.evaluate(() => window.innerWidth);
    for (const header of [id.common.status, id.common.actions])
      expect(
        (await rect(page.getByRole('columnheader', { name: header }))).right,
      ).toBeLessThanOrEqual(edge);
    const tip = page.locator('[data-slot="tooltip"]');
    await cell.hover();
    await expect.poll(() => tip.textContent()).toBe(long);
    await page.mouse.move(5, 700);
    await tip.waitFor({ state: 'detached' });
    // By keyboard: back from the row's first action to the cut cell before it.
    await row(page, name).getByRole('button').first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await cell.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => tip.textContent()).toBe(long);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'detached' });
  });
});
