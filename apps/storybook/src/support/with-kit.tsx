import { locales } from '@cermat/core';
import { TextsProvider } from '@cermat/ui-kit';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { localeOf, MessagesContext } from './messages';

// Dialogs render in a portal outside the story, so the theme goes on <html> as the console does.
function ThemeRoot({
  theme,
  edgeToEdge,
  children,
}: {
  theme: 'light' | 'dark';
  edgeToEdge: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  // A whole screen brings its own margins; a kit component gets some room.
  return <div className={`min-h-screen bg-bg text-fg ${edgeToEdge ? '' : 'p-6'}`}>{children}</div>;
}

/** Supplies the kit's texts and the theme chosen in the toolbar (or by the story's globals). */
export const withKit: Decorator = (Story, context) => {
  const messages = locales[localeOf(context.globals.locale)];
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <MessagesContext.Provider value={messages}>
      <TextsProvider texts={messages}>
        <ThemeRoot theme={theme} edgeToEdge={context.parameters.screen === true}>
          <Story />
        </ThemeRoot>
      </TextsProvider>
    </MessagesContext.Provider>
  );
};
