import { useEffect, useState } from 'react';
import { getSignInSettings } from '../api/sign-in-settings';

type Settings = Awaited<ReturnType<typeof getSignInSettings>>;

/**
 * The sign-in page's settings, asked on every visit (the configuration may have changed):
 * null until they arrive, and when they cannot be read (the sign-in then tries without);
 * `settled` once the question is answered either way.
 */
export function useSignInSettings(): { settings: Settings | null; settled: boolean } {
  const [state, setState] = useState<{ settings: Settings | null; settled: boolean }>({
    settings: null,
    settled: false,
  });
  useEffect(() => {
    let live = true;
    getSignInSettings()
      .then(
        (settings) => live && setState({ settings, settled: true }),
        () => live && setState({ settings: null, settled: true }),
      )
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return state;
}
