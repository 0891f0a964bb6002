import type { MenuAccess } from '../menu/menu.types';
import type { RoleGroup } from '../rights/role-groups';

/** The signed-in user as auth/login and auth/me return it. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  path_photo: string | null;
}

/** A role the user holds, with the menus it may use. */
export interface SessionRole {
  id_role: number;
  role_name: string;
  menu_access: MenuAccess[];
}

/** data of POST auth/login (see DECISIONS.md and docs/decisions.md). */
export interface LoginData {
  access_token: string;
  expires_at: string;
  user: SessionUser;
  roles: SessionRole[];
  active_role_id: number | null;
}

/** data of GET auth/me: the login data without the token. */
export type MeData = Omit<LoginData, 'access_token'>;

/** A 0/1 flag as the old console stored isRead/isWrite. */
export type Bit = 0 | 1;

/** The browser-kept session values of spec §3, as one typed shape. */
export interface Session {
  access_token: string | null;
  /** Token of an assessor signed in at /login-penilai. */
  access_token_penilai: string | null;
  expires_at: string | null;
  /** The current user (the old console kept it in session storage). */
  user: SessionUser | null;
  session_name: string;
  session_path_photo: string | null;
  /** Every role the user holds, each with its menu access. */
  session: SessionRole[];
  /** The role choices of the top bar's role dropdown. */
  session_role: { id_role: number; role_name: string }[];
  session_role_active_id: number | null;
  session_role_active_name: string | null;
  session_role_active_index: number | null;
  /** Menu access of the active role. */
  session_menu_access: MenuAccess[];
  /** The readable menus of the active role (the side menu is built from them). */
  filtered_menu: MenuAccess[];
  /** Comma-separated labels of the menus the active role may read. */
  filtered_name_menu: string;
  configuration: Record<string, string>;
  /** Name of the active role. */
  role_cermat: string | null;
  /** Role group of the active role (spec §6), applied for real (DECISIONS.md). */
  role_group_cermat: RoleGroup | null;
  /** Rights on the current screen's menu, stored by the route guard. */
  isRead: Bit;
  isWrite: Bit;
}
