import { id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo administrator the server seeds on first start (README). */
export const ADMIN = { username: 'admin', password: 'admin12345' };

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
