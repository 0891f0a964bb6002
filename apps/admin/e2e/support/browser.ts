import AxeBuilder from '@axe-core/playwright';
import { signIn, toStorage } from '@cermat/core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { ADMIN, apiSignIn } from './api';
import { launchChromium } from './chromium';

export interface BrowserSession {
  browser: Browser;
  /** A fresh context (own storage) with one page, at the server's address. */
  newPage(): Promise<Page>;
  /** A fresh context signed in as `user` (through the API, kept as the console keeps it), on the dashboard. */
  signedIn(user?: { username: string; password: string }): Promise<Page>;
  baseURL: string;
}

/**
 * One Chromium per test file; each `newPage()` is its own browser profile. Pages made inside
 * a test are closed after it, so no test meets another's page.
 */
export function useBrowser(): BrowserSession {
  const fileContexts: BrowserContext[] = [];
  let testContexts: BrowserContext[] | null = null;
  const session = { baseURL: inject('baseURL') } as BrowserSession;
  const newPage = async (storageState?: BrowserContextOptions['storageState']) => {
    const context = await session.browser.newContext({ baseURL: session.baseURL, storageState });
    context.setDefaultTimeout(15_000);
    (testContexts ?? fileContexts).push(context);
    const page = await context.newPage();
    if (process.env.E2E_DEBUG) {
      page.on('console', (m) => console.log(`[browser] ${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => console.log(`[browser] error: ${e.message}`));
      page.on(
        'response',
        (r) => r.status() >= 400 && console.log(`[browser] ${r.status()} ${r.url()}`),
      );
    }
    return page;
  };
  beforeAll(async () => {
    session.browser = await launchChromium();
  });
  session.newPage = () => newPage();
  session.signedIn = async (user = ADMIN) => {
    const stored = toStorage(signIn(await apiSignIn(user)));
    const localStorage = Object.entries(stored).map(([name, value]) => ({ name, value }));
    const page = await newPage({
      cookies: [],
      origins: [{ origin: session.baseURL, localStorage }],
    });
    // On the console already: a later `open` is a move inside it, as a signed-in user makes.
    await page.goto('/#/');
    return page;
  };
  beforeEach(() => {
    testContexts = [];
  });
  afterEach(async () => {
    const closing = testContexts ?? [];
    testContexts = null;
    await Promise.all(closing.map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(fileContexts.map((context) => context.close()));
    await session.browser?.close();
  });
  return session;
}

/**
 * Asserts that axe finds no violation on the page as it is now. With `popupOpen`, the
 * best-practice rule 'region' is left out: Headless UI renders an open menu or listbox in
 * its portal at the end of the body, outside every landmark, by design.
 */
export async function expectNoAxeViolations(
  page: Page,
  { popupOpen = false }: { popupOpen?: boolean } = {},
): Promise<void> {
  // Judge the settled screen, not a half-loaded one; a load that starts meanwhile (a list read
  // ahead) shows the bar again for a moment: it is no part of the screen judged.
  await page.locator('[data-slot="progress-bar"]').waitFor({ state: 'detached' });
  const axe = new AxeBuilder({ page }).exclude('[data-slot="progress-bar"]');
  const result = await (popupOpen ? axe.disableRules(['region']) : axe).analyze();
  const found = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
