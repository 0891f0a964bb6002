import { eq, inArray, sql } from 'drizzle-orm';
import { menuMaster, roleMenus, roles } from '../../src/db/schema';
import { queryRows } from '../../src/db/raw';
import { upsertUser } from '../../src/seed/seed';
import { login } from './client';
import { FIXTURE_PASSWORD } from './fixtures';
import type { Harness } from './harness';
import { testHasher } from './hasher';

/** A right on a menu named by its link name, as the server checks it. */
export interface LinkRight {
  link: string;
  write: boolean;
}

/** Menu ids by link name. */
export async function menuIds(h: Harness, links: string[]): Promise<Map<string, number>> {
  const rows = await h.db
    .select({ id: menuMaster.id_menu_master, link: menuMaster.menu_master_link_name })
    .from(menuMaster)
    .where(inArray(menuMaster.menu_master_link_name, links));
  return new Map(rows.map((r) => [r.link, r.id]));
}

/** A new role holding exactly these rights. */
export async function roleWith(h: Harness, name: string, rights: LinkRight[]): Promise<number> {
  const [role] = await h.db
    .insert(roles)
    .values({ role_name: name })
    .returning({ id: roles.id_role });
  const ids = await menuIds(
    h,
    rights.map((r) => r.link),
  );
  if (rights.length)
    await h.db.insert(roleMenus).values(
      rights.map((r) => ({
        id_role: role!.id,
        id_menu_master: ids.get(r.link)!,
        is_read: true,
        is_write: r.write,
      })),
    );
  return role!.id;
}

/** A signed-in user holding these roles (the first is active). */
export async function personWith(
  h: Harness,
  username: string,
  roleIds: number[],
): Promise<{ userId: number; token: string; credentials: { username: string; password: string } }> {
  const credentials = { username, password: FIXTURE_PASSWORD };
  const userId = await upsertUser(h.db, testHasher, { ...credentials, name: username }, roleIds);
  return { userId, token: await login(h, credentials), credentials };
}

/**
 * What each enabled user may really do now: `menuId:read` / `menuId:write` for every
 * right of its enabled roles (write implies read), as the server's checks grant them.
 */
export async function effectiveRights(h: Harness): Promise<Map<number, Set<string>>> {
  const rows = await queryRows(
    h.db,
    sql`select u.id as user_id, m.menu_master_link_name as link, m.id_menu_master as menu,
          bool_or(rm.is_read or rm.is_write) as r, bool_or(rm.is_write) as w
        from users u
        join user_roles ur on ur.user_id = u.id
        join roles ro on ro.id_role = ur.id_role and ro.status = 'ENABLE'
        join role_menus rm on rm.id_role = ro.id_role
        join menu_master m on m.id_menu_master = rm.id_menu_master
        where u.status = 'ENABLE'
        group by 1, 2, 3`,
  );
  const out = new Map<number, Set<string>>();
  for (const row of rows) {
    const set = out.get(Number(row.user_id)) ?? new Set<string>();
    const key = String(row.link || `#${String(row.menu)}`);
    if (row.r) set.add(`${key}:read`);
    if (row.w) set.add(`${key}:write`);
    out.set(Number(row.user_id), set);
  }
  return out;
}

/** The id of a role by name. */
export async function roleId(h: Harness, name: string): Promise<number> {
  const [row] = await h.db
    .select({ id: roles.id_role })
    .from(roles)
    .where(eq(roles.role_name, name));
  return row!.id;
}
