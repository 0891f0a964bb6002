import { proxy, subscribe } from 'valtio';
import { readJson, readText, write } from './storage';

/** One menu a role may see, as the server sends it with the session (HELPERS vocabulary). */
export interface MenuAccess {
  id_menu_master: number;
  menu_master_nama: string;
  menu_master_link_name: string | null;
  menu_master_link_path: string | null;
  menu_master_icon: string | null;
  menu_master_parent: number;
  menu_master_urutan: number;
  menu_master_type: string;
  is_read: boolean | number;
  is_write: boolean | number;
}

export interface SessionRole {
  id_role: number;
  role_name: string;
  menu_access: MenuAccess[];
}

export interface SessionUser {
  id: number;
  username: string;
  name: string;
  path_photo: string | null;
  updated_at?: string;
}

/** What sign-in, `auth/me` and a role switch answer with. */
export interface SessionData {
  user: SessionUser;
  roles: SessionRole[];
  active_role_id: number;
}

export interface SessionState {
  token: string | null;
  penilaiToken: string | null;
  user: SessionUser | null;
  roles: SessionRole[];
  activeRoleId: number | null;
  configuration: Record<string, string>;
  /** Rights on the screen being shown, stored by the guard (spec §4). */
  rights: { isRead: boolean; isWrite: boolean };
  /** Set when a 401 ended the session, so the sign-in screen can say so. */
  ended: boolean;
}

/** The browser keys of spec §3. */
export const KEYS = {
  token: 'access_token',
  penilaiToken: 'access_token_penilai',
  name: 'session_name',
  photo: 'session_path_photo',
  roles: 'session',
  role: 'session_role',
  roleId: 'session_role_active_id',
  roleName: 'session_role_active_name',
  roleIndex: 'session_role_active_index',
  menuAccess: 'session_menu_access',
  filteredMenu: 'filtered_menu',
  filteredNames: 'filtered_name_menu',
  configuration: 'configuration',
  roleCermat: 'role_cermat',
  roleGroupCermat: 'role_group_cermat',
  isRead: 'isRead',
  isWrite: 'isWrite',
  user: 'user',
} as const;

interface StoredRole {
  id_role: number;
  role_name: string;
  role_menu: MenuAccess[];
}

function restore(): SessionState {
  const stored = readJson<StoredRole[]>('local', KEYS.roles, []);
  const roleId = Number(readText('local', KEYS.roleId));
  return {
    token: readText('local', KEYS.token),
    penilaiToken: readText('local', KEYS.penilaiToken),
    user: readJson<SessionUser | null>('session', KEYS.user, null),
    roles: Array.isArray(stored)
      ? stored.map((r) => ({
          id_role: r.id_role,
          role_name: r.role_name,
          menu_access: r.role_menu,
        }))
      : [],
    activeRoleId: Number.isFinite(roleId) && roleId > 0 ? roleId : null,
    configuration: readJson<Record<string, string>>('local', KEYS.configuration, {}),
    rights: {
      isRead: readText('local', KEYS.isRead) === '1',
      isWrite: readText('local', KEYS.isWrite) === '1',
    },
    ended: false,
  };
}

export const session = proxy<SessionState>(restore());

const truthy = (value: boolean | number): boolean => value === true || value === 1;

/** The roles part of the state, also as a read-only valtio snapshot. */
interface RolesView<R extends RoleView = RoleView> {
  readonly roles: readonly R[];
  readonly activeRoleId: number | null;
}
interface RoleView {
  readonly id_role: number;
  readonly role_name: string;
  readonly menu_access: readonly MenuAccess[];
}

/** The active role, or the first one when the stored id is no longer held. */
export function activeRole<R extends RoleView>(state: RolesView<R>): R | null {
  return state.roles.find((r) => r.id_role === state.activeRoleId) ?? state.roles[0] ?? null;
}

/** Menus of the active role the user may read (the side menu's source). */
export function readableMenus(state: RolesView): MenuAccess[] {
  return (activeRole(state)?.menu_access ?? []).filter((m) => truthy(m.is_read));
}

/** Rights of the active role on a menu label; none when the label is not among its menus. */
export function rightsOn(state: RolesView, label: string): { isRead: boolean; isWrite: boolean } {
  const menu = activeRole(state)?.menu_access.find((m) => m.menu_master_nama === label);
  return { isRead: !!menu && truthy(menu.is_read), isWrite: !!menu && truthy(menu.is_write) };
}

export const isSignedIn = (state: Pick<SessionState, 'token' | 'penilaiToken'>): boolean =>
  !!state.token || !!state.penilaiToken;

/** Writes every browser key of spec §3 from the state (derived keys included). */
function persist(state: SessionState): void {
  const role = activeRole(state);
  const menus = readableMenus(state);
  const index = role ? state.roles.findIndex((r) => r.id_role === role.id_role) : -1;
  write('local', KEYS.token, state.token);
  write('local', KEYS.penilaiToken, state.penilaiToken);
  write('local', KEYS.name, state.user?.name);
  write('local', KEYS.photo, state.user?.path_photo);
  write(
    'local',
    KEYS.roles,
    state.roles.length
      ? state.roles.map((r) => ({
          id_role: r.id_role,
          role_name: r.role_name,
          role_menu: r.menu_access,
        }))
      : null,
  );
  write('local', KEYS.role, role ? { id_role: role.id_role, role_name: role.role_name } : null);
  write('local', KEYS.roleId, role ? String(role.id_role) : null);
  write('local', KEYS.roleName, role?.role_name);
  write('local', KEYS.roleIndex, index >= 0 ? String(index) : null);
  write('local', KEYS.menuAccess, role ? role.menu_access : null);
  write('local', KEYS.filteredMenu, role ? menus : null);
  write('local', KEYS.filteredNames, role ? menus.map((m) => m.menu_master_nama).join(',') : null);
  write('local', KEYS.roleCermat, role?.role_name);
  write(
    'local',
    KEYS.configuration,
    Object.keys(state.configuration).length ? state.configuration : null,
  );
  write('local', KEYS.isRead, state.token ? (state.rights.isRead ? '1' : '0') : null);
  write('local', KEYS.isWrite, state.token ? (state.rights.isWrite ? '1' : '0') : null);
  write('session', KEYS.user, state.user);
}

subscribe(session, () => persist(session));

/** Takes over a fresh sign-in (or the answer of `auth/me`). */
export function startSession(token: string | null, data: SessionData, penilai = false): void {
  if (token !== null) {
    if (penilai) session.penilaiToken = token;
    else session.token = token;
  }
  applySessionData(data);
  session.ended = false;
}

/** Refreshes user, roles and the active role (after a role switch or a profile change). */
export function applySessionData(data: SessionData): void {
  session.user = data.user;
  session.roles = data.roles;
  session.activeRoleId = data.active_role_id;
}

export function setConfiguration(configuration: Record<string, string>): void {
  session.configuration = configuration;
}

export function setRights(rights: { isRead: boolean; isWrite: boolean }): void {
  if (rights.isRead !== session.rights.isRead || rights.isWrite !== session.rights.isWrite) {
    session.rights = rights;
  }
}

/** Forgets everything but the configuration (the logo still shows on the sign-in screen). */
export function clearSession(ended = false): void {
  session.token = null;
  session.penilaiToken = null;
  session.user = null;
  session.roles = [];
  session.activeRoleId = null;
  session.rights = { isRead: false, isWrite: false };
  session.ended = ended;
}
