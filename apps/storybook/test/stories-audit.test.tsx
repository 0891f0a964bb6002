import { testStories, type StoryModule } from './story-suite';

// The Audit list, the History panel, export and bulk actions.
testStories(
  import.meta.glob<StoryModule>('../src/screens/audit/**/*.stories.tsx', { eager: true }),
);
