import {
  guard,
  guardSession,
  matchRoute,
  type GuardDecision,
  type RouteDef,
  type RouteRights,
} from '@cermat/core';
import { ApiError } from '@cermat/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { paths } from '@/config/paths';
import { currentHashPath, currentHashRoute, navigate } from '@/lib/hash-location';
import { isSignedIn, session, setRights, type SessionState } from '@/lib/session';
import { heldRights, learnRights } from './held-rights';
import type { ScreenRights } from '@/hooks/use-screen-rights';

type GuardState = 'checking' | 'allowed' | 'warning' | 'leaving' | 'failed';

export interface GuardView {
  state: GuardState;
  rights: ScreenRights | null;
  /** 'failed': why the rights could not be read (the API client's message). */
  failure?: string;
}

/** What the server said of the route, or why it could not be asked. */
type Answer = { route: RouteDef } & ({ decision: GuardDecision } | { failure: string });

/** Fetches the active role's rights on a route's menu (and the page access check). */
export type RightsLoader = (route: RouteDef, roleId: number) => Promise<RouteRights | null>;

const CHECKING: GuardView = { state: 'checking', rights: null };

function viewOf(decision: GuardDecision): GuardView {
  if (decision.outcome === 'allow') return { state: 'allowed', rights: decision.rights ?? null };
  return { state: decision.outcome === 'redirect' ? 'leaving' : 'warning', rights: null };
}

/**
 * Runs core's guard for one route. A screen the rights the session already holds allow starts
 * at once; the server is asked every time all the same, and its answer decides: it sends the
 * user to /login or /403, answers 'warning' for the access-denied warning, or 'allowed' with
 * the rights the screen works with. Anything the held rights do not allow waits for it.
 */
export function useRouteGuard(
  route: RouteDef,
  loadRights: RightsLoader,
): GuardView & { retry: () => void } {
  const snap = useSnapshot(session);
  // The server's answer is the route's own: a screen reused for another route waits anew.
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Asking again after a failure ('retry'): a new attempt runs the check anew.
  const [attempt, setAttempt] = useState(0);
  const roleId = snap.session_role_active_id;
  const token = snap.access_token;
  const assessorToken = snap.access_token_penilai;
  const allowed = snap.filtered_name_menu;

  useEffect(() => {
    let live = true;
    // A screen the user already moved away from (it stays on view while the next one gets
    // ready) decides nothing more: the newest location's own guard does.
    const current = () => live && matchRoute(currentHashPath())?.route === route;
    const decide = (decision: GuardDecision) => {
      if (!current()) return;
      setAnswer({ route, decision });
      if (decision.outcome !== 'redirect') return;
      const to = decision.to === '/login' ? paths.login(currentHashRoute()) : paths.forbidden();
      navigate(to, { replace: true });
    };
    // Read when the tokens, role or menus (the dependencies below) change.
    const held = guardSession(session);
    const first = guard(route, held, null);
    // Only menu-checked routes need the server's word; the rest are decided at once.
    if (route.kind !== 'menu' || (first.outcome === 'redirect' && first.to === '/login')) {
      decide(first);
      return;
    }
    // A screen already allowed stays mounted while its rights are read again (the side menu
    // moved, say): unmounting would drop what the user typed. The answer still decides.
    loadRights(route, roleId ?? 0)
      .then((rights) => {
        if (current() && rights && route.label) learnRights(roleId, route.label, rights);
        decide(guard(route, held, rights));
      })
      .catch((error: unknown) => {
        // A 401 already ended the session and went to /login; a 403 denies. Anything else
        // (the server failed, the network is down) says nothing of the rights: the user is
        // told so and may ask again, rather than being told access was denied.
        // A screen already shown (held rights, or an earlier answer) stays: its own calls
        // meet the same failure and say so, and what the user typed is kept.
        if (!isSignedIn(session) || !current()) return;
        if (error instanceof ApiError && error.status === 403) decide(guard(route, held, null));
        else if (shown.current !== 'allowed')
          setAnswer({ route, failure: error instanceof ApiError ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [route, loadRights, token, assessorToken, roleId, allowed, attempt]);

  const view: GuardView =
    answer?.route !== route
      ? early(route, snap as SessionState)
      : 'failure' in answer
        ? { state: 'failed', rights: null, failure: answer.failure }
        : viewOf(answer.decision);
  const { isRead, isWrite } = view.rights ?? {};
  // The spec §3 keys follow the screen on view.
  useEffect(() => {
    if (isRead !== undefined && isWrite !== undefined) setRights({ isRead, isWrite });
  }, [isRead, isWrite]);
  const shown = useRef(view.state);
  shown.current = view.state;
  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  }, []);
  return { ...view, retry };
}

/** Before the server answers: allowed when what the session holds allows, else still checking. */
function early(route: RouteDef, state: SessionState): GuardView {
  const rights = route.kind === 'menu' ? heldRights(state, route) : null;
  const decision = guard(route, guardSession(state), rights);
  return decision.outcome === 'allow' ? viewOf(decision) : CHECKING;
}
