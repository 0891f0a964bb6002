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
import {
  clearOutput,
  compareWithBaseline,
  hasBaseline,
  openRequests,
  settledScreenshot,
  STILL_CSS,
  VIEWPORT,
  writeBaseline,
  writeReport,
} from './visual';

// Only stories tagged 'visual' (one state of each screen): a small set keeps this check
// within a minute or two; every story is played and judged by axe in stories.ts.
const stories = builtStories().filter((entry) => entry.tags?.includes('visual'));
const THEMES = ['light', 'dark'] as const;
const updating = process.env.UPDATE_BASELINES === '1';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveFolder>>;
const pages = new Map<string, { page: Page; requests: ReturnType<typeof openRequests> }>();

beforeAll(async () => {
  clearOutput();
  server = await serveFolder(staticRoot);
  browser = await launchChromium();
  for (const theme of THEMES) {
    const page = await storyPage(browser, {
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: theme,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    pages.set(theme, { page, requests: openRequests(page) });
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

  const cases = stories.flatMap((s) =>
    THEMES.map((theme) => [`${s.id}.${theme}`, s.id, theme] as const),
  );
  it.each(cases)('%s', async (name, id, theme) => {
    const { page, requests } = pages.get(theme)!;
    await openStory(page, storyUrl(server.url, id, `theme:${theme};a11y.manual:!true`));
    await page.addStyleTag({ content: STILL_CSS });
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
