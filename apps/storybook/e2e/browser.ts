import { readFileSync } from 'node:fs';
import path from 'node:path';

// The console's Chromium launch (Debian's Chromium, shared options), not a copy of it.
export { launchChromium } from '@cermat/admin/e2e/chromium';

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

/** The address of one story alone in its frame, with the given globals (`key:value;…`). */
export function storyUrl(base: string, id: string, globals: string): string {
  return `${base}/iframe.html?id=${id}&viewMode=story&globals=${globals}`;
}
