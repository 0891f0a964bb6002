import { fill, locales, type Locale, type Messages } from '@cermat/core';
import { useSnapshot } from 'valtio';
import { settings, updateSettings } from './settings';

export { fill };
export type { Locale, Messages };

/** The product texts in the browser's chosen language (id by default). */
export function useTexts(): Messages {
  return locales[useSnapshot(settings).locale];
}

/** Texts outside React (messages built in callbacks, document title). */
export function currentTexts(): Messages {
  return locales[settings.locale];
}

export function useLocale(): [Locale, (next: Locale) => void] {
  return [useSnapshot(settings).locale, (locale) => updateSettings({ locale })];
}
