import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuMaster, menuVersion, roleMenus, roles, userRoles, users } from '../db/schema';
import { notFound } from '../http/errors';
import { iso } from './rows';

/** The enabled roles a user holds, lowest id first. */
export async function heldRoles(db: Db, userId: number) {
  return db
    .select({ id_role: roles.id_role, role_name: roles.role_name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id_role, userRoles.id_role))
    .where(and(eq(userRoles.user_id, userId), eq(roles.status, 'ENABLE')))
    .orderBy(asc(roles.id_role));
}

/** What auth/me, login and switch-role answer: the user, roles with menus and rights, active role. */
export async function sessionData(db: Db, userId: number, activeRoleId: number | null) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      path_photo: users.path_photo,
      updated_at: users.updated_at,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const held = await heldRoles(db, userId);
  const access = held.length
    ? await db
        .select({
          id_role: roleMenus.id_role,
          id_menu_master: menuMaster.id_menu_master,
          menu_master_nama: menuMaster.menu_master_nama,
          menu_master_link_name: menuMaster.menu_master_link_name,
          menu_master_link_path: menuMaster.menu_master_link_path,
          menu_master_icon: menuMaster.menu_master_icon,
          menu_master_parent: menuMaster.menu_master_parent,
          menu_master_urutan: menuMaster.menu_master_urutan,
          menu_master_type: menuMaster.menu_master_type,
          is_read: roleMenus.is_read,
          is_write: roleMenus.is_write,
        })
        .from(roleMenus)
        .innerJoin(menuMaster, eq(menuMaster.id_menu_master, roleMenus.id_menu_master))
        .where(
          and(
            inArray(
              roleMenus.id_role,
              held.map((r) => r.id_role),
            ),
            eq(menuMaster.status, 'ENABLE'),
          ),
        )
        .orderBy(asc(menuMaster.menu_master_urutan), asc(menuMaster.id_menu_master))
    : [];
  return {
    user: { ...user, updated_at: iso(user.updated_at) },
    roles: held.map((role) => ({
      ...role,
      menu_access: access
        .filter((a) => a.id_role === role.id_role)
        .map(({ id_role: _, is_read, is_write, ...menu }) => ({
          ...menu,
          is_read: is_read || is_write ? (1 as const) : (0 as const),
          is_write: is_write ? (1 as const) : (0 as const),
        })),
    })),
    active_role_id: held.some((r) => r.id_role === activeRoleId) ? activeRoleId : null,
  };
}

/**
 * The number every change to a side menu moves (migration 0009's triggers): a console that
 * sees it differ from the one it knew fetches its menus again (auth/me).
 */
export async function currentMenuVersion(db: Db): Promise<number> {
  const [row] = await db.select({ n: menuVersion.n }).from(menuVersion);
  return row?.n ?? 0;
}
