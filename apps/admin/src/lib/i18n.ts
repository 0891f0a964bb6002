import { fill, idSignIn, type Locale, type Messages, type SignInMessages } from '@cermat/core';
import { use } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';
import { settings, updateSettings } from './settings';

export { fill };
export type { Locale, Messages };

// /login ships only the sign-in texts; the whole default language and English arrive on
// demand (a chunk each). Until English is there, the default texts show.
const loaded = proxy<{ id: Messages | null; en: Messages | null }>({ id: null, en: null });

let loadingId: Promise<Messages> | null = null;

/** Brings the whole default language (once); screens after sign-in wait for it. */
export function loadTexts(): Promise<Messages> {
  loadingId ??= import('./locale-id').then(({ id }) => (loaded.id = ref(id)));
  return loadingId;
}

function ensureEnglish(locale: Locale): void {
  if (locale !== 'en' || loaded.en) return;
  void import('./locale-en').then(({ en }) => {
    loaded.en = ref(en);
  });
}

function textsFor(locale: Locale, id: Messages | null, en: Messages | null): Messages | null {
  ensureEnglish(locale);
  return locale === 'en' && en ? en : id;
}

/** The product texts as loaded now, or null before the first screen after sign-in. */
export function useLoadedTexts(): Messages | null {
  const { locale } = useSnapshot(settings);
  const { id, en } = useSnapshot(loaded) as { id: Messages | null; en: Messages | null };
  return textsFor(locale, id, en);
}

/** The sign-in screen's texts in the chosen language: there at once, on /login too. */
export function useSignInTexts(): SignInMessages {
  return useLoadedTexts() ?? idSignIn;
}

/** Every product text in the chosen language; suspends until the language has arrived. */
export function useTexts(): Messages {
  return useLoadedTexts() ?? use(loadTexts());
}

/** The sign-in texts outside React (messages built in callbacks, on /login too). */
export function currentSignInTexts(): SignInMessages {
  return textsFor(settings.locale, loaded.id, loaded.en) ?? idSignIn;
}

/** Texts outside React (callbacks of screens, which render only once the texts are there). */
export function currentTexts(): Messages {
  const texts = textsFor(settings.locale, loaded.id, loaded.en);
  if (!texts) throw new Error('currentTexts() before the product texts loaded');
  return texts;
}

export function useLocale(): [Locale, (next: Locale) => void] {
  return [useSnapshot(settings).locale, (locale) => updateSettings({ locale })];
}
