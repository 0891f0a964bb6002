import { id } from '@cermat/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PNG, apiAs, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { heading, open, press } from './support/console';

const browser = useBrowser();

// CAPTCHA = Ya would ask every later sign-in for an answer, and the logo shows on every
// screen: both set back (the token was taken before CAPTCHA was on).
let admin: Api;
beforeEach(async () => {
  admin = await apiAs();
});
afterEach(async () => {
  await admin.ok('POST', 'master/configs', { CAPTCHA: 'Tidak', LOGO_SMALL: '' });
});

describe('configuration', () => {
  it('saves CAPTCHA and a logo; both are there after a reload, the logo in the top bar', async () => {
    const page = await browser.signedIn();
    await open(page, '/master/konfigurasi');
    await heading(page, id.config.title).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('CAPTCHA').selectOption({ label: id.config.ya });
    const logo = page.locator('[data-config="LOGO_SMALL"]');
    // A logo is an image, not a person: its own words and placeholder, no 'Pilih Foto'.
    await logo.getByRole('img', { name: id.user.noImage }).waitFor();
    expect(await logo.getByLabel(id.user.image).count()).toBe(1);
    expect(await logo.getByText(id.user.photo).count()).toBe(0);
    const uploaded = page.waitForResponse((r) => r.url().includes('referensi/upload'));
    await logo.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    expect((await uploaded).status()).toBe(200);
    await logo.getByRole('img', { name: id.user.imagePreview }).waitFor();
    // The history as loaded; the save is its new first entry, shown without a reload.
    const history = page.locator('[data-slot="history-panel"]');
    const newest = history.locator('li').first();
    await history.locator('li, p').first().waitFor();
    const before = (await newest.count()) ? await newest.textContent() : '';
    await press(page, id.common.save);
    await page.getByText(id.server.configSaved).waitFor();
    await expect.poll(() => newest.textContent()).not.toBe(before);
    expect(await newest.textContent()).toContain('LOGO_SMALL');
    await expectNoAxeViolations(page);
    await page.reload();
    await heading(page, id.config.title).waitFor();
    expect(await page.getByLabel('CAPTCHA').inputValue()).not.toBe('');
    await expect
      .poll(() =>
        page.getByLabel('CAPTCHA').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
      )
      .toBe(id.config.ya);
    const src = await logo.getByRole('img', { name: id.user.imagePreview }).getAttribute('src');
    expect(src).toMatch(/^backend\//);
    await expect
      .poll(() => page.getByRole('img', { name: id.shell.logo }).first().getAttribute('src'))
      .toBe(src);
  });
});
