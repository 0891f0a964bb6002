import { crumbText, fill, id, pathFor, routes, type Crumb } from '@cermat/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { apiCall, expectRoute, heading, open, press, signIn } from './support/console';

const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await browser.newPage();
  await signIn(page);
});

// CAPTCHA = Ya would ask every later file's sign-in for an answer: set it back.
afterAll(async () => {
  expect((await apiCall(page, 'POST', 'master/configs', { CAPTCHA: 'Tidak' })).status).toBe(200);
});

// A 1×1 PNG: the smallest image the server accepts as a logo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('configuration', () => {
  it('saves CAPTCHA and a logo; both are there after a reload, the logo in the top bar', async () => {
    await open(page, '/master/konfigurasi');
    await heading(page, id.config.title).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('CAPTCHA').selectOption({ label: id.config.ya });
    const logo = page.locator('[data-config="LOGO_SMALL"]');
    const uploaded = page.waitForResponse((r) => r.url().includes('referensi/upload'));
    await logo.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    expect((await uploaded).status()).toBe(200);
    await logo.getByRole('img', { name: id.user.photoPreview }).waitFor();
    await press(page, id.common.save);
    await page.getByText(id.server.configSaved).waitFor();
    await expectNoAxeViolations(page);
    await page.reload();
    await heading(page, id.config.title).waitFor();
    expect(await page.getByLabel('CAPTCHA').inputValue()).not.toBe('');
    await expect
      .poll(() =>
        page.getByLabel('CAPTCHA').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
      )
      .toBe(id.config.ya);
    const src = await logo.getByRole('img', { name: id.user.photoPreview }).getAttribute('src');
    expect(src).toMatch(/^backend\//);
    await expect
      .poll(() => page.getByRole('img', { name: id.shell.logo }).first().getAttribute('src'))
      .toBe(src);
  });
});

const crumbLabel = (crumb: Crumb | undefined) => crumb && crumbText(crumb, id);

/** Every route of spec §2.1 whose contents are not in this release, with any parameter set. */
const modules = routes
  .filter((r) => r.module)
  .map((r) => ({
    name: r.name,
    path: pathFor(
      r.name,
      Object.fromEntries([...r.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 1])),
    ),
    label: crumbLabel(r.breadcrumb.at(-1)) ?? r.label ?? r.name,
  }));

describe('routes not in this release', () => {
  it.each(modules)('$path renders the honest screen', async ({ path, label }) => {
    await open(page, path);
    await expectRoute(page, path);
    await heading(page, id.modules.notAvailableTitle).waitFor();
    await page.getByText(fill(id.modules.notAvailable, { name: label })).waitFor();
    await expectNoAxeViolations(page);
  });
});
