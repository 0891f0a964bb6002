import { id, MASTERS, pathFor, routeByName } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createRole, createUser, grantMasterMenu, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, heading, open } from './support/console';
import { overflowX } from './support/shell';

// Jump anywhere from the keyboard: Ctrl+K lists the screens the role may open and its records
// found by name; Enter goes there; "/" in a list focuses its search.
const browser = useBrowser();
const PASSWORD = 'rahasia-palet-1';
let api: Api;

const palette = (page: Page) => page.getByRole('dialog', { name: id.palette.title });
const box = (page: Page) => palette(page).getByRole('combobox', { name: id.palette.placeholder });
const group = (page: Page, name: string) => palette(page).getByRole('group', { name });
/** A list's records are headed by its menu's name, as its screen is named. */
const recordsOf = (kind: keyof typeof MASTERS) =>
  id.palette.records.replace('{list}', routeByName(MASTERS[kind].routes.list)!.label!);

/** Opens the palette from the keyboard, on the dashboard. */
async function openPalette(page: Page): Promise<void> {
  await open(page, '/');
  await heading(page, id.dashboard.title).waitFor();
  await page.keyboard.press('Control+K');
  await box(page).waitFor();
}

beforeAll(async () => {
  api = await apiAs();
});

describe('the palette', () => {
  it("finds a role by part of its name and Enter opens that role's form", async () => {
    const stamp = Date.now();
    const name = `Peran Palet ${stamp}`;
    const roleId = await createRole(api, name);
    const page = await browser.signedIn();
    await openPalette(page);
    await box(page).fill(`palet ${stamp}`);
    const found = group(page, recordsOf('roles')).getByRole('option', { name });
    await found.waitFor();
    // Only the record answers this query: it is the one Enter takes.
    expect(await palette(page).getByRole('option').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectRoute(page, pathFor(MASTERS.roles.routes.edit, { id: roleId }));
    await heading(page, id.role.editTitle).waitFor();
    expect(await palette(page).count()).toBe(0);
  });

  it('opens a screen; arrow keys move, Escape closes', async () => {
    const page = await browser.signedIn();
    await openPalette(page);
    // Before anything is typed, every screen the role may open is offered.
    await group(page, id.palette.screens)
      .getByRole('option', { name: /Tambah Role/ })
      .waitFor();
    await box(page).fill('tambah user');
    const option = group(page, id.palette.screens).getByRole('option', { name: /Tambah User/ });
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectRoute(page, pathFor(MASTERS.users.routes.add));
    await heading(page, id.user.addTitle).waitFor();

    await page.keyboard.press('Control+K');
    await box(page).waitFor();
    // Each opening starts afresh.
    expect(await box(page).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
  });

  it('says so when nothing matches', async () => {
    const page = await browser.signedIn();
    await openPalette(page);
    await box(page).fill('zzq tidak ada');
    await palette(page)
      .getByText(id.palette.noResults.replace('{query}', 'zzq tidak ada'))
      .waitFor();
    expect(await palette(page).getByRole('option').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('never offers a role a list it may not read, nor that list’s records', async () => {
    const stamp = Date.now();
    const username = `palet-${stamp}`;
    const roleId = await createRole(api, `Peran Palet Sempit ${stamp}`);
    await grantMasterMenu(api, roleId, 'Role', false);
    // A user whose name answers the query: the narrow role must not find it.
    const name = `Peran Palet Sempit ${stamp}`;
    await createUser(api, { username, password: PASSWORD, name: `${name} Pengguna` }, [roleId]);
    const page = await browser.signedIn({ username, password: PASSWORD });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await openPalette(page);
    const screens = group(page, id.palette.screens);
    await screens.getByRole('option', { name: /^Role/ }).waitFor();
    // Read only: the list, not its add form; no other list.
    expect(await screens.getByRole('option', { name: /Tambah Role/ }).count()).toBe(0);
    expect(await screens.getByRole('option', { name: /User/ }).count()).toBe(0);
    await box(page).fill(`palet sempit ${stamp}`);
    await group(page, recordsOf('roles')).getByRole('option', { name }).waitFor();
    expect(await group(page, recordsOf('users')).count()).toBe(0);
    expect(asked.filter((url) => url.includes('/master/user'))).toEqual([]);
    // A reader cannot open the edit form: the record opens as its list, searched by its name
    // (the route as the address bar reads it, decoded).
    await group(page, recordsOf('roles')).getByRole('option', { name }).click();
    await expectRoute(page, `${pathFor(MASTERS.roles.routes.list)}?search=${name}`);
    await heading(page, id.role.listTitle).waitFor();
    expect(await page.getByRole('searchbox', { name: id.list.search }).inputValue()).toBe(name);
  });

  it('is axe-clean open in light and in dark, at 1366 × 768', async () => {
    const page = await browser.signedIn();
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await openPalette(page);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
        .toBe(colorScheme);
      await box(page).fill('admin');
      await group(page, recordsOf('roles')).waitFor();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await palette(page).waitFor({ state: 'detached' });
    }
  });

  it('opens from the top bar at 390 px and fits the window', async () => {
    const page = await browser.signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    await heading(page, id.dashboard.title).waitFor();
    await page.getByRole('button', { name: id.palette.open }).click();
    await box(page).fill('admin');
    await group(page, recordsOf('roles')).waitFor();
    const panel = await page.locator('[data-slot="command-palette"]').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    expect(await overflowX(page)).toBe(0);
  });
});

describe('"/" in a list', () => {
  it('focuses the list search, unless the user is typing elsewhere', async () => {
    const page = await browser.signedIn();
    await open(page, pathFor(MASTERS.roles.routes.list));
    await heading(page, id.role.listTitle).waitFor();
    const search = page.getByRole('searchbox', { name: id.list.search });
    const focused = () => search.evaluate((input) => input === document.activeElement);
    expect(await focused()).toBe(false);
    await page.keyboard.press('/');
    await expect.poll(focused).toBe(true);
    // Typed into the box, "/" is a character like any other.
    await page.keyboard.type('a/b');
    expect(await search.inputValue()).toBe('a/b');
  });
});
