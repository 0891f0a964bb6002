import { chromium, type Browser } from 'playwright-core';

// Debian's Chromium, quiet on a closed network (TOOLCHAIN.md): no browser download.
// One launch for the console's e2e tests and Storybook's browser checks alike.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The same pixels on every machine (Storybook's screenshots): no LCD subpixel colours,
  // no font hinting differences.
  '--disable-lcd-text',
  '--font-render-hinting=none',
];

/** A headless Chromium with the shared options. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}
