import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

// Debian's Chromium (no browser download: the machines have no internet for it).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The same pixels on every machine: no LCD subpixel colours, no font hinting differences.
  '--disable-lcd-text',
  '--font-render-hinting=none',
];

/** The built Storybook the browser tests open. */
export const staticRoot = path.resolve(import.meta.dirname, '../storybook-static');

export interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** The stories of the build (index.json), in its order. */
export function builtStories(): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(staticRoot, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** The address of one story alone in its frame, with the given globals (`key:value;…`). */
export function storyUrl(base: string, id: string, globals: string): string {
  return `${base}/iframe.html?id=${id}&viewMode=story&globals=${globals}`;
}
