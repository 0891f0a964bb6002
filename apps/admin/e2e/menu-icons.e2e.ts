import { id } from '@cermat/core';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, heading, open, press, row, sideMenu } from './support/console';
import { chooseSetting } from './support/shell';

// Menu icons drawn (side menu, menu bar, menus list), the icon picker, and the parent
// select that starts empty.
const browser = useBrowser();
let page: Page;

beforeEach(async () => {
  page = await browser.signedIn();
});

/** How many filled paths the icon drawn for a boxicons class holds inside `scope`. */
const drawn = (scope: Locator, name: string) =>
  scope.locator(`svg[data-icon="${name}"] path`).count();

describe('menu icons', () => {
  it('draws the menus icons as inline SVG in the side menu and the horizontal menu bar', async () => {
    await open(page, '/master/menu');
    await heading(page, id.menu.listTitle).waitFor();
    const dashboard = sideMenu(page).getByRole('link', { name: 'Dashboard' });
    await expect.poll(() => drawn(dashboard, 'bx-home-circle')).toBeGreaterThan(0);
    await expect.poll(() => drawn(sideMenu(page), 'bx-data')).toBeGreaterThan(0);
    // The icon font is gone: no class is left for a stylesheet to draw.
    expect(await page.locator('i.bx').count()).toBe(0);

    const t = id.shell;
    await chooseSetting(page, t.layout, t.horizontal);
    const bar = page.locator('[data-slot="horizontal-nav"]');
    await expect.poll(() => drawn(bar, 'bx-home-circle')).toBeGreaterThan(0);
  });

  it('shows each icon beside its class in the Icon Menu column', async () => {
    await open(page, '/master/menu?search=Dashboard');
    const dashboard = row(page, 'Dashboard').first();
    await dashboard.waitFor();
    const cell = dashboard.locator('[data-slot="icon-label"]');
    await expect.poll(() => drawn(cell, 'bx-home-circle')).toBeGreaterThan(0);
    expect(await cell.textContent()).toBe('bx bx-home-circle');
  });
});

describe('the menu form', () => {
  it('starts the parent empty with its placeholder, and typing filters the parents', async () => {
    await open(page, '/master/menu/tambah');
    await page.getByLabel(id.menu.columnType).selectOption({ label: 'MENU' });
    const parent = page.getByRole('combobox', { name: id.menu.parent });
    expect(await parent.inputValue()).toBe('');
    expect(await parent.getAttribute('placeholder')).toBe(id.menu.parentPlaceholder);
    await parent.pressSequentially('Mast');
    expect(await parent.inputValue()).toBe('Mast');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    for (const text of await options.allTextContents()) expect(text).toMatch(/mast/i);
  });

  it('searches, previews and picks an icon, and the saved menu shows it', async () => {
    await open(page, '/master/menu/tambah');
    await heading(page, id.menu.addTitle).waitFor();
    await page.getByLabel(id.menu.columnType).selectOption({ label: 'MENU' });
    await page.getByLabel(id.menu.name).fill('Menu Ikon E2E');
    const icon = page.getByRole('combobox', { name: id.menu.icon });
    expect(await icon.getAttribute('placeholder')).toBe(id.menu.iconPlaceholder);
    await icon.pressSequentially('user che');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['bx bx-user-check']);
    await expectNoAxeViolations(page, { popupOpen: true });
    // The preview follows the keyboard before anything is picked.
    await page.keyboard.press('ArrowDown');
    const preview = page.locator('[data-slot="icon-preview"]');
    await expect.poll(() => drawn(preview, 'bx-user-check')).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    expect(await icon.inputValue()).toBe('bx bx-user-check');

    // A class outside the set is kept as typed; the grid says nothing matches.
    await icon.fill('');
    await icon.pressSequentially('bx bx-zzz');
    await page.getByText(id.common.noOptions).waitFor();
    await page.getByLabel(id.menu.linkPath).click();
    expect(await icon.inputValue()).toBe('bx bx-zzz');

    // Picked again with the pointer from the whole grid.
    await page.getByRole('button', { name: id.menu.icon }).click();
    await page.getByRole('option', { name: 'bx bx-calendar-event', exact: true }).click();
    expect(await icon.inputValue()).toBe('bx bx-calendar-event');
    await expect.poll(() => drawn(preview, 'bx-calendar-event')).toBeGreaterThan(0);

    await page.getByLabel(id.menu.linkPath).fill('/master/ikon-e2e');
    await page.getByLabel(id.menu.linkName).fill('ikon-e2e');
    await page.getByLabel(id.menu.order).fill('31');
    await expectNoAxeViolations(page);
    await press(page, id.common.save);
    // The list comes back as it was left.
    await expectRoute(page, '/master/menu');
    await page.getByRole('searchbox', { name: id.list.search }).fill('Ikon E2E');
    const saved = row(page, 'Menu Ikon E2E').locator('[data-slot="icon-label"]');
    await expect.poll(() => drawn(saved, 'bx-calendar-event')).toBeGreaterThan(0);
  });
});
