import { testStories, type StoryModule } from './story-suite';

// The page list and the page builder's form.
testStories(
  import.meta.glob<StoryModule>('../src/screens/pages/**/*.stories.tsx', { eager: true }),
);
