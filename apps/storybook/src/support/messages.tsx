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

/**
 * A text a play looks for: one that is the same in every language (a record's name, a value
 * typed, the server's words), or one of the console's texts, taken from the story's locale
 * when the play runs, so a play passes in English as in Indonesian.
 */
export type PlayText = string | ((texts: Messages) => string);

/** The text a play looks for in the story's language. */
export function textOf(text: PlayText, globals: { locale?: unknown }): string {
  return typeof text === 'string' ? text : text(messagesOf(globals));
}

/** The server's own words (its messages, its field messages): Indonesian in any console language. */
export const serverTexts = locales.id;
