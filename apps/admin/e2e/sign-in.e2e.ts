import { id } from '@cermat/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import {
  ADMIN,
  expectRoute,
  heading,
  open,
  openUserMenu,
  signIn,
  submitSignIn,
} from './support/console';

const browser = useBrowser();

describe('sign in and out', () => {
  it('signs in, lands on the dashboard, and signs out again', async () => {
    const page = await browser.newPage();
    await open(page, '/login');
    await heading(page, id.auth.title).waitFor();
    await expectNoAxeViolations(page);
    await signIn(page);
    await expectRoute(page, '/');
    await heading(page, id.dashboard.title).waitFor();
    await expectNoAxeViolations(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: id.auth.signOut }).click();
    await expectRoute(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe('null');
    // A sign-out the user chose is not a session that ended: no such note, even once every
    // call the old session had under way has answered.
    await heading(page, id.auth.title).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.getByText(id.error.sessionEnded).count()).toBe(0);
  });

  it('refuses wrong credentials with the server’s message', async () => {
    const page = await browser.newPage();
    await open(page, '/login');
    await submitSignIn(page, { username: ADMIN.username, password: 'wrong-password' });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(id.server.loginFailed);
  });
});

describe('an ended session', () => {
  it('returns to /login with the way back, and goes back there after signing in', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await open(page, '/master/role?status=DISABLE');
    await heading(page, id.role.listTitle).waitFor();
    // The server forgets the token (as when it expires); the console finds out on its next call.
    await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('access_token') ?? 'null') as string;
      await fetch('backend/api/v1/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
    });
    await page.getByRole('link', { name: 'User', exact: true }).click();
    await expectRoute(page, '/login?redirect=/master/user');
    await page.getByText(id.error.sessionEnded).waitFor();
    await submitSignIn(page, ADMIN);
    await expectRoute(page, '/master/user');
    await heading(page, id.user.listTitle).waitFor();
  });
});
