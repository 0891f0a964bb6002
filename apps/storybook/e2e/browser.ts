import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';

// The console's Chromium launch (Debian's Chromium, shared options), not a copy of it.
export { launchChromium } from '@cermat/admin/e2e/chromium';

/** The built Storybook the browser tests open. */
export const staticRoot = path.resolve(import.meta.dirname, '../storybook-static');

export interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** The stories of the build (index.json), in its order. */
export function builtStories(): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(staticRoot, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** The address of one story alone in its frame, with the given globals (`key:value;…`). */
export function storyUrl(base: string, id: string, globals: string): string {
  return `${base}/iframe.html?id=${id}&viewMode=story&globals=${globals}`;
}

declare global {
  interface Window {
    /** What Storybook's `storyFinished` event said of the story on this page. */
    __storyFinished?: 'success' | 'error' | 'warning';
  }
}

/**
 * Runs in each page before Storybook: listens on its channel for `storyFinished`, which
 * Storybook sends once the story has rendered, its play function has ended (or thrown) and
 * its animations have run out; a play that threw ends with the status 'error'.
 */
function listenForStoryFinished(): void {
  let channel: { on: (event: string, listener: (e: { status: string }) => void) => void };
  const heard = new WeakSet<object>();
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: typeof channel | null) => {
      channel = next!;
      if (!next || heard.has(next)) return;
      heard.add(next);
      next.on('storyFinished', (event) => {
        window.__storyFinished = event.status as Window['__storyFinished'];
      });
    },
  });
}

/** A page whose stories report their end (see `openStory`). */
export async function storyPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(listenForStoryFinished);
  return context.newPage();
}

/**
 * Opens a story and waits until Storybook says it has finished: rendered, played to its end,
 * animations done. Fails when the story or its play function failed, so no check ever
 * judges a story half played.
 */
export async function openStory(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const status = await (await page.waitForFunction(() => window.__storyFinished)).jsonValue();
  // What Storybook shows in place of a failed story: its message, for the failure's text.
  const error = await page.locator('body.sb-show-errordisplay #error-message').allInnerTexts();
  expect({ status, error }).toEqual({ status: 'success', error: [] });
}
