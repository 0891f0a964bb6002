import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { loadConfiguration } from '@/lib/configuration';
import { applySessionData, isSignedIn, session, sessionMark } from '@/lib/session';
import { getMenuVersion } from '../api/get-menu-version';
import { api } from '@/lib/api';

// The menu version the session's menus were last read at; a page load reads them anew.
let knownVersion: number | null = null;

/**
 * Reads the user's menus again when the server's menu version moved since they were read:
 * a menu disabled, restored, reordered or a right changed by an administrator shows on the
 * next navigation, without a reload and without polling. An expired token
 * ends here in a 401 (→ /login).
 */
async function followMenus(): Promise<void> {
  const mark = sessionMark();
  const version = await getMenuVersion();
  if (version === knownVersion) return;
  // Signed out or switched role meanwhile: the answer is of a session that is gone.
  if (applySessionData(await api.auth.me(), mark)) knownVersion = version;
}

/** On entering the console and on every navigation, the side menu follows the server. */
export function useSessionRefresh(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (isSignedIn(session)) void loadConfiguration().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (isSignedIn(session)) void followMenus().catch(() => undefined);
  }, [location]);
}
