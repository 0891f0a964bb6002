import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtEntries,
  builtStories,
  docsUrl,
  launchChromium,
  openDocs,
  staticRoot,
  storyPage,
  type IndexEntry,
} from './browser';
import { serveFolder } from './static-server';

// Every docs page of the build (the Introduction, the Foundations, each kit component's Docs
// page) opened in Chromium as a designer opens it: it renders, and every story it shows
// finishes without an error. The stories themselves are played and judged in stories.ts.
const entries = builtEntries();
const docs = entries.filter((entry) => entry.type === 'docs');

/** The stories a docs page shows: a component's Docs page shows its file's. */
const storiesOn = (page: IndexEntry) =>
  builtStories()
    .filter((story) => story.importPath === page.importPath)
    .map((story) => story.id);

let browser: Browser;
let server: Awaited<ReturnType<typeof serveFolder>>;

beforeAll(async () => {
  server = await serveFolder(staticRoot);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** A docs page opened and finished in a browser context of its own (closed by the caller). */
async function openedDocs(id: string): Promise<{ page: Page; shown: string[] }> {
  const page = await storyPage(browser, { reducedMotion: 'reduce' });
  return { page, shown: await openDocs(page, docsUrl(server.url, id)) };
}

describe('docs pages in Chromium', () => {
  it('opens on the Introduction, then the Foundations', () => {
    expect(entries[0]?.id).toBe('introduction--docs');
    expect(entries[1]?.title).toMatch(/^Foundations\//);
  });

  it('gives each kit component a Docs page, and no screen one', () => {
    const kit = new Set(builtStories().flatMap((s) => (s.title.startsWith('Kit/') ? s.title : [])));
    const documented = new Set(docs.map((entry) => entry.title));
    expect([...kit].filter((title) => !documented.has(title))).toEqual([]);
    expect([...documented].filter((title) => title.startsWith('Screens/'))).toEqual([]);
  });

  it('can fail: a docs page whose stories file throws fails, and so does an unknown one', async () => {
    // The Pager's stories file as the build serves it, throwing once it has loaded.
    const page = await storyPage(browser);
    await page.route(/\/pager\.stories-[\w-]+\.js$/, async (route) => {
      const served = await route.fetch();
      await route.fulfill({
        response: served,
        body: `${await served.text()}\nthrow new Error('planted');`,
      });
    });
    await expect(openDocs(page, docsUrl(server.url, 'kit-list-pager--docs'))).rejects.toThrow(
      /planted/,
    );
    await expect(
      openDocs(page, docsUrl(server.url, 'kit-list-pager--none'), 2_000),
    ).rejects.toThrow();
    await page.context().close();
  });

  it.each(docs.map((entry) => [entry.id, entry] as const))(
    '%s: renders, with every story of its component, each inline one played to its end',
    async (id, entry) => {
      const { page, shown } = await openedDocs(id);
      expect(await page.locator('#storybook-docs h1').count()).toBeGreaterThan(0);
      // A component's Docs page shows all its stories; an MDX page none but its own.
      expect(shown.toSorted()).toEqual(storiesOn(entry).toSorted());
      await page.context().close();
    },
  );

  it('Colours: each pair has a ratio in light and in dark, computed from its tokens', async () => {
    const { page } = await openedDocs('foundations-colours--docs');
    const pairs = await page.locator('[data-slot="contrast-pairs"] tbody tr').count();
    const ratios = await page.locator('[data-slot="contrast"]').allTextContents();
    expect(pairs).toBeGreaterThan(0);
    expect(ratios).toHaveLength(pairs * 2);
    for (const ratio of ratios) expect(ratio).toMatch(/^Aa\d+\.\d\d:1 /);
    // Every pair the kit draws meets AA in both themes: a token changed below it fails here.
    const below = await page
      .locator('[data-slot="contrast-pairs"] tbody tr')
      .evaluateAll((rows) =>
        rows
          .filter((row) => row.querySelector('[data-slot="contrast"][data-passes="false"]'))
          .map((row) => row.textContent),
      );
    expect(below).toEqual([]);
    // Each meaning's button is drawn in the tone the kit gives it, and the table says which.
    const tones = await page
      .locator('[data-slot="action-tones"] tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('button')?.getAttribute('data-tone'),
          row.querySelectorAll('td')[1]?.textContent,
        ]),
      );
    expect(tones.length).toBeGreaterThan(0);
    for (const [drawn, said] of tones) expect(drawn).toBe(said);
    await page.context().close();
  });

  it('Icons: the search box keeps the icons whose name holds every word typed', async () => {
    const { page } = await openedDocs('foundations-icons--docs');
    const icons = () => page.locator('[data-slot="icon-search"] svg[data-icon]');
    const names = async () =>
      (await icons().evaluateAll((all) =>
        all.map((svg) => svg.getAttribute('data-icon')),
      )) as string[];
    const all = await icons().count();
    expect(all).toBeGreaterThan(100);
    await page.getByLabel('Search icons by name').fill('user check');
    const kept = await names();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all);
    for (const name of kept) expect(name).toMatch(/user.*check|check.*user/);
    await page.getByLabel('Search icons by name').fill('chevron');
    expect(await names()).toEqual(expect.arrayContaining(['chevronUp', 'chevronDown']));
    await page.getByLabel('Search icons by name').fill('');
    expect(await icons().count()).toBe(all);
    await page.context().close();
  });
});
