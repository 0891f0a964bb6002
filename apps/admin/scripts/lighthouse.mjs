#!/usr/bin/env node
// Lighthouse (desktop) on /login and on the role list of a console you serve:
// prints each page's performance and accessibility scores and the metrics behind them.
// A figure, not a test. Lighthouse is no dependency of ours: install it anywhere and name it.
//
//   npm install --prefix /tmp/lh lighthouse@13
//   LIGHTHOUSE=/tmp/lh/node_modules/lighthouse/core/index.js \
//     pnpm --filter @cermat/admin lighthouse --base http://127.0.0.1:3000 [--user admin --pass admin12345]
//
// One Chromium profile serves both pages: the script signs in through the form, then
// Lighthouse opens the role list in the same profile (its storage kept) so the list is
// measured as a signed-in administrator sees it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    user: { type: 'string', default: 'admin' },
    pass: { type: 'string', default: 'admin12345' },
    port: { type: 'string', default: '9333' },
  },
});
const modulePath = process.env.LIGHTHOUSE;
if (!modulePath) throw new Error('set LIGHTHOUSE to lighthouse/core/index.js of an installed copy');
const { default: lighthouse, desktopConfig } = await import(pathToFileURL(modulePath).href);

const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    `--remote-debugging-port=${values.port}`,
    '--disable-background-networking',
  ],
});

/** Runs Lighthouse on one address in the shared profile and prints what it found. */
async function audit(name, url, keepStorage) {
  const result = await lighthouse(
    url,
    {
      port: Number(values.port),
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
    },
    desktopConfig,
  );
  const { categories, audits } = result.lhr;
  const metric = (id) => audits[id]?.displayValue ?? '-';
  console.log(
    `| ${name} | ${Math.round(categories.performance.score * 100)} | ${Math.round(categories.accessibility.score * 100)} ` +
      `| ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} ` +
      `| ${metric('cumulative-layout-shift')} |`,
  );
  for (const [id, a] of Object.entries(audits))
    if (
      a.score !== null &&
      a.score < 1 &&
      result.lhr.categories.accessibility.auditRefs.some((r) => r.id === id)
    )
      console.log(`|   accessibility: ${id} (${a.title}) | | | | | | |`);
}

try {
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|');
  await audit('/login', `${values.base}/#/login`, false);
  const page = await context.newPage();
  await page.goto(`${values.base}/#/login`);
  await page.locator('input[name=username]').fill(values.user);
  await page.locator('input[type=password]').fill(values.pass);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.hash.startsWith('#/login'));
  await page.close();
  await audit('role list', `${values.base}/#/master/role`, true);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
