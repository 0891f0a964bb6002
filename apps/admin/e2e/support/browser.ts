import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from './chromium';

export interface BrowserSession {
  browser: Browser;
  /** A fresh context (own storage) with one page, at the server's address. */
  newPage(): Promise<Page>;
  baseURL: string;
}

/** One Chromium per test file; each `newPage()` is its own browser profile. */
export function useBrowser(): BrowserSession {
  const contexts: BrowserContext[] = [];
  const session = { baseURL: inject('baseURL') } as BrowserSession;
  beforeAll(async () => {
    session.browser = await launchChromium();
    session.newPage = async () => {
      const context = await session.browser.newContext({ baseURL: session.baseURL });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
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
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
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
  // Judge the settled screen, not a half-loaded one.
  await page.locator('[data-slot="progress-bar"]').waitFor({ state: 'detached' });
  const axe = new AxeBuilder({ page });
  const result = await (popupOpen ? axe.disableRules(['region']) : axe).analyze();
  const found = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
