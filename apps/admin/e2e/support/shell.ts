import { id } from '@cermat/core';
import type { Page } from 'playwright-core';

/** Chooses one option of the settings panel (the group by its legend), then closes the panel. */
export async function chooseSetting(page: Page, group: string, option: string): Promise<void> {
  await page
    .locator('[data-slot="topbar-extras"]')
    .getByRole('button', { name: id.shell.settings })
    .click();
  const panel = page.locator('[data-slot="settings-panel"]');
  await panel
    .getByRole('group', { name: group, exact: true })
    .getByRole('radio', { name: option, exact: true })
    .check();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
}

/** Stores the shell's settings as the panel would and reloads, to try many themes quickly. */
export async function storeSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.evaluate((patch) => {
    const stored = JSON.parse(localStorage.getItem('settings') ?? '{}') as object;
    localStorage.setItem('settings', JSON.stringify({ ...stored, ...patch }));
  }, settings);
  await page.reload();
  await settled(page);
}

/** Waits for the screen's heading and for every load to end. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('[data-slot="progress-bar"]').waitFor({ state: 'detached' });
}

/** How far the page reaches past the window sideways (0 when nothing overflows). */
export const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
