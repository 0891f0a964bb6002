import { guard, type GuardDecision, type RouteDef, type RouteRights } from '@cermat/core';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { paths } from '@/config/paths';
import { currentHashRoute, navigate } from '@/lib/hash-location';
import { isSignedIn, readableMenus, session, setRights } from '@/lib/session';

export type GuardState = 'checking' | 'allowed' | 'warning' | 'leaving';

/** Fetches the active role's rights on a route's menu (and the page access check). */
export type RightsLoader = (route: RouteDef, roleId: number) => Promise<RouteRights | null>;

/**
 * Runs core's guard for one route: sends the user to /login or /403, answers
 * 'warning' for the access-denied warning, or 'allowed' once the rights are stored.
 */
export function useRouteGuard(route: RouteDef, loadRights: RightsLoader): GuardState {
  const snap = useSnapshot(session);
  const [state, setState] = useState<GuardState>('checking');
  const roleId = snap.activeRoleId;
  const token = snap.token;
  const assessorToken = snap.penilaiToken;
  const allowed = readableMenus(snap)
    .map((m) => m.menu_master_nama)
    .join(',');

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
    const guardSession = {
      accessToken: token,
      assessorToken,
      allowedMenuLabels: allowed ? allowed.split(',') : [],
    };
    const first = guard(route, guardSession, null);
    // Only menu-checked routes need the server's word; the rest are decided at once.
    if (route.kind !== 'menu' || (first.outcome === 'redirect' && first.to === '/login')) {
      decide(first);
      return;
    }
    setState('checking');
    loadRights(route, roleId ?? 0)
      .then((rights) => decide(guard(route, guardSession, rights)))
      .catch(() => {
        // A 401 already ended the session and went to /login; anything else denies.
        if (isSignedIn(session)) decide(guard(route, guardSession, null));
      });
    return () => {
      live = false;
    };
  }, [route, loadRights, token, assessorToken, roleId, allowed]);

  return state;
}
