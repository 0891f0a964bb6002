import { examples, type Login, type MenuAccess, type Right, type Session } from '@cermat/contract';
import { mockMenus } from './menus';
import type { MockStore } from './store.types';
import { stampOf } from './texts';

/** The token every scenario hands out at sign-in. */
export const MOCK_TOKEN = 'mock-access-token';

/** The active role's rights on every menu of the product (ids follow the menu seed). */
function menuAccess(store: MockStore): MenuAccess[] {
  const granted = store.roleMenus.get(store.activeRoleId);
  if (!granted) return [];
  return mockMenus.flatMap((item, i) => {
    const id = i + 1;
    if (!granted.read.includes(id)) return [];
    const parent = item.parent ? mockMenus.findIndex((m) => m.linkName === item.parent) + 1 : 0;
    return [
      {
        id_menu_master: id,
        menu_master_nama: item.label,
        menu_master_link_name: item.linkName,
        menu_master_link_path: item.path || null,
        menu_master_icon: item.icon || null,
        menu_master_parent: parent,
        menu_master_urutan: item.order,
        menu_master_type: item.type,
        is_read: 1,
        is_write: granted.write.includes(id) ? 1 : 0,
      },
    ];
  });
}

/** The signed-in administrator (users[0]) with the Admin role active. */
export function sessionOf(store: MockStore): Session {
  const user = store.lists.users[0];
  return {
    user: {
      id: 1,
      username: typeof user?.username === 'string' ? user.username : 'admin',
      name: typeof user?.name === 'string' ? user.name : 'Administrator',
      path_photo: typeof user?.path_photo === 'string' ? user.path_photo : null,
      updated_at: typeof user?.updated_at === 'string' ? user.updated_at : stampOf(0),
    },
    roles: [{ id_role: 1, role_name: 'Admin', menu_access: menuAccess(store) }],
    active_role_id: store.activeRoleId,
  };
}

/** What a sign-in answers: the session with its token (stories start signed in with it). */
export function signInData(store: MockStore): Login {
  return {
    ...sessionOf(store),
    access_token: MOCK_TOKEN,
    expires_at: examples.auth.checkToken.data.expires_at,
  };
}

/** Whether the active role holds a right on a menu, by the menu's link name or label. */
export function holds(store: MockStore, menu: string, right: Right): boolean {
  const access = menuAccess(store).find(
    (m) => m.menu_master_link_name === menu || m.menu_master_nama === menu,
  );
  if (right === 'public' || right === 'session') return true;
  return right === 'read' ? access?.is_read === 1 : access?.is_write === 1;
}
