import type { RouteDef } from './routes';

/** A right flag as the server or storage may carry it: true/false, 1/0 or '1'/'0'. */
export type Flag = boolean | number | string | null | undefined;

/** Reads a right flag: only true, 1 and '1' grant. */
export function isGranted(flag: Flag): boolean {
  return flag === true || flag === 1 || flag === '1';
}

/** What the guard needs to know of the browser-kept session. */
export interface GuardSession {
  accessToken?: string | null;
  /** access_token_penilai, stored by /login-penilai. */
  assessorToken?: string | null;
  /** filtered_name_menu split into labels: the menus the active role may see. */
  allowedMenuLabels: readonly string[];
}

/** The rights fetched for a route's menu label (auth/get-hak-akses), plus the page access check. */
export interface RouteRights {
  is_read: Flag;
  is_write: Flag;
  /** status_access of auth/check-access-menu where the screen runs it; 0 means denied. */
  status_access?: Flag;
}

/** The guard's answer. `allow` carries the rights the screen stores (isRead/isWrite). */
export type GuardDecision =
  | { outcome: 'allow'; rights?: { isRead: boolean; isWrite: boolean } }
  | { outcome: 'redirect'; to: '/login' | '/403' }
  | { outcome: 'dashboard-with-warning' };

const hasToken = (token: string | null | undefined) => typeof token === 'string' && token !== '';

/**
 * Decides whether a route may open (spec §4 route guard, §6 page access check).
 * `rights` are those fetched for the route's label; null when they could not be fetched.
 */
export function guard(
  route: RouteDef,
  session: GuardSession,
  rights: RouteRights | null = null,
): GuardDecision {
  if (route.kind === 'public') return { outcome: 'allow' };
  if (route.kind === 'participant') {
    return hasToken(session.accessToken)
      ? { outcome: 'allow' }
      : { outcome: 'redirect', to: '/login' };
  }
  if (!hasToken(session.accessToken) && !hasToken(session.assessorToken)) {
    return { outcome: 'redirect', to: '/login' };
  }
  if (route.kind === 'authenticated') return { outcome: 'allow' };

  const isRead = isGranted(rights?.is_read);
  const isWrite = isGranted(rights?.is_write);
  if (!isRead) return { outcome: 'redirect', to: '/403' };
  if (route.label === undefined || !session.allowedMenuLabels.includes(route.label)) {
    return { outcome: 'redirect', to: '/403' };
  }
  if (rights?.status_access !== undefined && !isGranted(rights.status_access)) {
    return { outcome: 'dashboard-with-warning' };
  }
  // A reader without write who opens tambah/edit gets the list screens' warning, not a 403.
  if (route.write && !isWrite) return { outcome: 'dashboard-with-warning' };
  return { outcome: 'allow', rights: { isRead, isWrite } };
}
