import { DEFAULT_LOCALE, type Locale } from '@cermat/core';
import { useMediaQuery, type ShellSettings } from '@cermat/ui-kit';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { readJson, write } from './storage';

/**
 * The shell's look, chosen in the settings panel and kept per browser (spec §2.13). A top bar
 * never chosen follows the colour theme (light on light, dark on dark), so the panel's choice
 * always names what shows.
 */
export interface Settings extends Omit<ShellSettings, 'topbar'> {
  locale: Locale;
  topbar?: ShellSettings['topbar'];
}

/** The storage key of the settings (index.html's boot script reads the theme there too). */
export const SETTINGS_KEY = 'settings';

const defaultSettings: Settings = {
  locale: DEFAULT_LOCALE,
  theme: 'system',
  layout: 'vertical',
  width: 'fluid',
  sidebar: 'dark',
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

/** Whether the console is dark: the theme chosen, else the system's. */
export function useDarkTheme(): boolean {
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const { theme } = useSnapshot(settings);
  return theme === 'system' ? systemDark : theme === 'dark';
}

/** The settings as the shell shows them: the top bar resolved. */
export function useLook(): ShellSettings {
  const dark = useDarkTheme();
  const { locale: _locale, topbar, ...look } = useSnapshot(settings);
  return { ...look, topbar: topbar ?? (dark ? 'dark' : 'light') };
}

/** Keeps only what the settings panel changed: a top bar it merely showed stays unchosen. */
export function changedLook(shown: ShellSettings, next: ShellSettings): Partial<Settings> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => shown[key as keyof ShellSettings] !== value),
  );
}
