import { testStories, type StoryModule } from './story-suite';

// The kit's components, each alone.
testStories(import.meta.glob<StoryModule>('../src/kit/**/*.stories.tsx', { eager: true }));
