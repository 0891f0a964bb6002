import { id, pathFor } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createRole, createUser, roleIdOf, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { open, press } from './support/console';
import { overflowX, settled } from './support/shell';

const browser = useBrowser();
let api: Api;

beforeAll(async () => {
  api = await apiAs();
});

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * What the page shows of a list: each cell's and card field's visible box (its box cut by
 * every scroller around it), each Aksi cell's or card action group's box, and whether each
 * record's name is whole and on top at its centre (not cut, not under another element).
 */
const layout = (page: Page) =>
  page.evaluate(() => {
    const onTop = (el: Element) => {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const { left, right, top, bottom } = el.getBoundingClientRect();
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      return hit !== null && el.contains(hit);
    };
    const visible = (el: Element) => {
      let { left, right, top, bottom } = el.getBoundingClientRect();
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, right, top, bottom };
    };
    const full = (el: Element) => {
      const { left, right, top, bottom } = el.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const table = '[data-slot="data-table"] tr';
    const card = '[data-slot="data-card"]';
    const cells = [
      ...document.querySelectorAll(`${table} > :not(:last-child), ${card} :is(h2, dt, dd)`),
    ];
    const actions = [...document.querySelectorAll(`${table} > :last-child, ${card} [role=group]`)];
    // Read before the names are scrolled into view, which may scroll the table back.
    const badges = [...document.querySelectorAll('[data-slot="status-badge"]')].map((el) => ({
      box: full(el),
      seen: visible(el),
    }));
    const boxes = { cells: cells.map(visible), actions: actions.map(full), badges };
    // The first data column (after the checkbox and 'No') names the record; a card's heading.
    const names = [
      ...document.querySelectorAll(`[data-slot="data-table"] tbody tr > :nth-child(3), ${card} h2`),
    ].map((el) => {
      const top = onTop(el);
      const box = full(el);
      const seen = visible(el);
      return {
        text: el.textContent ?? '',
        whole: seen.left <= box.left + 0.5 && seen.right >= box.right - 0.5,
        onTop: top,
      };
    });
    return { ...boxes, names };
  });

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** No cell or field shows where an action cell is, and every name is whole and on top. */
async function expectNothingCovered(page: Page, list: string) {
  const shown = await layout(page);
  const { cells, actions } = shown;
  expect(actions.length, list).toBeGreaterThan(0);
  expect(shown.names.length, list).toBeGreaterThan(0);
  const covered = cells.filter((cell) => actions.some((aksi) => overlap(cell, aksi)));
  expect(covered, `${list}: cells under Aksi`).toEqual([]);
  for (const name of shown.names) expect(name, list).toMatchObject({ whole: true, onTop: true });
}

/** Every status badge whole in view and no cell under Aksi, as the table is scrolled now. */
async function expectBadgesWhole(page: Page, list: string) {
  const { badges, actions, cells } = await layout(page);
  const covered = cells.filter((cell) => actions.some((aksi) => overlap(cell, aksi)));
  expect(covered, `${list}: cells under Aksi`).toEqual([]);
  expect(badges.length, list).toBeGreaterThan(0);
  for (const { box, seen } of badges) {
    expect(seen, list).toEqual(box);
    for (const aksi of actions) expect(overlap(box, aksi), list).toBe(false);
  }
}

const openList = async (page: Page, list: string, query = '') => {
  await open(page, `${pathFor(list)}${query}`);
  await settled(page);
  await page
    .locator('[data-slot="data-table"] tbody tr button, [data-slot="data-card"] button')
    .first()
    .waitFor();
};

describe('at 1366 × 768', () => {
  it('no cell of roles or menus lies under Aksi; names and the status badges show whole', async () => {
    const page = await browser.signedIn();
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const list of ['all-role', 'all-menu']) {
      await openList(page, list);
      await expectNothingCovered(page, list);
      // Columns past the card's width scroll beside Aksi: at the end, the status shows whole.
      await page
        .locator('[data-slot="table-scroller"]')
        .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expectBadgesWhole(page, list);
      expect(await overflowX(page), list).toBe(0);
    }
  });

  it('hides a column chosen in Kolom, for this user only, kept after a reload', async () => {
    const viewer = { username: `kolom${Date.now()}`, password: 'rahasia123' };
    await createUser(api, viewer, [await roleIdOf(api, 'Admin')]);
    const page = await browser.signedIn();
    await page.setViewportSize({ width: 1366, height: 768 });
    const description = () => page.getByRole('columnheader', { name: 'Deskripsi Role' });
    await openList(page, 'all-role');
    await page.getByRole('button', { name: id.list.columns }).click();
    const panel = page.getByRole('group', { name: id.list.columnsChooser });
    // The name and the actions cannot be hidden.
    expect(await panel.getByRole('checkbox', { name: 'Nama Role' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('checkbox', { name: id.common.actions }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, { popupOpen: true });
    await panel.getByRole('checkbox', { name: 'Deskripsi Role' }).uncheck();
    await description().waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.reload();
    await openList(page, 'all-role');
    expect(await description().count()).toBe(0);
    await expectNothingCovered(page, 'all-role');

    const other = await browser.signedIn(viewer);
    await other.setViewportSize({ width: 1366, height: 768 });
    await openList(other, 'all-role');
    await other.getByRole('columnheader', { name: 'Deskripsi Role' }).waitFor();

    await page.getByRole('button', { name: id.list.columns }).click();
    await panel.getByRole('checkbox', { name: 'Deskripsi Role' }).check();
    await description().waitFor();
  });
});

describe('at 390 × 844', () => {
  it('shows roles and users as cards: fields, whole names, nothing under the actions', async () => {
    const page = await browser.signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const list of ['all-role', 'all-user']) {
      await openList(page, list);
      await expectNothingCovered(page, list);
      expect(await overflowX(page), list).toBe(0);
    }
    await openList(page, 'all-role', '?search=Manager');
    const card = page.locator('[data-slot="data-card"]').filter({ hasText: 'Manager' });
    expect(await card.locator('dt').allTextContents()).toEqual(
      expect.arrayContaining(['No', 'Deskripsi Role', 'Created At', 'Updated At']),
    );
    await card.getByText('Melihat data, mengelola Jadwal Pelaksanaan').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page);
    }
  });

  it("a card's Disable asks and disables; its checkbox selects for the bulk actions", async () => {
    const name = `Kartu ${Date.now()}`;
    await createRole(api, name, 'Peran untuk kartu');
    const page = await browser.signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await openList(page, 'all-role', `?search=${encodeURIComponent(name)}`);
    const card = page.locator('[data-slot="data-card"]').filter({ hasText: name });
    await card.getByRole('checkbox', { name: `Pilih data ${name}` }).check();
    const bulk = page.locator('[data-slot="bulk-actions"]');
    await bulk.getByText(id.audit.selected.replace('{count}', '1')).waitFor();
    await card.getByRole('checkbox', { name: `Pilih data ${name}` }).uncheck();
    const actions = card.getByRole('group', { name: id.common.actions });
    await actions.getByRole('button', { name: id.common.disable }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByText(id.confirm.disable).waitFor();
    await press(page, id.confirm.yes);
    await card.waitFor({ state: 'detached' });
    await page.getByLabel(id.list.statusFilter).selectOption({ label: id.status.DISABLE });
    await card
      .getByRole('group', { name: id.common.actions })
      .getByRole('button', { name: id.common.restore })
      .waitFor();
    expect(await card.locator('[data-slot="status-badge"]').textContent()).toBe(id.status.DISABLE);
  });
});
