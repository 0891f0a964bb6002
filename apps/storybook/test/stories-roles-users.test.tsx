import { testStories, type StoryModule } from './story-suite';

// Roles (list, form, rights) and users.
testStories(
  import.meta.glob<StoryModule>(
    ['../src/screens/roles/**/*.stories.tsx', '../src/screens/users/**/*.stories.tsx'],
    { eager: true },
  ),
);
