import { useEffect, useState } from 'react';
import { getSignInSettings } from '../api/sign-in-settings';

type Settings = Awaited<ReturnType<typeof getSignInSettings>>;

/**
 * The sign-in page's settings, asked on every visit (the configuration may have changed);
 * null until they arrive, and when they cannot be read (the sign-in then tries without).
 */
export function useSignInSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    let live = true;
    getSignInSettings()
      .then((answer) => live && setSettings(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
