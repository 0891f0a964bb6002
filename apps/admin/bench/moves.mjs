#!/usr/bin/env node
// The three moves a user feels, measured on served consoles in turn, run after run (A, B, A,
// B, ...), so a change and main meet the same load on this 2-core machine: the sign-in form in
// the DOM, a cold load of the 500-row user list and an in-app move to it (its 12th row, the
// last in view, in the DOM), timed as ../../../shared/peers/measure.mjs times them. Prints
// medians, after one warm-up round, and every run.
//
// usage: node bench/moves.mjs RUNS label=http://127.0.0.1:3901 label=http://127.0.0.1:3902 ...
// Each console is a production build served by the server (ADMIN_DIST) on a database of its
// own with 2,000 users (`node apps/server/dist/cli.js generate --users 2000`, DATA_DIR set).
import { chromium } from 'playwright-core';

// The functions handed to pages run there, with the browser's globals.
/* global window, document, location, MutationObserver */

const LIST = '/#/master/user?size=500';
const ROWS = 12;

const [runsArg, ...appArgs] = process.argv.slice(2);
const runs = Number(runsArg);
const apps = appArgs.map((arg) => arg.split('='));
if (!(runs > 0) || apps.length === 0 || apps.some(([, base]) => !base)) {
  console.error('usage: node bench/moves.mjs RUNS label=URL [label=URL ...]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-extensions', '--no-first-run'],
});
const contextOptions = { viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' };

/** Runs in each page before its scripts: `__watch(n)` notes when the n-th row has text. */
function watchRows(rows) {
  window.__watch = (n) => {
    window.__rowsAt = null;
    const observer = new MutationObserver(() => {
      const found = document.querySelectorAll('table tbody tr');
      if (found.length >= n && found[n - 1].textContent.trim()) {
        window.__rowsAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  if (location.hash.includes('master/user')) window.__watch(rows);
}

function watchForm() {
  window.__formAt = null;
  const observer = new MutationObserver(() => {
    if (document.querySelector('input[type=password]')) {
      window.__formAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function signedInState(base) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.goto(`${base}/#/login`);
  await page.fill('input[name=username]', 'admin');
  await page.fill('input[name=password]', 'admin12345');
  await page.press('input[name=password]', 'Enter');
  await page.waitForFunction(() => !document.querySelector('input[type=password]'));
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A fresh context (cold caches), `watch` installed before any script, `act` timed in it. */
async function timed(storageState, watch, argument, act) {
  const context = await browser.newContext({ ...contextOptions, storageState });
  await context.addInitScript(watch, argument);
  const page = await context.newPage();
  try {
    return await act(page);
  } finally {
    await context.close();
  }
}

const coldList = (base, state) =>
  timed(state, watchRows, ROWS, async (page) => {
    await page.goto(base + LIST, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__rowsAt, null, { polling: 50 });
    return page.evaluate(() => window.__rowsAt);
  });

const inAppMove = (base, state) =>
  timed(state, watchRows, ROWS, async (page) => {
    await page.goto(`${base}/#/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // The home screen's own work done: the move starts on an idle page.
    await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve)));
    const start = await page.evaluate(
      ([hash, rows]) => {
        window.__watch(rows);
        const t = performance.now();
        location.hash = hash;
        return t;
      },
      [LIST.slice(1), ROWS],
    );
    await page.waitForFunction(() => window.__rowsAt, null, { polling: 50 });
    return (await page.evaluate(() => window.__rowsAt)) - start;
  });

const signInForm = (base) =>
  timed(undefined, watchForm, undefined, async (page) => {
    await page.goto(`${base}/#/login`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__formAt, null, { polling: 20 });
    return page.evaluate(() => window.__formAt);
  });

const states = {};
for (const [label, base] of apps) states[label] = await signedInState(base);
const results = Object.fromEntries(
  apps.map(([label]) => [label, { form: [], load: [], move: [] }]),
);
for (let round = 0; round <= runs; round += 1) {
  for (const [label, base] of apps) {
    const figures = {
      load: await coldList(base, states[label]),
      move: await inAppMove(base, states[label]),
      form: await signInForm(base),
    };
    if (round === 0) continue; // the warm-up round
    for (const [name, ms] of Object.entries(figures)) results[label][name].push(ms);
  }
}
await browser.close();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const list = (values) => values.map(Math.round).join(', ');
console.log(`medians of ${runs} runs, alternated; ms from navigation (form, cold list) or move`);
for (const [label, { form, load, move }] of Object.entries(results)) {
  console.log(
    `${label.padEnd(12)} sign-in form ${Math.round(median(form))}  cold list ${Math.round(median(load))}  in-app move ${Math.round(median(move))}`,
  );
  console.log(`${''.padEnd(12)} cold list runs [${list(load)}]  move runs [${list(move)}]`);
}
