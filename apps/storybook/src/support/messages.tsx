import { locales, type Locale, type Messages } from '@cermat/core';
import { createContext, useContext } from 'react';

/** The whole locale of the story being shown, for texts outside the kit's own (column titles, labels). */
export const MessagesContext = createContext<Messages>(locales.id);

/** The product texts in the story's language (toolbar or story `globals.locale`). */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}

/** The locale a story asks for; Indonesian unless told. */
export function localeOf(value: unknown): Locale {
  return value === 'en' ? 'en' : 'id';
}

/** The texts of the story's language, for a play function (which runs outside React). */
export function messagesOf(globals: { locale?: unknown }): Messages {
  return locales[localeOf(globals.locale)];
}
