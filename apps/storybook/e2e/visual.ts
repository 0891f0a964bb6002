import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** Committed baselines, and the run's pictures and review report (gitignored), beside the build. */
const BASELINES = path.resolve(import.meta.dirname, '../visual/baselines');
const OUTPUT = path.resolve(import.meta.dirname, '../visual-output');
/** Every picture of the last run, by its baseline's name: what `visual:approve` copies. */
const ACTUAL = path.join(OUTPUT, 'actual');

/** The widths a screen is designed for: the toolbar's Phone 390 and Desktop 1366. */
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/**
 * The modes each screen's main story is judged in, each with its own baseline: light and
 * dark, at 390 and 1366 px, in Indonesian and in English.
 */
export const MODES = (['light', 'dark'] as const).flatMap((theme) =>
  (['desktop', 'phone'] as const).flatMap((size) =>
    (['id', 'en'] as const).map((locale) => ({
      theme,
      locale,
      size,
      viewport: SIZES[size],
      name: `${theme}.${size}.${locale}`,
    })),
  ),
);
/** A screen's other states judged in pictures, by story name (Empty of a list, …). */
export const STATE_STORIES: ReadonlySet<string> = new Set([
  'Empty',
  'Server Error',
  'Field Errors',
  'Long Values',
]);
/** The modes of those states: light and dark, at 390 and 1366 px, in Indonesian. */
export const STATE_MODES = MODES.filter((mode) => mode.locale === 'id');

// The picture is drawn the same way each time (one Chromium, its fonts, one clock, no
// motion), so every pixel that changed visibly is counted: a digit, a word, a border, a
// shade of a token. A pixel that moved by a few levels of grey is not a change anyone sees:
// CI once failed on one such pixel of the profile screen, drawn alike twice in a row.
// pixelmatch's YIQ distance at 0.05 lets through up to about 13 levels of grey; a changed
// digit or a token's colour moves pixels far beyond it (see visual.test.ts).
const PIXEL_THRESHOLD = 0.05;

/**
 * No motion, no blinking caret, and no focus ring: whether a focused field shows its ring
 * depends on the input before it (a click of the story shown before hides an autofocus's
 * ring), so a picture would depend on its neighbour; focus is judged by the plays and axe.
 * The fonts are the console's own (the system's sans-serif, Liberation Sans on the Debian
 * machines: scripts/ensure-chromium.sh sees it installed).
 */
export const STILL_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
:focus-visible {
  outline-color: transparent !important;
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
}

/** How many pixels of `got` differ visibly from `expected` (all when the sizes differ). */
export function changedPixels(expected: PNG, got: PNG): { changed: number } {
  const { width, height } = expected;
  if (got.width !== width || got.height !== height) return { changed: width * height };
  // The pictures of the difference are the report's (writeReport): none is drawn here.
  const changed = pixelmatch(expected.data, got.data, undefined, width, height, {
    threshold: PIXEL_THRESHOLD,
    // Pixels pixelmatch reads as anti-aliasing are left out: on a busy machine Chromium
    // drew a rounded corner's edge 4 pixels differently; a digit changed (2 → 3) still
    // changed 21 pixels that are not.
    includeAA: false,
  });
  return { changed };
}

/** Starts a run's output afresh: no picture of an earlier run may show in its report. */
export function clearOutput(): void {
  rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(ACTUAL, { recursive: true });
}

/** Keeps the run's picture (for the report and `visual:approve`) and compares it with its baseline. */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  writeFileSync(path.join(ACTUAL, `${name}.png`), actual);
  const expected = PNG.sync.read(readFileSync(path.join(BASELINES, `${name}.png`)));
  const { changed } = changedPixels(expected, PNG.sync.read(actual));
  return { changed, passed: changed === 0 };
}

/**
 * Writes the review report (reg-cli's: each changed, new and deleted picture, with expected,
 * actual and their diff side by side or under a slider) as `visual-output/report.html`, with
 * the thresholds of `changedPixels`, so the report and the test call the same pixels changed.
 * Returns the report's path.
 */
export function writeReport(): string {
  const cli = createRequire(import.meta.url).resolve('reg-cli/dist/cli.js');
  const report = path.join(OUTPUT, 'report.html');
  execFileSync(
    process.execPath,
    [
      cli,
      ACTUAL,
      BASELINES,
      path.join(OUTPUT, 'diff'),
      ...['--report', report, '--json', path.join(OUTPUT, 'reg.json')],
      // Never fails: the tests say what failed; the report shows it.
      ...['--ignoreChange', '--matchingThreshold', String(PIXEL_THRESHOLD)],
    ],
    { stdio: 'pipe' },
  );
  return report;
}

/** Whether a baseline exists; `visual:update` writes them. */
export const hasBaseline = (name: string) => existsSync(path.join(BASELINES, `${name}.png`));

export function writeBaseline(name: string, image: Buffer): void {
  mkdirSync(BASELINES, { recursive: true });
  writeFileSync(path.join(BASELINES, `${name}.png`), image);
}
