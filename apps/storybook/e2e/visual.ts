import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** Committed baselines, and where a failed comparison leaves its images (gitignored). */
const BASELINES = path.resolve(import.meta.dirname, '../visual/baselines');
const OUTPUT = path.resolve(import.meta.dirname, '../visual-output');

/** One size and one font for every screenshot: what the baselines were taken with. */
export const VIEWPORT = { width: 1280, height: 800 };
// A pixel counts as changed beyond this colour distance (pixelmatch's 0..1 scale) ...
const PIXEL_THRESHOLD = 0.1;
// ... and a story fails when more than this share of its pixels changed.
const MAX_CHANGED = 0.001;

/** No motion, no blinking caret, and the one font installed everywhere (DejaVu Sans). */
export const STILL_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  font-family: 'DejaVu Sans', sans-serif !important;
}`;

/**
 * Waits until the story's play has finished (Storybook's render phase) and the console's
 * progress bar is gone: the screen shows its data, not the way there.
 */
export async function waitForStory(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } })
      .__STORYBOOK_PREVIEW__;
    const phase = preview?.storyRenders.at(-1)?.phase;
    return phase === 'completed' || phase === 'finished';
  });
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
}

/** A screenshot once two taken in a row agree (data arrived, layout settled). */
export async function settledScreenshot(page: Page): Promise<Buffer> {
  let previous = await page.screenshot({ fullPage: false });
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.waitForTimeout(150);
    const next = await page.screenshot({ fullPage: false });
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

export interface Comparison {
  /** Share of pixels that differ beyond the colour threshold (1 when sizes differ). */
  changed: number;
  passed: boolean;
  /** Where the actual and diff images were written when it failed. */
  written?: { actual: string; diff: string };
}

/** Compares a screenshot with its baseline; on failure writes actual and diff images. */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const expected = PNG.sync.read(readFileSync(path.join(BASELINES, `${name}.png`)));
  const got = PNG.sync.read(actual);
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  const sameSize = got.width === width && got.height === height;
  const changed = sameSize
    ? pixelmatch(expected.data, got.data, diff.data, width, height, {
        threshold: PIXEL_THRESHOLD,
      }) /
      (width * height)
    : 1;
  if (changed <= MAX_CHANGED) return { changed, passed: true };
  mkdirSync(OUTPUT, { recursive: true });
  const written = {
    actual: path.join(OUTPUT, `${name}.actual.png`),
    diff: path.join(OUTPUT, `${name}.diff.png`),
  };
  writeFileSync(written.actual, actual);
  writeFileSync(written.diff, PNG.sync.write(diff));
  return { changed, passed: false, written };
}

/** Whether a baseline exists; `visual:update` writes them. */
export const hasBaseline = (name: string) => existsSync(path.join(BASELINES, `${name}.png`));

export function writeBaseline(name: string, image: Buffer): void {
  mkdirSync(BASELINES, { recursive: true });
  writeFileSync(path.join(BASELINES, `${name}.png`), image);
}
