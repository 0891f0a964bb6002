import { MENU_TYPE, ROOT_PARENT } from '../constants';
import { sideMenu } from './menu.side';
import type { MenuMasterRow, MenuTreeItem } from './menu.types';

/** What the rules below need of a menu: where it sits and what kind it is. */
type PlacedMenu = Pick<
  MenuMasterRow,
  'id_menu_master' | 'menu_master_parent' | 'menu_master_type' | 'menu_master_urutan'
>;

const byOrder = (a: PlacedMenu, b: PlacedMenu) =>
  a.menu_master_urutan - b.menu_master_urutan || a.id_menu_master - b.id_menu_master;

/**
 * The menus a role must read so that every chosen menu shows in its side menu
 * (DECISIONS "One permission model"): each chosen menu, its parents up to the root, and
 * the heading (LABEL) the outermost parent sits under at the root, as the side menu
 * groups root menus under the last heading before them. Unknown ids stay as given (the
 * server refuses them); a parent cycle stops the walk instead of looping. Sorted, unique.
 */
export function withAncestors(rows: readonly PlacedMenu[], chosen: Iterable<number>): number[] {
  const byId = new Map(rows.map((r) => [r.id_menu_master, r]));
  const roots = rows
    .filter((r) => r.menu_master_parent === ROOT_PARENT || !byId.has(r.menu_master_parent))
    .sort(byOrder);
  const headingOf = (root: PlacedMenu): number | undefined =>
    roots.slice(0, roots.indexOf(root)).findLast((r) => r.menu_master_type === MENU_TYPE.LABEL)
      ?.id_menu_master;
  const out = new Set<number>();
  for (const id of chosen) {
    out.add(id);
    let current = byId.get(id);
    const seen = new Set<number>([id]);
    while (current && byId.has(current.menu_master_parent)) {
      const parent = current.menu_master_parent;
      if (seen.has(parent)) break;
      seen.add(parent);
      out.add(parent);
      current = byId.get(parent);
    }
    const heading = current && roots.includes(current) ? headingOf(current) : undefined;
    if (heading !== undefined && current?.menu_master_type !== MENU_TYPE.LABEL) out.add(heading);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * True when a role granted these menus (with their ancestors, as every save grants them)
 * would see an empty side menu: the console warns before such a save.
 */
export function showsNoMenu(rows: readonly MenuMasterRow[], chosen: Iterable<number>): boolean {
  const granted = new Set(withAncestors(rows, chosen));
  const access = rows
    .filter((r) => granted.has(r.id_menu_master))
    .map((r) => ({ ...r, is_read: 1 as const, is_write: 0 as const }));
  return sideMenu(access).length === 0;
}

/** The nested tree of the ordering and role-menu screens as flat menu rows, order kept. */
export function rowsOfTree(tree: readonly MenuTreeItem[], parent = ROOT_PARENT): MenuMasterRow[] {
  return tree.flatMap((item, i) => [
    {
      id_menu_master: item.id,
      menu_master_type: item.type ?? MENU_TYPE.MENU,
      menu_master_nama: item.name,
      menu_master_icon: item.icon ?? null,
      menu_master_link_path: item.linkPath ?? null,
      menu_master_link_name: null,
      menu_master_urutan: i + 1,
      menu_master_parent: parent,
    },
    ...rowsOfTree(item.sub, item.id),
  ]);
}
