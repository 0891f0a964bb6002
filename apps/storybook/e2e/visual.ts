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
// The picture is drawn the same way each time (one Chromium, one font, one clock, no
// motion), so every pixel that changed visibly is counted: a digit, a word, a border, a
// shade of a token. A pixel that moved by a few levels of grey is not a change anyone sees:
// CI once failed on one such pixel of the profile screen, drawn alike twice in a row.
// pixelmatch's YIQ distance at 0.05 lets through up to about 13 levels of grey; a changed
// digit or a token's colour moves pixels far beyond it (see visual.test.ts).
const PIXEL_THRESHOLD = 0.05;

/** No motion, no blinking caret, and the one font installed everywhere (DejaVu Sans). */
export const STILL_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  font-family: 'DejaVu Sans', sans-serif !important;
}`;

/** Counts the page's requests still open, and says when none is. */
export function openRequests(page: Page): { idle: () => Promise<void> } {
  let open = 0;
  const waiting: (() => void)[] = [];
  const done = () => {
    open -= 1;
    if (open === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on('request', () => (open += 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { idle: () => (open === 0 ? Promise.resolve() : new Promise((r) => waiting.push(r))) };
}

/** Resolves once what the page shows is final: fonts, images, progress and motion done. */
async function still(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A broken image (a 404) rejects: it is drawn as broken, which is final too.
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The picture of a finished story once nothing is loading or moving (no request open,
 * fonts loaded, images decoded, animations ended); fails when a second picture taken the
 * same way differs, rather than keep a picture of a screen still changing.
 */
export async function settledScreenshot(
  page: Page,
  requests: ReturnType<typeof openRequests>,
): Promise<Buffer> {
  await requests.idle();
  await still(page);
  const first = await page.screenshot();
  await requests.idle();
  await still(page);
  const second = await page.screenshot();
  if (!second.equals(first)) throw new Error('the screen kept changing after it had settled');
  return second;
}

export interface Comparison {
  /** How many pixels differ visibly (all of them when the sizes differ). */
  changed: number;
  passed: boolean;
  /** Where the actual and diff images were written when it failed. */
  written?: { actual: string; diff: string };
}

/** How many pixels of `got` differ visibly from `expected` (all when the sizes differ). */
export function changedPixels(expected: PNG, got: PNG): { changed: number; diff: PNG } {
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  if (got.width !== width || got.height !== height) return { changed: width * height, diff };
  const changed = pixelmatch(expected.data, got.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
    // Pixels pixelmatch reads as anti-aliasing are left out: on a busy machine Chromium
    // drew a rounded corner's edge 4 pixels differently; a digit changed (2 → 3) still
    // changed 21 pixels that are not.
    includeAA: false,
  });
  return { changed, diff };
}

/** Compares a screenshot with its baseline; on failure writes actual and diff images. */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const expected = PNG.sync.read(readFileSync(path.join(BASELINES, `${name}.png`)));
  const got = PNG.sync.read(actual);
  const { changed, diff } = changedPixels(expected, got);
  if (changed === 0) return { changed, passed: true };
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
