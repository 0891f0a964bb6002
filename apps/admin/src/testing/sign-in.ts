import type { LoginData, MenuAccess } from '@cermat/core';

/** A menu row of a role's access, as auth/login and auth/me send it (read-only unless said). */
export const menuAccess = (
  id: number,
  label: string,
  path: string | null,
  rights: { read?: 0 | 1; write?: 0 | 1 } = {},
): MenuAccess => ({
  id_menu_master: id,
  menu_master_nama: label,
  menu_master_link_name: label.toLowerCase(),
  menu_master_link_path: path,
  menu_master_icon: null,
  menu_master_parent: 0,
  menu_master_urutan: id,
  menu_master_type: 'MENU',
  is_read: rights.read ?? 1,
  is_write: rights.write ?? 0,
});

/** What auth/login answers for user 1 holding one role (`id_role` 7) with these menus. */
export const signInWith = (menus: MenuAccess[]): LoginData => ({
  access_token: 'tok',
  expires_at: '2026-11-22T12:00:00+07:00',
  user: { id: 1, username: 'u', name: 'U', path_photo: null },
  roles: [{ id_role: 7, role_name: 'Reader', menu_access: menus }],
  active_role_id: 7,
});
