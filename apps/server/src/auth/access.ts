import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

export type Right = 'read' | 'write';

/**
 * SQL that is true when the role may read or write on the menu with this link name: the
 * role is still held by the user and has the right in the effective rights (migration
 * 0013: role enabled, menu and every menu above it enabled), the one definition of a right.
 */
export function rightClause(
  userId: SQLWrapper | number,
  roleId: SQLWrapper | number,
  menuLinkName: SQLWrapper | string,
  right: Right,
): SQL {
  const flag = right === 'write' ? sql`e.can_write` : sql`e.can_read`;
  return sql`exists (
    select 1 from effective_rights e
    join user_roles ur on ur.id_role = e.id_role
    where e.id_role = ${roleId} and ur.user_id = ${userId}
      and e.link_key = ${menuLinkName} and ${flag})`;
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

/** The link path of a menu that opens the built page `name` (`/render?page=NAME`). */
const pageLinkPath = (name: string): string => `/render?page=${encodeURIComponent(name)}`;

/**
 * Whether the user's active role may open the built page `name` (DECISIONS "Built pages
 * follow their menus"): read on Render Page, the list of every page, or read on a menu that
 * links to that very page, both in the effective rights.
 */
export async function mayReadPage(
  db: Db,
  userId: number,
  roleId: number | null,
  name: string,
): Promise<boolean> {
  if (roleId === null) return false;
  const [row] = await queryRows(
    db,
    sql`select ${rightClause(userId, roleId, 'render', 'read')} or exists (
      select 1 from effective_rights e
      join user_roles ur on ur.id_role = e.id_role
      join menu_master m on m.id_menu_master = e.id_menu_master
      where e.id_role = ${roleId} and ur.user_id = ${userId} and e.can_read
        and m.menu_master_link_path in (${pageLinkPath(name)}, ${`/render?page=${name}`})) as ok`,
  );
  return row?.ok === true;
}
