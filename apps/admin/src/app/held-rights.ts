import type { RouteDef, RouteRights } from '@cermat/core';
import { session, type SessionState } from '@/lib/session';

// A snapshot of the session (valtio's, read-only) will do as well as the session itself.
type HeldState = Pick<SessionState, 'rights' | 'session_role_active_id'> & {
  readonly session_menu_access: readonly SessionState['session_menu_access'][number][];
};

const keyOf = (roleId: number | null, label: string) => `${roleId ?? 0}:${label}`;

/** Keeps what the server said of a role's rights on a menu, so the next visit starts at once. */
export function learnRights(roleId: number | null, label: string, rights: RouteRights): void {
  const key = keyOf(roleId, label);
  const was = session.rights[key];
  if (was && was.is_read === rights.is_read && was.is_write === rights.is_write) return;
  session.rights[key] = { is_read: rights.is_read, is_write: rights.is_write };
}

/**
 * The rights the session already holds on a route's menu: what the server last said for the
 * active role, else the role's menu access as the sign-in (or the last menu change) gave it.
 * Null for a route without a menu, or a menu the role does not hold.
 */
export function heldRights(state: HeldState, route: RouteDef): RouteRights | null {
  if (!route.label) return null;
  const learned = state.rights[keyOf(state.session_role_active_id, route.label)];
  if (learned) return learned;
  const menu = state.session_menu_access.find((m) => m.menu_master_nama === route.label);
  return menu ? { is_read: menu.is_read, is_write: menu.is_write } : null;
}
