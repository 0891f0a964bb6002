import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { en, id as idTexts } from '@cermat/core';
import type axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtStories,
  launchChromium,
  openStory,
  staticRoot,
  storyPage,
  storyFilter,
  storyUrl,
  switchStory,
} from './browser';
import { serveFolder } from './static-server';

// Every story of the build, played in Debian's Chromium as a designer sees it: rendered,
// its play run to the end (a failed expectation fails here), then judged by axe: every
// rule in the light theme, and the text contrast again in the dark one.
const THEMES = ['light', 'dark'] as const;
// Playwright's default page size, and the phone of the toolbar's viewports.
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

// axe-core itself, put in the page once and run there: @axe-core/playwright's builder
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

/**
 * axe's violations on the story as it is (axe put in it by `AXE_SOURCE`): every rule, or
 * the contrast alone. The body is judged, not the document: a lone kit component is not a
 * page with landmarks and a heading. Headless UI's focus guards are left out: they are
 * focusable and aria-hidden by design, and pass the focus on the moment they get it.
 */
async function violations(page: Page, only?: 'color-contrast'): Promise<string[]> {
  const result = await page.evaluate(
    (rule) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        { include: [['body']], exclude: [['[data-headlessui-focus-guard]']] },
        {
          ...(rule
            ? { runOnly: { type: 'rule', values: [rule] } }
            : { rules: { region: { enabled: false } } }),
          resultTypes: ['violations'],
        },
      ),
    only,
  );
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
}

/**
 * Plays the stories of `part` (of `parts`: the files share the stories, each with its own
 * Chromium, so the two cores share the work) one after another in one preview, switched as
 * Storybook's UI switches them, and judges each in the light theme, then the dark one: the
 * theme is what the kit's decorator puts on `<html data-theme>`, so switching it there
 * re-colours the same played story.
 */
