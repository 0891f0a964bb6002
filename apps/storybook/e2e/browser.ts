import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

// The console's Chromium launch (Debian's Chromium, shared options), not a copy of it.
export { launchChromium } from '@cermat/admin/e2e/chromium';

/** The built Storybook the browser tests open. */
export const staticRoot = path.resolve(import.meta.dirname, '../storybook-static');

export interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
  /** The file it comes from: a component's Docs page shares its stories'. */
  importPath: string;
  tags?: string[];
}

/** Every entry of the build (index.json), stories and docs pages, in the sidebar's order. */
export function builtEntries(): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(staticRoot, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

/** STORY_FILTER, a pattern of story ids: a few stories while working on them; CI takes all. */
export const storyFilter = (): RegExp | null =>
  process.env.STORY_FILTER ? new RegExp(process.env.STORY_FILTER) : null;

/** The stories of the build, in its order (its docs pages are checked by docs.e2e.ts). */
export const builtStories = () => builtEntries().filter((entry) => entry.type === 'story');

/** The address of one story alone in its frame, with the given globals (`key:value;…`). */
export function storyUrl(base: string, id: string, globals: string): string {
  return `${base}/iframe.html?id=${id}&viewMode=story&globals=${globals}`;
}

type Channel = {
  on: (event: string, listener: (e: Record<string, unknown>) => void) => void;
  emit: (event: string, payload: unknown) => void;
};

declare global {
  interface Window {
    /**
     * What Storybook said of the story on this page: the errors it reported, and its end; on a
     * docs page, that the page rendered and how each story on it ended, by id.
     */
    __story?: {
      errors: string[];
      finished?: string;
      docsRendered?: boolean;
      ended: Record<string, string>;
    };
    __STORYBOOK_ADDONS_CHANNEL__?: Channel | null;
  }
}

/**
 * Runs in each page before Storybook: listens on its channel for the story's errors (a
 * play that threw, a render that failed) and for `storyFinished`, sent once the story has
 * rendered, its play has ended and its animations have run out. Outside a test runner
 * Storybook catches a play's exception and still finishes with 'success', hence both.
 */
function listenToStory(): void {
  let channel: Channel | null = null;
  const heard = new WeakSet<Channel>();
  const story: NonNullable<Window['__story']> = { errors: [], ended: {} };
  window.__story = story;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: Channel | null) => {
      channel = next;
      if (!next || heard.has(next)) return;
      heard.add(next);
      for (const failure of ['playFunctionThrewException', 'storyThrewException', 'storyErrored'])
        next.on(failure, (event) =>
          story.errors.push(`${failure}: ${String(event.message ?? event.title)}`),
        );
      next.on('storyFinished', (event) => {
        story.finished = String(event.status);
        story.ended[String(event.storyId)] = story.finished;
      });
      next.on('docsRendered', () => (story.docsRendered = true));
    },
  });
}

/** A page whose stories report their end (see `openStory`). */
export async function storyPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(listenToStory);
  return context.newPage();
}

/**
 * Opens a story and waits until Storybook says it has finished: rendered, played to its end,
 * animations done. Fails when the story or its play function failed, so no check ever
 * judges a story half played or one whose play broke.
 */
export async function openStory(page: Page, url: string): Promise<void> {
  shown.delete(page);
  await page.goto(url);
  await storyFinished(page, url);
  shown.set(page, new URL(url).searchParams.get('id') ?? '');
}

/** The story each page shows: asked for again, it is remounted (Storybook's own event). */
const shown = new WeakMap<Page, string>();

/**
 * Shows another story in a page that holds Storybook's preview already (`openStory`), the
 * way Storybook's own UI does when a designer picks one: through its channel, without
 * loading the preview again (0.3 s a story here instead of 1.4 s). The globals the page was
 * opened with stay; a story's own globals (an English story) still apply. Fails as
 * `openStory` does.
 */
export async function switchStory(page: Page, id: string): Promise<void> {
  const event = shown.get(page) === id ? 'forceRemount' : 'setCurrentStory';
  shown.delete(page);
  await page.evaluate(
    ([storyId, name]) => {
      const story = window.__story!;
      story.errors.length = 0;
      delete story.finished;
      window.__STORYBOOK_ADDONS_CHANNEL__!.emit(name, { storyId, viewMode: 'story' });
    },
    [id, event] as const,
  );
  await storyFinished(page, id);
  shown.set(page, id);
}

async function storyFinished(page: Page, what: string): Promise<void> {
  await page.waitForFunction(() => window.__story?.finished);
  const story = (await page.evaluate(() => window.__story))!;
  if (story.errors.length > 0 || story.finished !== 'success')
    throw new Error(`${what}: ${[...story.errors, `finished: ${story.finished}`].join('; ')}`);
}

/** The address of a docs page alone in its frame, without the a11y addon's own run. */
export const docsUrl = (base: string, id: string) =>
  `${base}/iframe.html?id=${id}&viewMode=docs&globals=a11y.manual:!true`;

/**
 * Opens a docs page, waits until it has rendered and each story shown inline on it has
 * finished, and gives the ids of the stories it shows. A story in a frame of its own
 * (support/docs.ts) is a story page, played and judged in stories.ts; its frame loads when
 * scrolled to, so it is counted as shown, not waited for. Fails on any error Storybook or the
 * page reported, and after `within` ms.
 */
export async function openDocs(page: Page, url: string, within = 20_000): Promise<string[]> {
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(`pageerror: ${error.message}`));
  await page.goto(url);
  const deadline = Date.now() + within;
  for (;;) {
    const said = await page.evaluate(() => ({
      ...window.__story!,
      // What Storybook shows instead of a page it could not load (a stories file that threw).
      shown: document.body.classList.contains('sb-show-errordisplay')
        ? `shown: ${document.getElementById('error-message')?.textContent}`
        : null,
      // The docs blocks' own ids: `story--<id>`, `--primary` for the one shown first.
      blocks: [...document.querySelectorAll('.sb-story[id^="story--"]')].map((block) => ({
        id: block.id.replace(/^story--/, '').replace(/--primary$/, ''),
        framed: block.querySelector('iframe') !== null,
      })),
    }));
    const failures = [
      ...thrown,
      ...said.errors,
      ...(said.shown ? [said.shown] : []),
      ...Object.entries(said.ended).flatMap(([id, end]) =>
        end === 'success' ? [] : `${id}: ${end}`,
      ),
    ];
    if (failures.length > 0) throw new Error(`${url}: ${failures.join('; ')}`);
    const waiting = said.docsRendered
      ? said.blocks.filter((block) => !block.framed && !(block.id in said.ended))
      : [{ id: 'the page' }];
    if (waiting.length === 0) return [...new Set(said.blocks.map((block) => block.id))];
    if (Date.now() > deadline)
      throw new Error(`${url}: not finished: ${waiting.map((block) => block.id).join(', ')}`);
    // Until the page says more (an end, an error, the docs rendered) or the deadline; a
    // pageerror is heard outside the page, so the loop reads it again either way.
    await page
      .waitForFunction(
        (seen) => {
          const story = window.__story!;
          return (
            story.errors.length > 0 ||
            Boolean(story.docsRendered) !== seen.rendered ||
            Object.keys(story.ended).length !== seen.ended ||
            document.body.classList.contains('sb-show-errordisplay')
          );
        },
        { rendered: Boolean(said.docsRendered), ended: Object.keys(said.ended).length },
        { timeout: Math.max(deadline - Date.now(), 1) },
      )
      .catch(() => undefined);
  }
}
