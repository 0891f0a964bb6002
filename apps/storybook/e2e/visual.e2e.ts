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
  MODES,
  writeBaseline,
  writeReport,
} from './visual';

// Only stories tagged 'visual' (one state of each screen), in every mode: a small set keeps
// this check within minutes; every story is played and judged by axe in stories.ts.
const stories = builtStories().filter((entry) => entry.tags?.includes('visual'));
const updating = process.env.UPDATE_BASELINES === '1';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveFolder>>;
const pages = new Map<string, { page: Page; requests: ReturnType<typeof openRequests> }>();

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
    pages.set(mode.name, { page, requests: openRequests(page) });
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
    MODES.filter((mode) => !s.tags?.includes('desktop') || mode.size === 'desktop').map(
      (mode) => [`${s.id}.${mode.name}`, s.id, mode] as const,
    ),
  );
  it.each(cases)('%s', async (name, id, mode) => {
    const { page, requests } = pages.get(mode.name)!;
    const globals = `theme:${mode.theme};locale:${mode.locale};a11y.manual:!true`;
    await openStory(page, storyUrl(server.url, id, globals));
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
