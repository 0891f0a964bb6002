import { DEFAULT_LOCALE, type Locale } from '@cermat/core';
import type { ShellSettings } from '@cermat/ui-kit';
import { proxy, subscribe } from 'valtio';
import { readJson, write } from './storage';

/** The shell's look, chosen in the settings panel and kept per browser (spec §2.13). */
export interface Settings extends ShellSettings {
  locale: Locale;
}

const SETTINGS_KEY = 'settings';

const defaultSettings: Settings = {
  locale: DEFAULT_LOCALE,
  theme: 'system',
  layout: 'vertical',
  width: 'fluid',
  sidebar: 'dark',
  topbar: 'light',
  preloader: false,
};

export const settings = proxy<Settings>({
  ...defaultSettings,
  ...readJson<Partial<Settings>>('local', SETTINGS_KEY, {}),
});

subscribe(settings, () => write('local', SETTINGS_KEY, { ...settings }));

export function updateSettings(patch: Partial<Settings>): void {
  Object.assign(settings, patch);
}