export function checkStories(part: number, parts: number): void {
  const only = storyFilter();
  const stories = builtStories()
    .map((entry) => entry.id)
    .filter((id, index) => index % parts === part && (!only || only.test(id)));
  // Stories drawn for a phone (tag 'phone') are played at its width, the others at the page's.
  const phones = new Set(
    builtStories()
      .filter((entry) => entry.tags?.includes('phone'))
      .map((entry) => entry.id),
  );
  let browser: Browser;
  let page: Page;
  let server: Awaited<ReturnType<typeof serveFolder>>;

  beforeAll(async () => {
    server = await serveFolder(staticRoot);
    browser = await launchChromium();
    // Transitions end at once, so a fading dialog is judged in its final colours.
    page = await storyPage(browser, { reducedMotion: 'reduce' });
    // The a11y addon's own run is turned off (manual): axe runs one check at a time.
    await openStory(
      page,
      storyUrl(server.url, stories[0]!, `theme:${THEMES[0]};a11y.manual:!true`),
    );
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(AXE_SOURCE);
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  /** Shows a story (played to its end) and judges it in each theme, with the page's colours. */
  async function judge(id: string, plant?: string) {
    await page.setViewportSize(phones.has(id) ? PHONE : DESKTOP);
    await switchStory(page, id);
    const shown = await page.evaluate(
      () => document.querySelector('#storybook-root')?.childElementCount ?? 0,
    );
    expect(shown, `${id} rendered nothing`).toBeGreaterThan(0);
    if (plant)
      await page.evaluate(
        (html) => document.body.insertAdjacentHTML('beforeend', `<div id="planted">${html}</div>`),
        plant,
      );
    const found: Record<string, string[]> = {};
    const colours: Record<string, string> = {};
    for (const theme of THEMES) {
      // The first theme is the one the story was played in; the second is put where the
      // kit's decorator puts it. Either way: judge once its colours have stopped changing.
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await settled(page);
      found[theme] = await violations(page, theme === THEMES[0] ? undefined : 'color-contrast');
      colours[theme] = await page.evaluate(
        () => getComputedStyle(document.querySelector('.bg-bg') ?? document.body).backgroundColor,
      );
    }
    // What was planted is no story's: the next story must not meet it.
    await page.evaluate(() => document.querySelector('#planted')?.remove());
    return { found, colours };
  }

  const count = (selector: string) => page.locator(selector).count();

  describe(`stories ${part + 1} of every ${parts} in Chromium`, () => {
    it('can fail: finds a planted unlabelled field and grey-on-grey text, in each theme', async () => {
      const planted =
        '<p id="rendah" style="color:#777;background:#888">Kontras rendah</p><input id="tanpa-label">';
      const { found, colours } = await judge(stories[0]!, planted);
      expect(found.light!.join()).toContain('label #tanpa-label');
      for (const theme of THEMES) expect(found[theme]!.join()).toContain('color-contrast #rendah');
      expect(colours.light).not.toBe(colours.dark);
    });

    it('can fail: a story whose play fails is not judged', async () => {
      // Without the write right the first row has no action for the play to click.
      const other = await storyPage(browser);
      const url = storyUrl(server.url, 'kit-list-datatable--enable-rows', 'a11y.manual:!true');
      await expect(openStory(other, `${url}&args=canWrite:!false`)).rejects.toThrow(
        /playFunctionThrewException/,
      );
      await other.close();
    });

    it('judges a story as its play leaves it: the dropdown it opens is open', async () => {
      await switchStory(page, 'kit-shell-horizontalnav--dropdown-open');
      expect(await count('[data-slot="dropdown"]')).toBe(1);
    });

    it('leaves nothing of one story in the next (dialogs live in portals)', async () => {
      await switchStory(page, 'kit-dialogs-confirmdialog--delete');
      expect(await count('[role="alertdialog"]')).toBe(1);
      await switchStory(page, 'kit-list-datatable--default');
      expect(await count('[role="alertdialog"]')).toBe(0);
    });

    // The Controls of screen stories (console.tsx's ScreenArgs), as the panel sets them.
    if (part === 0)
      it("follows a screen story's Controls: rows, a reader's rights, a failing call", async () => {
        const other = await storyPage(browser);
        const url = storyUrl(server.url, 'screens-roles-list--filled', 'a11y.manual:!true');
        const add = () => other.getByRole('link', { name: idTexts.common.add }).count();
        await openStory(other, url);
        await other.getByRole('row').nth(1).waitFor();
        expect(await add()).toBe(1);
        await openStory(other, `${url}&args=readOnly:!true`);
        await other.getByRole('row').nth(1).waitFor();
        expect(await add()).toBe(0);
        await openStory(other, `${url}&args=rows:0`);
        await other.getByText(idTexts.list.empty, { exact: true }).waitFor();
        await openStory(other, `${url}&args=failing:roles-list`);
        await other.getByText(idTexts.server.internal).first().waitFor();
        await other.close();
      });

    it("takes the language from the story's globals, and back", async () => {
      const header = (name: string) => `th:text-is("${name}")`;
      await switchStory(page, 'kit-list-datatable--english');
      expect(await count(header(en.common.actions))).toBe(1);
      await switchStory(page, 'kit-list-datatable--default');
      expect(await count(header(idTexts.common.actions))).toBe(1);
      expect(await count(header(en.common.actions))).toBe(0);
    });

    it.each(stories)('%s: plays, and passes axe light and dark', async (id) => {
      expect((await judge(id)).found).toEqual({ light: [], dark: [] });
    });
  });

  // The same stories in English, as a designer sees them with the toolbar's language set to
  // English: every play finds its texts in the story's language (the support's PlayText), so a
  // play that looked for an Indonesian text of the console fails here. Judged by axe once, in
  // the light theme (longer words, other wraps); the dark one adds only colours, judged above.
  describe(`stories ${part + 1} of every ${parts}, in English`, () => {
    beforeAll(async () => {
      await openStory(
        page,
        storyUrl(server.url, stories[0]!, `theme:${THEMES[0]};locale:en;a11y.manual:!true`),
      );
      await page.evaluate(AXE_SOURCE);
    });

    it('speaks English: the dashboard names its counts in English, not in Indonesian', async () => {
      await switchStory(page, 'screens-dashboard--filled');
      const shown = (text: string) => page.getByText(text, { exact: true }).count();
      expect(await shown(en.dashboard.counts)).toBe(1);
      expect(await shown(idTexts.dashboard.counts)).toBe(0);
    });

    it.each(stories)('%s: plays in English, and passes axe', async (id) => {
      await page.setViewportSize(phones.has(id) ? PHONE : DESKTOP);
      await switchStory(page, id);
      await settled(page);
      expect(await violations(page)).toEqual([]);
    });
  });
}
