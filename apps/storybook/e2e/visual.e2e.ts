import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtStories,
  launchChromium,
  openStory,
  staticRoot,
  type IndexEntry,
  storyPage,
  storyFilter,
  storyUrl,
  switchStory,
} from './browser';
import { serveFolder } from './static-server';
import {
  clearOutput,
  compareWithBaseline,
  hasBaseline,
  openRequests,
  settledScreenshot,
  STILL_CSS,
  MODES,
  STATE_MODES,
  STATE_STORIES,
  writeBaseline,
  writeReport,
} from './visual';

// The stories tagged 'visual' (each screen's main state) in every mode, and each screen's
// Empty, Server Error, Field Errors and Long Values in the Indonesian ones: a set that keeps
// this check within minutes; every story is played and judged by axe in stories.ts.
const isMain = (entry: IndexEntry) => entry.tags?.includes('visual') ?? false;
const only = storyFilter();
const stories = builtStories().filter(
  (entry) =>
    (isMain(entry) || (entry.title.startsWith('Screens/') && STATE_STORIES.has(entry.name))) &&
    (!only || only.test(entry.id)),
);
const updating = process.env.UPDATE_BASELINES === '1';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveFolder>>;
const pages = new Map<
  string,
  { page: Page; requests: ReturnType<typeof openRequests>; loaded: boolean }
>();

beforeAll(async () => {
  clearOutput();
  server = await serveFolder(staticRoot);
  browser = await launchChromium();
  for (const mode of MODES) {
    const page = await storyPage(browser, {
      viewport: mode.viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: mode.theme,
      locale: mode.locale === 'en' ? 'en-US' : 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    pages.set(mode.name, { page, requests: openRequests(page), loaded: false });
  }
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  // Passed or failed, the run leaves its report for review (`visual:approve` takes what is accepted).
  if (!updating) console.log(`visual review report: ${writeReport()}`);
});

describe('screens look as their committed baselines', () => {
  it('has stories to compare', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  // A story tagged 'desktop' plays through what only a desktop shows: judged at 1366 only.
  const cases = stories.flatMap((s) =>
    (isMain(s) ? MODES : STATE_MODES)
      .filter((mode) => !s.tags?.includes('desktop') || mode.size === 'desktop')
      .map((mode) => [`${s.id}.${mode.name}`, s.id, mode] as const),
  );
  it.each(cases)('%s', async (name, id, mode) => {
    const shown = pages.get(mode.name)!;
    const { page, requests } = shown;
    // A mode's page loads Storybook once, then shows each story as its sidebar does (a story
    // sets up its own session, settings and mock server before it renders): 0.3 s a picture
    // instead of 1.4 s.
    if (shown.loaded) await switchStory(page, id);
    else {
      const globals = `theme:${mode.theme};locale:${mode.locale};a11y.manual:!true`;
      await openStory(page, storyUrl(server.url, id, globals));
      await page.addStyleTag({ content: STILL_CSS });
      shown.loaded = true;
    }
    const image = await settledScreenshot(page, requests);
    if (updating) {
      writeBaseline(name, image);
      return;
    }
    expect(hasBaseline(name), `no baseline for ${name}: run visual:update`).toBe(true);
    const result = compareWithBaseline(name, image);
    expect(
      result.passed,
      `${name}: ${result.changed} pixels changed; see visual-output/report.html, and accept it with visual:approve ${name}`,
    ).toBe(true);
  });
});
