import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { menuVersion, roles, userRoles, users } from '../db/schema';
import { notFound } from '../http/errors';
import { iso } from '../records/rows';

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
  // The side menu shows exactly the effective rights (migration 0013's view): what the
  // rights check of every call grants, a menu under a disabled group included.
  const access = held.length
    ? await queryRows(
        db,
        sql`select e.id_role, m.id_menu_master, m.menu_master_nama, m.menu_master_link_name,
              m.menu_master_link_path, m.menu_master_icon, m.menu_master_parent,
              m.menu_master_urutan, m.menu_master_type, e.can_read, e.can_write
            from effective_rights e
            join menu_master m on m.id_menu_master = e.id_menu_master
            where e.id_role in (${sql.join(
              held.map((r) => sql`${r.id_role}`),
              sql`, `,
            )})
            order by m.menu_master_urutan, m.id_menu_master`,
      )
    : [];
  return {
    user: { ...user, updated_at: iso(user.updated_at) },
    roles: held.map((role) => ({
      ...role,
      menu_access: access
        .filter((a) => Number(a.id_role) === role.id_role)
        .map((a) => ({
          id_menu_master: Number(a.id_menu_master),
          menu_master_nama: String(a.menu_master_nama),
          menu_master_link_name: String(a.menu_master_link_name),
          menu_master_link_path: String(a.menu_master_link_path),
          menu_master_icon: String(a.menu_master_icon),
          menu_master_parent: Number(a.menu_master_parent),
          menu_master_urutan: Number(a.menu_master_urutan),
          menu_master_type: a.menu_master_type === 'LABEL' ? ('LABEL' as const) : ('MENU' as const),
          is_read: a.can_read ? (1 as const) : (0 as const),
          is_write: a.can_write ? (1 as const) : (0 as const),
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
