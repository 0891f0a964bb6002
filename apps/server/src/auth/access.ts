import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

export type Right = 'read' | 'write';

/**
 * SQL that is true when the role may read or write on the menu with this link name:
 * the role is enabled, still held by the user, and has the flag on that menu.
 */
export function rightClause(
  userId: SQLWrapper | number,
  roleId: SQLWrapper | number,
  menuLinkName: SQLWrapper | string,
  right: Right,
): SQL {
  const flag = right === 'write' ? sql`rm.is_write` : sql`(rm.is_read or rm.is_write)`;
  return sql`exists (
    select 1 from role_menus rm
    join menu_master m on m.id_menu_master = rm.id_menu_master
    join roles r on r.id_role = rm.id_role
    join user_roles ur on ur.id_role = rm.id_role
    where rm.id_role = ${roleId} and ur.user_id = ${userId}
      and m.menu_master_link_name = ${menuLinkName} and r.status = 'ENABLE' and ${flag})`;
}

/** Whether the user's active role may read or write on the menu with this link name. */
export async function hasRight(
  db: Db,
  userId: number,
  roleId: number | null,
  menuLinkName: string,
  right: Right,
): Promise<boolean> {
  if (roleId === null) return false;
  const [row] = await queryRows(
    db,
    sql`select ${rightClause(userId, roleId, menuLinkName, right)} as ok`,
  );
  return row?.ok === true;
}
