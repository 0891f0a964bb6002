import { useEffect } from 'react';
import { loadConfiguration } from '@/lib/configuration';
import { applySessionData, isSignedIn, session } from '@/lib/session';
import { getMe } from '../api/get-me';

/**
 * On entering the console, asks the server who the user is: menus changed by an
 * administrator show at once, and an expired token ends here in a 401 (→ /login).
 */
export function useSessionRefresh(): void {
  useEffect(() => {
    if (!isSignedIn(session)) return;
    let live = true;
    getMe()
      .then((data) => {
        if (live) applySessionData(data);
        return loadConfiguration();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}
