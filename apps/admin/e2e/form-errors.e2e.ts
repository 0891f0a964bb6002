import { en, fieldMessage, id, validateColumn, type Messages } from '@cermat/core';
import type { Page, Route } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { foreignFailure } from './support/answers';
import { useBrowser } from './support/browser';
import { choose, heading, open, press, row } from './support/console';

const browser = useBrowser();
let page: Page;

beforeEach(async () => {
  page = await browser.signedIn();
});

/** On a new page's form: a row with one Col-6 column of this component, through its dialog. */
async function openColumnDialog() {
  await open(page, '/master/page/tambah');
  await heading(page, id.page.addTitle).waitFor();
  await press(page, id.page.addRow);
  await page.getByRole('button', { name: `${id.common.actions} Row 1`, exact: true }).click();
  await page.getByRole('menuitem', { name: id.page.addColumn }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: id.page.columnDialogTitle });
  await dialog.getByLabel(id.page.grid).selectOption({ label: 'Col-6' });
  await dialog.getByLabel(id.page.order).fill('1');
  return dialog;
}

/** Where focus is: the id of the focused element and whether it is on screen. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      id: element?.id ?? '',
      onScreen: !!box && box.top >= 0 && box.bottom <= window.innerHeight,
    };
  });

/** The ids of the controls that carry a native `required` (the browser's own bubble). */
const nativeRequired = () =>
  page.locator('form [required]').evaluateAll((nodes) => nodes.map((n) => n.outerHTML));

describe('errors a person can act on', () => {
  it('a role saved empty names the field, takes focus on it in view, and forgets it on typing', async () => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await open(page, '/master/role/tambah');
    await heading(page, id.role.addTitle).waitFor();
    expect(await nativeRequired()).toEqual([]);
    // Scrolled away from the field, as after filling a long form.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await press(page, id.common.save);
    const message = page.getByText('Nama Role wajib diisi.', { exact: true });
    await message.waitFor();
    const name = page.getByLabel(id.role.name);
    await expect.poll(focused).toEqual({ id: await name.getAttribute('id'), onScreen: true });
    expect(await name.getAttribute('aria-describedby')).toContain(await message.getAttribute('id'));
    // The browser's own check never ran: nothing of it is left on the field.
    expect(await name.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
    await name.pressSequentially('A');
    await message.waitFor({ state: 'detached' });
  });

  it("a menu's Urutan 0 says its minimum in the field's name", async () => {
    await open(page, '/master/menu/tambah');
    await page.getByLabel(id.menu.columnType).selectOption({ label: 'MENU' });
    await page.getByLabel(id.menu.name).fill('Menu Salah');
    await page.getByLabel(id.menu.linkPath).fill('/master/salah');
    await page.getByLabel(id.menu.linkName).fill('menu-salah');
    await page.getByLabel(id.menu.order).fill('0');
    expect(await nativeRequired()).toEqual([]);
    await press(page, id.common.save);
    await page.getByText('Urutan Menu minimal 1.', { exact: true }).waitFor();
    const shown = await page.locator('[data-slot="field-error"]').allTextContents();
    // Never zod's own words ('Terlalu kecil: …', 'Input tidak valid: …').
    for (const text of shown) expect(text).not.toMatch(/Terlalu|Input tidak valid|diharapkan/);
  });

  it('the column dialog refuses a file name with its extension by core’s rule and offers the widgets', async () => {
    const dialog = await openColumnDialog();
    const component = dialog.getByLabel(id.page.componentFile);
    const offered = await component.evaluate((input: HTMLInputElement) =>
      Array.from(input.list?.options ?? [], (option) => option.value),
    );
    expect(offered).toContain('WelcomeCard');
    await component.fill('WelcomeCard.tsx');
    await dialog.getByRole('button', { name: id.common.saveColumn, exact: true }).click();
    const rule = validateColumn({ grid: 6, component: 'WelcomeCard.tsx', order: 1 }).component!;
    await dialog.getByText(rule, { exact: true }).waitFor();
    // Free text is still allowed: any name by the rule goes in.
    await component.fill('WidgetSendiri');
    await dialog.getByRole('button', { name: id.common.saveColumn, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a column the server refuses shows its message at its row and column, focused', async () => {
    const dialog = await openColumnDialog();
    await dialog.getByLabel(id.page.componentFile).fill('WidgetSendiri');
    await dialog.getByRole('button', { name: id.common.saveColumn, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // Past the dialog's check: the request leaves with a name the server refuses.
    await page.route('**/backend/api/v1/master/page', async (route: Route) => {
      const body = route.request().postDataJSON() as {
        detail_page: { columns: { component: string }[] }[];
      };
      body.detail_page[0]!.columns[0]!.component = 'WidgetSendiri.tsx';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByLabel(id.page.name).fill('Halaman Salah');
    await press(page, id.common.save);
    const card = page
      .locator('[data-slot="row-card"]')
      .first()
      .locator('[data-slot="column-card"]');
    const text = fieldMessage(id.page.componentFile, { kind: 'componentName' });
    await card.getByText(text, { exact: true }).waitFor();
    await expect
      .poll(() => card.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });

  describe('a list that fails to load', () => {
    const ROLE_LIST = '**/backend/api/v1/master/role/all**';
    const alert = () => page.locator('section [data-slot="form-alert"]');

    async function failWith(fail: (route: Route) => Promise<void>, texts: Messages = id) {
      // Searched, so the seeded role is on the first page whatever other suites added. The
      // searched read must be over before the route fails the next: a list already on screen
      // shows 'Admin' before it starts, and the route would fail the search itself.
      const searched = page.waitForResponse(
        (answer) =>
          answer.url().includes('/master/role/all') &&
          new URL(answer.url()).searchParams.get('search') === 'Admin',
      );
      await open(page, '/master/role?search=Admin');
      await searched;
      await row(page, 'Admin').first().waitFor();
      await page.route(ROLE_LIST, fail);
      await page.getByRole('searchbox', { name: texts.list.search }).fill('Adm');
      await alert().waitFor();
    }

    it('offline: the message in Indonesian, no rows left standing', async () => {
      await failWith((route) => route.abort('internetdisconnected'));
      expect(await alert().textContent()).toBe(id.error.network);
      expect(await page.getByText('Failed to fetch').count()).toBe(0);
      expect(await page.getByRole('row').filter({ hasText: 'Admin' }).count()).toBe(0);
    });

    it("a proxy's 500: the message in Indonesian, no rows left standing", async () => {
      await failWith((route) => route.fulfill(foreignFailure(500, 'upstream exploded')));
      expect(await alert().textContent()).toBe(id.error.title);
      expect(await page.getByText('upstream exploded').count()).toBe(0);
      expect(await page.getByRole('row').filter({ hasText: 'Admin' }).count()).toBe(0);
    });

    it('in English when the console speaks English', async () => {
      await open(page, '/master/role');
      await choose(page, 'language-switch', id.shell.languageEn);
      await failWith((route) => route.abort('internetdisconnected'), en);
      expect(await alert().textContent()).toBe(en.error.network);
    });
  });
});
