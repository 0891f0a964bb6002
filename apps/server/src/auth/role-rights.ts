import { limits } from '@cermat/contract';
import { allNodes, buildMenuTree, withAncestors } from '@cermat/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuMaster, roleMenus } from '../db/schema';

/** Every menu with where it sits: the rule of ancestors walks them. */
async function placedMenus(db: Db) {
  return db
    .select({
      id_menu_master: menuMaster.id_menu_master,
      menu_master_type: menuMaster.menu_master_type,
      menu_master_nama: menuMaster.menu_master_nama,
      menu_master_icon: menuMaster.menu_master_icon,
      menu_master_link_path: menuMaster.menu_master_link_path,
      menu_master_link_name: menuMaster.menu_master_link_name,
      menu_master_urutan: menuMaster.menu_master_urutan,
      menu_master_parent: menuMaster.menu_master_parent,
      status: menuMaster.status,
    })
    .from(menuMaster)
    .orderBy(asc(menuMaster.id_menu_master));
}

/**
 * The enabled MENU entries in the order of the menu tree (a parent before its submenus),
 * each named with its parents ('Master / Role'): names are unique only under one parent.
 * Headings are not offered: a save adds the heading of every chosen menu by itself.
 */
export async function menuChoices(db: Db) {
  const rows = (await placedMenus(db)).filter((r) => r.status === 'ENABLE');
  const names = new Map<number, string>();
  const label = (id: number, name: string, parent: number) => {
    const path = names.has(parent) ? `${names.get(parent)} / ${name}` : name;
    names.set(id, path);
    // The path is a label only; the option's id is what a save sends.
    return path.length > limits.name ? `…${path.slice(-(limits.name - 1))}` : path;
  };
  return allNodes(buildMenuTree(rows))
    .filter(({ row }) => row.menu_master_type === 'MENU')
    .map(({ row }) => ({
      idhak_akses: row.id_menu_master,
      menu: label(row.id_menu_master, row.menu_master_nama, row.menu_master_parent),
      menu_master_parent: row.menu_master_parent,
      menu_master_type: row.menu_master_type,
      menu_master_urutan: row.menu_master_urutan,
      menu_master_link_path: row.menu_master_link_path || null,
    }));
}

/** Whether every id names an enabled menu (the Hak Akses modal offers only those). */
export async function enabledMenusInclude(db: Db, ids: readonly number[]): Promise<boolean> {
  const enabled = new Set(
    (await placedMenus(db)).filter((r) => r.status === 'ENABLE').map((r) => r.id_menu_master),
  );
  return ids.every((id) => enabled.has(id));
}

/**
 * Sets a role's rights, for the role-menu screen and the Hak Akses modal alike
 * (DECISIONS "One permission model"): the role reads the chosen menus and, so that they
 * show, their parents and heading (core's withAncestors); it writes on `write`, or, when
 * the caller sends no write list (the spec's payloads), on the menus that had write and
 * stay readable. A caller that edits only some menus (`editable`) keeps what the role holds
 * on the others as it is. Run it in an audited write of the role: the rights invariant
 * judges it.
 */
export async function replaceRoleRights(
  tx: Db,
  roleId: number,
  chosen: readonly number[],
  { write, editable }: { write?: readonly number[]; editable?: ReadonlySet<number> } = {},
): Promise<void> {
  const before = await tx
    .select({ menu: roleMenus.id_menu_master, write: roleMenus.is_write })
    .from(roleMenus)
    .where(eq(roleMenus.id_role, roleId));
  const kept = editable ? before.filter((r) => !editable.has(r.menu)).map((r) => r.menu) : [];
  const menus = await placedMenus(tx);
  // Write implies access: a menu with write is also readable.
  const read = withAncestors(menus, [...chosen, ...kept, ...(write ?? [])]);
  const writes = new Set(
    write ?? before.filter((r) => r.write && read.includes(r.menu)).map((r) => r.menu),
  );
  await tx.delete(roleMenus).where(eq(roleMenus.id_role, roleId));
  if (read.length)
    await tx.insert(roleMenus).values(
      read.map((id_menu_master) => ({
        id_role: roleId,
        id_menu_master,
        is_read: true,
        is_write: writes.has(id_menu_master),
      })),
    );
}
