import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { navigate } from '@/lib/hash-location';
import { clearSession } from '@/lib/session';
import { api } from '@/lib/api';

/** Revokes the token on the server, forgets the session here, and shows the sign-in. */
export function useSignOut(): void {
  useEffect(() => {
    let live = true;
    // The local session ends even when the server cannot be reached.
    void api.auth
      .logout()
      .catch(() => undefined)
      .finally(() => {
        if (!live) return;
        clearSession();
        navigate(paths.login(), { replace: true });
      });
    return () => {
      live = false;
    };
  }, []);
}
