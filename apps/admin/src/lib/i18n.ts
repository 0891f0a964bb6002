import { fill, id, type Locale, type Messages } from '@cermat/core';
import { proxy, ref, useSnapshot } from 'valtio';
import { settings, updateSettings } from './settings';

export { fill };
export type { Locale, Messages };

// English arrives on demand; until then (a moment) the default texts show.
const loaded = proxy<{ en: Messages | null }>({ en: null });

function ensureLoaded(locale: Locale): void {
  if (locale !== 'en' || loaded.en) return;
  void import('./locale-en').then(({ en }) => {
    loaded.en = ref(en);
  });
}

function textsFor(locale: Locale, en: Messages | null): Messages {
  ensureLoaded(locale);
  return locale === 'en' && en ? en : id;
}

/** The product texts in the browser's chosen language (id by default). */
export function useTexts(): Messages {
  const { locale } = useSnapshot(settings);
  const { en } = useSnapshot(loaded) as { en: Messages | null };
  return textsFor(locale, en);
}

/** Texts outside React (messages built in callbacks, confirmations). */
export function currentTexts(): Messages {
  return textsFor(settings.locale, loaded.en);
}

export function useLocale(): [Locale, (next: Locale) => void] {
  return [useSnapshot(settings).locale, (locale) => updateSettings({ locale })];
}
