import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtStories, launchChromium, staticRoot, storyUrl } from './browser';
import { serveFolder } from './static-server';

// jsdom paints nothing, so the story tests cannot judge colour: here the built stories
// are opened in Debian's Chromium, in both themes, and axe checks their contrast
// (every other rule already runs on each story in test/stories.test.tsx).
const stories = builtStories().map((entry) => entry.id);

/** Opens every story in one theme and asks axe about its contrast. */
export function checkContrast(theme: 'light' | 'dark'): void {
  let browser: Browser;
  let page: Page;
  let server: Awaited<ReturnType<typeof serveFolder>>;

  beforeAll(async () => {
    server = await serveFolder(staticRoot);
    browser = await launchChromium();
    // Transitions end at once, so a fading dialog is judged in its final colours.
    page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  describe(`every story in Chromium, ${theme} theme`, () => {
    it.each(stories)('%s: text contrast meets WCAG AA', async (id) => {
      // The a11y addon's own run is turned off (manual): axe runs one check at a time.
      const globals = `theme:${theme};a11y.manual:!true`;
      await page.goto(storyUrl(server.url, id, globals));
      // Storybook marks the body once the story has rendered (or failed to).
      await page.locator('body.sb-show-main, body.sb-show-errordisplay').waitFor();
      expect(await page.locator('body.sb-show-errordisplay').count()).toBe(0);
      await page.evaluate(() => document.fonts.ready);
      // The theme lands from an effect after the first paint: judge the colours once every
      // transition it started has ended (seen once: text still fading from the light theme).
      await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        // Only those that end: a spinner runs forever. A transition cancelled on the way
        // (the element moved again, a play function restarted it) rejects `finished` with
        // an AbortError; it no longer paints, so look again at what runs then.
        for (let round = 0; round < 5; round++) {
          const ending = document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
          if (ending.length === 0) break;
          await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
        }
      });
      const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      const found = result.violations.flatMap((v) =>
        v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
      );
      expect(found).toEqual([]);
    });
  });
}
