import { axeViolations } from '@cermat/ui-kit/testing';
import { composeStories } from '@storybook/react';
import { describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];

// Every story file of the app: a new story is tested without touching this file.
const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  // Only run() is needed: it loads, renders and plays the story as Storybook would.
  const composed: Record<string, { run: () => Promise<void> }> = composeStories(module);
  const stories = Object.entries(composed);
  it.each(stories)('%s renders, plays and has no axe violations', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent?.trim()).not.toBe('');
    expect(await axeViolations()).toEqual([]);
  });
});
