import { id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, uploadPng, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { ADMIN, expectRoute, heading, open, press, signIn, submitSignIn } from './support/console';

const browser = useBrowser();

/** The administrator's API, for changing the configuration behind the sign-in. */
let admin: Api;

const configure = (values: Record<string, string>) => admin.ok('POST', 'master/configs', values);

beforeEach(async () => {
  admin = await apiAs();
});

// Whatever a test set, the next one (here or in another file) signs in as before. A test
// that turned ONE_TIME_LOGIN on has ended the token of `admin`: a fresh one sets it back
// (CAPTCHA is off then, so the API's sign-in needs no answer).
afterEach(async () => {
  const reset = { CAPTCHA: 'Tidak', ONE_TIME_LOGIN: 'Tidak', LOGO_FULL_LIGHT: '' };
  if ((await admin.call('POST', 'master/configs', reset)).status !== 200)
    await (await apiAs()).ok('POST', 'master/configs', reset);
});

const sessionEnded = (page: Page) => page.getByText(id.error.sessionEnded);

describe('the sign-in page', () => {
  it('focuses the username; says nothing about an ended session on a fresh visit or after a wrong password', async () => {
    const page = await browser.newPage();
    await open(page, '/login');
    await heading(page, id.auth.title).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('username');
    expect(await sessionEnded(page).count()).toBe(0);
    await submitSignIn(page, { username: ADMIN.username, password: 'salah-sekali' });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(id.server.loginFailed);
    expect(await sessionEnded(page).count()).toBe(0);
  });

  it('shows the configured logo before anyone signs in', async () => {
    const path = await uploadPng(admin);
    await configure({ LOGO_FULL_LIGHT: path });
    const page = await browser.newPage();
    await open(page, '/login');
    const logo = page.getByRole('img', { name: 'Logo' });
    await expect.poll(() => logo.getAttribute('src')).toBe(`backend${path}`);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});

describe('CAPTCHA', () => {
  it('Tidak: the sign-in asks none', async () => {
    await configure({ CAPTCHA: 'Tidak' });
    const page = await browser.newPage();
    await signIn(page);
    await expectRoute(page, '/');
    expect(await page.locator('input[name=captcha_answer]').count()).toBe(0);
  });

  it('Ya: a picture from our server, a text version for screen readers; wrong answers are refused', async () => {
    await configure({ CAPTCHA: 'Ya' });
    const page = await browser.newPage();
    await open(page, '/login');
    const picture = page.getByRole('img', { name: id.auth.captchaImage });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expectNoAxeViolations(page);

    // Without an answer the server refuses, naming the field.
    await submitSignIn(page, ADMIN);
    const answer = page.getByLabel(id.auth.captchaAnswer);
    await expect.poll(() => answer.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText(id.server.captchaRequired).count()).toBe(1);

    // The text version: a question read out as the answer field's description.
    await page.getByRole('button', { name: id.auth.captchaTextVersion }).click();
    const question = async () => {
      await expect
        .poll(() => answer.evaluate((e) => e.getAttribute('aria-describedby') ?? ''))
        .not.toBe('');
      await expect.poll(async () => /\d/.test(await describedBy(page))).toBe(true);
      return describedBy(page);
    };
    const first = await question();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('captcha_answer');
    await answer.fill(String(sum(first) + 1));
    await submitSignIn(page, ADMIN);
    await page.getByText(id.server.captchaWrong).waitFor();
    // The wrong answer used that challenge up; a new one is asked, the field emptied.
    await expect.poll(() => answer.inputValue()).toBe('');
    const second = await question();
    await answer.fill(String(sum(second)));
    await submitSignIn(page, ADMIN);
    await expectRoute(page, '/');
    await heading(page, id.dashboard.title).waitFor();
  });
});

/** The text that describes the focused or named answer field (its hint: the question). */
function describedBy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const input = document.querySelector('input[name=captcha_answer]');
    const ids = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((i) => document.getElementById(i)?.textContent ?? '').join(' ');
  });
}

const sum = (question: string) =>
  (question.match(/\d+/g) ?? []).map(Number).reduce((a, b) => a + b, 0);

describe('ONE_TIME_LOGIN', () => {
  async function twoSignIns() {
    const first = await browser.signedIn();
    await open(first, '/master/role');
    await heading(first, id.role.listTitle).waitFor();
    const second = await browser.signedIn();
    // The first browser's next move (its own checks may find out sooner).
    await open(first, '/master/user');
    return { first, second };
  }

  it('Tidak: two browsers stay signed in together', async () => {
    await configure({ CAPTCHA: 'Tidak', ONE_TIME_LOGIN: 'Tidak' });
    const { first } = await twoSignIns();
    await expectRoute(first, '/master/user');
    await heading(first, id.user.listTitle).waitFor();
  });

  it('Ya: signing in elsewhere ends the first browser’s session, which says why', async () => {
    await configure({ CAPTCHA: 'Tidak', ONE_TIME_LOGIN: 'Ya' });
    const { first, second } = await twoSignIns();
    await expectRoute(first, /^\/login\?redirect=\/master\/(user|role)$/);
    await first.getByText(id.auth.sessionReplaced).waitFor();
    expect(await sessionEnded(first).count()).toBe(0);
    await expectNoAxeViolations(first);
    // The newer one goes on.
    await open(second, '/master/role');
    await heading(second, id.role.listTitle).waitFor();
  });
});

describe('profile', () => {
  it('an empty current password with a new one says the field is required', async () => {
    const page = await browser.signedIn();
    await open(page, '/profile');
    await heading(page, id.auth.profile).waitFor();
    // Loaded first: the profile's arrival fills the form anew, emptying what was typed before.
    await expect.poll(() => page.locator('input[name=name]').inputValue()).not.toBe('');
    await page.locator('input[name=password]').fill('kata-sandi-baru-123');
    await page.locator('input[name=password_confirm]').fill('kata-sandi-baru-123');
    await press(page, id.common.save);
    const current = page.getByLabel(id.auth.currentPassword);
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(id.server.currentPasswordRequired).waitFor();
    expect(await page.getByText(id.server.loginFailed).count()).toBe(0);
  });
});
