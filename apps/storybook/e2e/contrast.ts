import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtStories,
  launchChromium,
  openStory,
  staticRoot,
  storyPage,
  storyUrl,
} from './browser';
import { serveFolder } from './static-server';

// jsdom paints nothing, so the story tests cannot judge colour: here the built stories
// are opened in Debian's Chromium and axe checks their contrast in both themes (every
// other rule already runs on each story in test/stories.test.tsx).
const THEMES = ['light', 'dark'] as const;

// axe-core itself, put in the page once a load and run there: @axe-core/playwright's builder
// took about 0.3 s more a check on this machine (it injects and configures axe anew each
// time, frame by frame; a story's frame has no frames of its own).
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Ends once every animation that ends has ended (a spinner runs forever), after the frame
 * that restyles the page for its new theme; fails if they keep starting.
 */
async function settled(page: Page): Promise<void> {
  const running = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // One cancelled on the way rejects `finished` with an AbortError; it no longer paints,
    // so look again at what runs then.
    for (let round = 0; round < 5 && ending().length > 0; round++)
      await Promise.all(ending().map((animation) => animation.finished.catch(() => undefined)));
    return ending().map((animation) => String(animation.effect?.getComputedTiming().endTime));
  });
  expect(running, 'animations still starting after the theme switched').toEqual([]);
}

/** axe's contrast violations on the page as it is (axe put in it by `AXE_SOURCE`). */
async function contrastViolations(page: Page): Promise<string[]> {
  const result = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    }),
  );
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
}

/**
 * Opens each story of `part` (of `parts`: the files share the stories, each with its own
 * Chromium, so the two cores share the work) once, and asks axe about its contrast in the
 * light theme, then in the dark one: the theme is what the kit's decorator puts on
 * `<html data-theme>`, so switching it there re-colours the same rendered story, and one
 * page load serves both themes.
 */
export function checkContrast(part: number, parts: number): void {
  const stories = builtStories()
    .map((entry) => entry.id)
    .filter((_, index) => index % parts === part);
  let browser: Browser;
  let page: Page;
  let server: Awaited<ReturnType<typeof serveFolder>>;

  beforeAll(async () => {
    server = await serveFolder(staticRoot);
    browser = await launchChromium();
    // Transitions end at once, so a fading dialog is judged in its final colours.
    page = await storyPage(browser, { reducedMotion: 'reduce' });
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  /** Opens a story and judges it in each theme: the violations, and the page's colours. */
  async function judge(id: string, plant?: string) {
    // The a11y addon's own run is turned off (manual): axe runs one check at a time. The
    // story is judged as its play leaves it (an open menu open), never half played.
    await openStory(page, storyUrl(server.url, id, `theme:${THEMES[0]};a11y.manual:!true`));
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(AXE_SOURCE);
    if (plant)
      await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), plant);
    const found: Record<string, string[]> = {};
    const colours: Record<string, string> = {};
    for (const theme of THEMES) {
      // The first theme is the one the story was played in; the second is put where the
      // kit's decorator puts it. Either way: judge once its colours have stopped changing.
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await settled(page);
      found[theme] = await contrastViolations(page);
      colours[theme] = await page.evaluate(
        () => getComputedStyle(document.querySelector('.bg-bg') ?? document.body).backgroundColor,
      );
    }
    return { found, colours };
  }

  describe(`stories ${part + 1} of every ${parts} in Chromium`, () => {
    it('can fail: finds a planted grey-on-grey text in each theme, whose colours differ', async () => {
      const low = '<p id="rendah" style="color:#777;background:#888">Kontras rendah</p>';
      const { found, colours } = await judge(stories[0]!, low);
      for (const theme of THEMES) expect(found[theme]!.join()).toContain('#rendah');
      expect(colours.light).not.toBe(colours.dark);
    });

    it('can fail: a story whose play fails is not judged', async () => {
      // Without the write right the first row has no action for the play to click.
      const url = storyUrl(server.url, 'kit-list-datatable--enable-rows', 'a11y.manual:!true');
      await expect(openStory(page, `${url}&args=canWrite:!false`)).rejects.toThrow(
        /playFunctionThrewException/,
      );
    });

    it('judges a story as its play leaves it: the dropdown it opens is open', async () => {
      const id = 'kit-shell-horizontalnav--dropdown-open';
      await openStory(page, storyUrl(server.url, id, 'a11y.manual:!true'));
      expect(await page.locator('[data-slot="dropdown"]').count()).toBe(1);
    });

    it.each(stories)('%s: text contrast meets WCAG AA, light and dark', async (id) => {
      expect((await judge(id)).found).toEqual({ light: [], dark: [] });
    });
  });
}
