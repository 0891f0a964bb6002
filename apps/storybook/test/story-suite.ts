import { axeViolations } from '@cermat/ui-kit/testing';
import { composeStories } from '@storybook/react';
import { describe, expect, it } from 'vitest';

export type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Renders and plays every story of the given files as Storybook would (`run()`: loaders,
 * render, play; a play that throws or whose expectation fails rejects), then asks axe.
 * The story files are split over several test files (stories-*.test.tsx), one group each,
 * so vitest spreads them over its workers; each passes its own `import.meta.glob`, which
 * only takes literal patterns. A story tagged `!test` (no `test` tag left) needs a browser's layout: Chromium
 * plays it (e2e/contrast.ts).
 */
export function testStories(modules: Record<string, StoryModule>): void {
  it('has stories to test', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });
  describe.each(Object.entries(modules))('%s', (_file, module) => {
    const composed: Record<string, { run: () => Promise<void>; tags: string[] }> =
      composeStories(module);
    const stories = Object.entries(composed).filter(([, story]) => story.tags.includes('test'));
    it.each(stories)('%s renders, plays and has no axe violations', async (_name, Story) => {
      await Story.run();
      expect(document.body.textContent?.trim()).not.toBe('');
      expect(await axeViolations()).toEqual([]);
    });
  });
}
