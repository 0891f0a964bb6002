import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuMaster, roleMenus, roles, userRoles } from '../db/schema';

export type Right = 'read' | 'write';

/**
 * Whether the user's active role may read or write on the menu with this link name.
 * The role must still be held by the user and be enabled.
 */
export async function hasRight(
  db: Db,
  userId: number,
  roleId: number | null,
  menuLinkName: string,
  right: Right,
): Promise<boolean> {
  if (roleId === null) return false;
  const [row] = await db
    .select({ is_read: roleMenus.is_read, is_write: roleMenus.is_write })
    .from(roleMenus)
    .innerJoin(menuMaster, eq(menuMaster.id_menu_master, roleMenus.id_menu_master))
    .innerJoin(roles, eq(roles.id_role, roleMenus.id_role))
    .innerJoin(
      userRoles,
      and(eq(userRoles.id_role, roleMenus.id_role), eq(userRoles.user_id, userId)),
    )
    .where(
      and(
        eq(roleMenus.id_role, roleId),
        eq(menuMaster.menu_master_link_name, menuLinkName),
        eq(roles.status, 'ENABLE'),
      ),
    )
    .limit(1);
  if (!row) return false;
  return right === 'write' ? row.is_write : row.is_read || row.is_write;
}
