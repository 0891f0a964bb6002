import { locales } from '@cermat/core';
import { TextsProvider } from '@cermat/ui-kit';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { localeOf, MessagesContext } from './messages';

// Dialogs render in a portal outside the story, so the theme goes on <html> as the console does.
function ThemeRoot({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <div className="min-h-screen bg-bg p-6 text-fg">{children}</div>;
}

/** Supplies the kit's texts and the theme chosen in the toolbar (or by the story's globals). */
export const withKit: Decorator = (Story, context) => {
  const messages = locales[localeOf(context.globals.locale)];
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <MessagesContext.Provider value={messages}>
      <TextsProvider texts={messages}>
        <ThemeRoot theme={theme}>
          <Story />
        </ThemeRoot>
      </TextsProvider>
    </MessagesContext.Provider>
  );
};
