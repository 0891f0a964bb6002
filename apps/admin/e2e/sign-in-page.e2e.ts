import { gzipSync } from 'node:zlib';
import { id } from '@cermat/core';
import type { Page, Response } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { ADMIN, expectRoute, heading } from './support/console';

const browser = useBrowser();

/** The most JavaScript /login may fetch before the page is idle, gzip -9 (issue #31). */
const LOGIN_BUDGET = 90 * 1024;

/**
 * Holds every script of the app until `release()`: what is on screen meanwhile is index.html
 * alone, with its boot script. Content Security Policy reports are collected as they come.
 */
async function withoutScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return { release, refused };
}

const drawn = (page: Page) => page.locator('#sign-in-drawn');
const appTookOver = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('sign-in-drawn'));

describe('the sign-in page before any script', () => {
  // Signed in before a test turns CAPTCHA on: the API's sign-in then needs an answer.
  let admin: Api;
  beforeEach(async () => {
    admin = await apiAs();
  });
  afterEach(() => admin.ok('POST', 'master/configs', { CAPTCHA: 'Tidak' }));

  it('shows the form at once, axe-clean; what is typed and sent then goes on, redirect kept', async () => {
    const page = await browser.newPage();
    const { release, refused } = await withoutScripts(page);
    await page.goto('/#/login-penilai?redirect=%2Fmaster%2Frole', { waitUntil: 'commit' });
    await heading(page, id.auth.titlePenilai).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'username',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.type(ADMIN.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    const button = page.getByRole('button', { name: id.auth.signIn });
    expect(await button.getAttribute('aria-busy')).toBe('true');
    // Held, not sent as a page: the address and the page are still the sign-in's.
    expect(page.url()).toContain('#/login-penilai?redirect=');
    expect(await drawn(page).isVisible()).toBe(true);
    release();
    await expectRoute(page, '/master/role');
    expect(await page.evaluate(() => localStorage.getItem('access_token_penilai'))).not.toBe(
      'null',
    );
    expect(refused).toEqual([]);
  });

  it('carries typing and the focus over to the app’s form, which then signs in as usual', async () => {
    const page = await browser.newPage();
    const { release } = await withoutScripts(page);
    await page.goto('/#/login', { waitUntil: 'commit' });
    await heading(page, id.auth.title).waitFor();
    await page.getByLabel(id.auth.username).fill('someone');
    await page.locator('input[name=password]').focus();
    await page.keyboard.type('half');
    release();
    await appTookOver(page);
    expect(await page.getByLabel(id.auth.username).inputValue()).toBe('someone');
    expect(await page.locator('input[name=password]').inputValue()).toBe('half');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'password',
    );
    await page.keyboard.type('-typed-after');
    expect(await page.locator('input[name=password]').inputValue()).toBe('half-typed-after');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(id.server.loginFailed);
  });

  it('with CAPTCHA = Ya, holds a sign-in sent early and gives the CAPTCHA answer the focus', async () => {
    await admin.ok('POST', 'master/configs', { CAPTCHA: 'Ya' });
    const page = await browser.newPage();
    const { release } = await withoutScripts(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/login')) logins.push(request.url());
    });
    await page.goto('/#/login', { waitUntil: 'commit' });
    await heading(page, id.auth.title).waitFor();
    await page.getByLabel(id.auth.username).fill(ADMIN.username);
    await page.locator('input[name=password]').fill(ADMIN.password);
    await page.keyboard.press('Enter');
    release();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('captcha_answer');
    expect(logins).toEqual([]);
    expect(await page.getByRole('button', { name: id.auth.signIn }).isEnabled()).toBe(true);
    expect(await page.getByLabel(id.auth.username).inputValue()).toBe(ADMIN.username);
  });

  it('stays hidden for a signed-in user, who is sent on; takes the dark theme before any script', async () => {
    const page = await browser.signedIn();
    await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ theme: 'dark' })));
    const { release } = await withoutScripts(page);
    // A new page load, not a move inside the console.
    await page.goto('about:blank');
    await page.goto('/#/login', { waitUntil: 'commit' });
    await page.waitForSelector('#sign-in-drawn', { state: 'attached' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await drawn(page).isVisible()).toBe(false);
    release();
    await expectRoute(page, '/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('is not shown on a route that is not a sign-in', async () => {
    const page = await browser.newPage();
    const { release } = await withoutScripts(page);
    await page.goto('/#/set-password?token=x', { waitUntil: 'commit' });
    await page.waitForSelector('#sign-in-drawn', { state: 'attached' });
    expect(await drawn(page).isVisible()).toBe(false);
    release();
  });
});

describe('/login’s JavaScript budget', () => {
  it('counts every script a browser fetches on /login until the network is idle: 90 KB gzip at most', async () => {
    const page = await browser.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/#/login');
    await heading(page, id.auth.title).waitFor();
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(
      scripts.map(async (response) => gzipSync(await response.body(), { level: 9 }).length),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(
      `/login fetched ${(total / 1024).toFixed(1)} KB of JavaScript (gzip -9) in ${scripts.length} files`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET);
  });
});
