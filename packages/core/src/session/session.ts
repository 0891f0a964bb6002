import { isGranted, type GuardSession } from '../routes/guard';
import type { MenuAccess } from '../menu/menu.types';
import { roleGroupOf } from '../rights/role-groups';
import type { Bit, LoginData, MeData, Session, SessionRole } from './session.types';

/** The values that follow the active role; all empty when there is none. */
function activeRoleValues(role: SessionRole | undefined, index: number) {
  const menus = role?.menu_access ?? [];
  return {
    session_role_active_id: role?.id_role ?? null,
    session_role_active_name: role?.role_name ?? null,
    session_role_active_index: role ? index : null,
    session_menu_access: menus,
    filtered_menu: menus.filter((m) => isGranted(m.is_read)),
    filtered_name_menu: filteredNameMenu(menus),
    role_cermat: role?.role_name ?? null,
    role_group_cermat: (role && roleGroupOf(role.role_name)) ?? null,
    // Rights belong to a screen of the previous role; the guard stores them again.
    isRead: 0 as Bit,
    isWrite: 0 as Bit,
  };
}

/** The signed-out session: no tokens, no roles, no rights. */
export function emptySession(): Session {
  return {
    access_token: null,
    access_token_penilai: null,
    expires_at: null,
    user: null,
    session_name: '',
    session_path_photo: null,
    session: [],
    session_role: [],
    configuration: {},
    ...activeRoleValues(undefined, 0),
  };
}

/** filtered_name_menu: the labels of the readable menus, comma-separated. */
function filteredNameMenu(menuAccess: readonly MenuAccess[]): string {
  return menuAccess
    .filter((m) => isGranted(m.is_read))
    .map((m) => m.menu_master_nama)
    .join(',');
}

/** The labels of filtered_name_menu as a list ('' gives none). */
export function allowedMenuLabels(session: Pick<Session, 'filtered_name_menu'>): string[] {
  return session.filtered_name_menu === '' ? [] : session.filtered_name_menu.split(',');
}

/** The session with role number `index` of its roles active (none if out of range). */
function activate(session: Session, index: number): Session {
  return { ...session, ...activeRoleValues(session.session[index], index) };
}

/** Index of a role id among the session's roles, or -1. */
const indexOfRole = (session: Session, idRole: number | null) =>
  session.session.findIndex((r) => r.id_role === idRole);

/** Session values after auth/me (or login without the token): user, roles and the active role. */
export function withProfile(session: Session, me: MeData): Session {
  const base: Session = {
    ...session,
    expires_at: me.expires_at,
    user: me.user,
    session_name: me.user.name,
    session_path_photo: me.user.path_photo,
    session: me.roles,
    session_role: me.roles.map(({ id_role, role_name }) => ({ id_role, role_name })),
  };
  return activate(base, Math.max(indexOfRole(base, me.active_role_id), 0));
}

/** The session after a successful sign-in; an assessor's token is kept as access_token_penilai. */
export function signIn(data: LoginData, kind: 'admin' | 'assessor' = 'admin'): Session {
  const { access_token, ...me } = data;
  const tokens =
    kind === 'assessor'
      ? { access_token: null, access_token_penilai: access_token }
      : { access_token, access_token_penilai: null };
  return withProfile({ ...emptySession(), ...tokens }, me);
}

/** The session with the rights the route guard allowed for the current screen. */
export function withRights(
  session: Session,
  rights: { isRead: boolean; isWrite: boolean },
): Session {
  const bit = (b: boolean): Bit => (b ? 1 : 0);
  return { ...session, isRead: bit(rights.isRead), isWrite: bit(rights.isWrite) };
}

/** What the route guard needs of a session. */
export function guardSession(session: Session): GuardSession {
  return {
    accessToken: session.access_token,
    assessorToken: session.access_token_penilai,
    allowedMenuLabels: allowedMenuLabels(session),
  };
}
