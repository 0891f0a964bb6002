import { id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN } from './api';

export { ADMIN };

/** Opens a hash route of the console. */
export async function open(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
}

/** Fills and sends the sign-in form shown on the page. */
export async function submitSignIn(page: Page, user: { username: string; password: string }) {
  await page.getByLabel(id.auth.username).fill(user.username);
  await page.locator('input[name=password]').fill(user.password);
  await page.getByRole('button', { name: id.auth.signIn }).click();
}

/** Signs in on /login (or the given sign-in route) and waits to land. */
export async function signIn(
  page: Page,
  user: { username: string; password: string } = ADMIN,
  route = '/login',
): Promise<void> {
  await open(page, route);
  await submitSignIn(page, user);
  await page.waitForFunction(() => !location.hash.startsWith('#/login'));
}

/** The route the console shows (the hash without '#'). */
export async function route(page: Page): Promise<string> {
  return page.evaluate(() => decodeURIComponent(location.hash.slice(1)));
}

export async function expectRoute(page: Page, expected: string | RegExp): Promise<void> {
  await expect
    .poll(() => route(page), { timeout: 10_000 })
    .toMatch(typeof expected === 'string' ? new RegExp(`^${escape(expected)}$`) : expected);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The main heading of the screen. */
export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Calls the API from the page with the signed-in user's token; answers HTTP status and body. */
export async function apiCall(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { meta: { code: number; message: string }; data: unknown } }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('access_token') ?? 'null') as string | null;
      const response = await fetch(`backend/api/v1/${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

/** Answers the next confirmation or success dialog's button by name. */
export async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/** The table row that holds a text. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * Waits for 'Berhasil' and closes it as the user may (what follows, a reload or a move, is
 * the same as after its own 2 s), rather than waiting the 2 s out.
 */
export async function expectSuccess(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: id.success.title, exact: true });
  await dialog.getByRole('button', { name: id.common.close }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The side menu (a column beside the page, or the drawer on a narrow screen). */
export const sideMenu = (page: Page) => page.locator('[data-slot="sidebar"]');

/** Picks an option of one of the top bar's pickers ('role-switch', 'language-switch'). */
export async function choose(page: Page, picker: string, option: string): Promise<void> {
  await page.locator(`[data-slot="${picker}"] button`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the user menu of the top bar (Profil, Keluar). */
export async function openUserMenu(page: Page): Promise<void> {
  await page.locator('[data-slot="user-menu"] button').first().click();
}
