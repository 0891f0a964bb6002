import {
  guard,
  guardSession,
  type GuardDecision,
  type RouteDef,
  type RouteRights,
} from '@cermat/core';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { paths } from '@/config/paths';
import { currentHashRoute, navigate } from '@/lib/hash-location';
import { isSignedIn, session, setRights } from '@/lib/session';

export type GuardState = 'checking' | 'allowed' | 'warning' | 'leaving';

/** Fetches the active role's rights on a route's menu (and the page access check). */
export type RightsLoader = (route: RouteDef, roleId: number) => Promise<RouteRights | null>;

/**
 * Runs core's guard for one route: sends the user to /login or /403, answers
 * 'warning' for the access-denied warning, or 'allowed' once the rights are stored.
 */
export function useRouteGuard(route: RouteDef, loadRights: RightsLoader): GuardState {
  const snap = useSnapshot(session);
  // The state is the route's own: a screen reused for another route starts at 'checking'.
  const [held, setHeld] = useState<{ route: RouteDef; state: GuardState }>({
    route,
    state: 'checking',
  });
  const setState = (state: GuardState) => setHeld({ route, state });
  const roleId = snap.session_role_active_id;
  const token = snap.access_token;
  const assessorToken = snap.access_token_penilai;
  const allowed = snap.filtered_name_menu;

  useEffect(() => {
    let live = true;
    const decide = (decision: GuardDecision) => {
      if (!live) return;
      if (decision.outcome === 'allow') {
        if (decision.rights) setRights(decision.rights);
        setState('allowed');
      } else if (decision.outcome === 'dashboard-with-warning') {
        setState('warning');
      } else {
        setState('leaving');
        const to = decision.to === '/login' ? paths.login(currentHashRoute()) : paths.forbidden();
        navigate(to, { replace: true });
      }
    };
    // Read when the tokens, role or menus (the dependencies below) change.
    const current = guardSession(session);
    const first = guard(route, current, null);
    // Only menu-checked routes need the server's word; the rest are decided at once.
    if (route.kind !== 'menu' || (first.outcome === 'redirect' && first.to === '/login')) {
      decide(first);
      return;
    }
    // A screen already allowed stays mounted while its rights are read again (the side menu
    // moved, say): unmounting would drop what the user typed. The answer still decides.
    setHeld((was) =>
      was.route === route && was.state === 'allowed' ? was : { route, state: 'checking' },
    );
    loadRights(route, roleId ?? 0)
      .then((rights) => decide(guard(route, current, rights)))
      .catch(() => {
        // A 401 already ended the session and went to /login; anything else denies.
        if (isSignedIn(session)) decide(guard(route, current, null));
      });
    return () => {
      live = false;
    };
  }, [route, loadRights, token, assessorToken, roleId, allowed]);

  return held.route === route ? held.state : 'checking';
}
