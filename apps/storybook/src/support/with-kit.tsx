import { locales } from '@cermat/core';
import { TextsProvider } from '@cermat/ui-kit';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { localeOf, MessagesContext } from './messages';

// Dialogs render in a portal outside the story, so the theme goes on <html> as the console does.
function ThemeRoot({
  theme,
  edgeToEdge,
  inDocs,
  children,
}: {
  theme: 'light' | 'dark';
  edgeToEdge: boolean;
  inDocs: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!inDocs) document.documentElement.dataset.theme = theme;
  }, [theme, inDocs]);
  // A whole screen brings its own margins; a kit component gets some room. A Docs page shows
  // a component's stories in one document, a Dark one among light ones: each takes its theme
  // on its own box, as tall as it is (stories that cover the page get frames: support/docs.ts).
  const room = `${inDocs ? '' : 'min-h-screen'} ${edgeToEdge ? '' : 'p-6'}`;
  return (
    <div data-theme={inDocs ? theme : undefined} className={`bg-bg text-fg ${room}`}>
      {children}
    </div>
  );
}

/** Supplies the kit's texts and the theme chosen in the toolbar (or by the story's globals). */
export const withKit: Decorator = (Story, context) => {
  const messages = locales[localeOf(context.globals.locale)];
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <MessagesContext.Provider value={messages}>
      <TextsProvider texts={messages}>
        <ThemeRoot
          theme={theme}
          edgeToEdge={context.parameters.screen === true}
          inDocs={context.viewMode === 'docs'}
        >
          <Story />
        </ThemeRoot>
      </TextsProvider>
    </MessagesContext.Provider>
  );
};
