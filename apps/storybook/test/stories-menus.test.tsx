import { testStories, type StoryModule } from './story-suite';

// The menu screens: list, form, ordering, a role's menus.
testStories(
  import.meta.glob<StoryModule>('../src/screens/menus/**/*.stories.tsx', { eager: true }),
);
