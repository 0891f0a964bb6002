import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/raw';
import type { Harness } from './harness';

/**
 * The rights model the attacker test judges by, written here apart from the server's own
 * definition so that a mistake in one is not repeated in the other (DECISIONS "Rights are
 * an invariant of every write"): a role's right on a menu counts while the role is enabled,
 * the menu is enabled and so is every menu above it, up to the root.
 */
export interface World {
  /** `role → {'link:read', 'link:write'}`, a menu without a link named `#id`. */
  roles: Map<number, Set<string>>;
  /** The same per enabled user, through its enabled roles. */
  users: Map<number, Set<string>>;
  usernames: Map<number, { username: string; enabled: boolean; hash: string }>;
  /** The key of every menu there is, whatever its status. */
  menus: Set<string>;
}

const ADMIN_LINKS = ['all-role', 'all-menu', 'all-user'];

export async function observe(h: Harness): Promise<World> {
  const [menus, roles, grants, people, holds] = await Promise.all([
    queryRows(
      h.db,
      sql`select id_menu_master as id, menu_master_link_name as link,
            menu_master_parent as parent, status from menu_master`,
    ),
    queryRows(h.db, sql`select id_role as id, status from roles`),
    queryRows(h.db, sql`select id_role, id_menu_master, is_read, is_write from role_menus`),
    queryRows(h.db, sql`select id, username, status, password_hash from users`),
    queryRows(h.db, sql`select user_id, id_role from user_roles`),
  ]);
  const menu = new Map(menus.map((m) => [Number(m.id), m]));
  const shown = (id: number, depth = 0): boolean => {
    const m = menu.get(id);
    if (!m || m.status !== 'ENABLE' || depth > 64) return false;
    return Number(m.parent) === 0 || shown(Number(m.parent), depth + 1);
  };
  const enabledRoles = new Set(roles.filter((r) => r.status === 'ENABLE').map((r) => Number(r.id)));
  const byRole = new Map<number, Set<string>>([...enabledRoles].map((id) => [id, new Set()]));
  for (const g of grants) {
    const role = Number(g.id_role);
    const id = Number(g.id_menu_master);
    if (!enabledRoles.has(role) || !shown(id)) continue;
    const key = String(menu.get(id)!.link || `#${id}`);
    if (g.is_read || g.is_write) byRole.get(role)!.add(`${key}:read`);
    if (g.is_write) byRole.get(role)!.add(`${key}:write`);
  }
  const usernames = new Map(
    people.map((p) => [
      Number(p.id),
      {
        username: String(p.username),
        enabled: p.status === 'ENABLE',
        hash: String(p.password_hash),
      },
    ]),
  );
  const users = new Map<number, Set<string>>();
  for (const hold of holds) {
    const user = Number(hold.user_id);
    if (!usernames.get(user)?.enabled) continue;
    const set = users.get(user) ?? new Set<string>();
    for (const right of byRole.get(Number(hold.id_role)) ?? []) set.add(right);
    users.set(user, set);
  }
  const keys = new Set(menus.map((m) => String(m.link || `#${String(m.id)}`)));
  return { roles: byRole, users, usernames, menus: keys };
}

/**
 * Rights that differ between two worlds' sets: granted or taken away. A right on a menu
 * that did not exist before is not one anybody held: a new menu goes to the roles that
 * hold every right, so that they still do.
 */
export function moved(w: World, before: Set<string>, after: Set<string>): string[] {
  return [...new Set([...before, ...after])]
    .filter((r) => before.has(r) !== after.has(r) && w.menus.has(r.slice(0, r.lastIndexOf(':'))))
    .sort();
}

/** Whether a user may administer (write on Role, Menu and User) in this world. */
export const administers = (w: World, userId: number): boolean =>
  ADMIN_LINKS.every((link) => w.users.get(userId)?.has(`${link}:write`));
