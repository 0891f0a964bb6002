import { testStories, type StoryModule } from './story-suite';

// Every other screen: menus, audit, pages, roles and users have their own stories-*.test.tsx.
testStories(
  import.meta.glob<StoryModule>(
    ['../src/screens/**/*.stories.tsx', '!../src/screens/{menus,audit,pages,roles,users}/**'],
    { eager: true },
  ),
);
