import { ROOT_PARENT } from '../constants';
import type { MenuMasterRow, MenuNode, MenuTreeItem } from './menu.types';

const byOrder = (a: MenuMasterRow, b: MenuMasterRow) =>
  a.menu_master_urutan - b.menu_master_urutan || a.id_menu_master - b.id_menu_master;

/** False when following the parents of a row comes back to the row itself (it sits in a cycle). */
function reachesRoot(row: MenuMasterRow, byId: Map<number, MenuMasterRow>): boolean {
  const seen = new Set<number>();
  let parent = row.menu_master_parent;
  while (parent !== ROOT_PARENT && byId.has(parent)) {
    if (parent === row.id_menu_master) return false;
    // A loop further up is that loop's rows' problem; they are re-rooted, so this row is reachable.
    if (seen.has(parent)) return true;
    seen.add(parent);
    parent = byId.get(parent)!.menu_master_parent;
  }
  return true;
}

/**
 * Nested tree from flat menu_master rows: parent 0 is the root, siblings by urutan (then id).
 * A row whose parent is missing or part of a cycle is placed at the root, so nothing is lost.
 */
export function buildMenuTree(rows: readonly MenuMasterRow[]): MenuNode[] {
  const byId = new Map(rows.map((r) => [r.id_menu_master, r]));
  const rootOf = (r: MenuMasterRow) =>
    r.menu_master_parent === ROOT_PARENT ||
    !byId.has(r.menu_master_parent) ||
    !reachesRoot(r, byId);
  const children = new Map<number, MenuMasterRow[]>();
  for (const row of rows) {
    const parent = rootOf(row) ? ROOT_PARENT : row.menu_master_parent;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const nodes = (parent: number): MenuNode[] =>
    [...(children.get(parent) ?? [])].sort(byOrder).map((row) => ({
      id: row.id_menu_master,
      name: row.menu_master_nama,
      type: row.menu_master_type,
      icon: row.menu_master_icon,
      linkPath: row.menu_master_link_path,
      linkName: row.menu_master_link_name,
      row,
      sub: nodes(row.id_menu_master),
    }));
  return nodes(ROOT_PARENT);
}

/** Every node of a tree, parents before their children. */
export function allNodes<T extends { sub: readonly T[] }>(tree: readonly T[]): T[] {
  return tree.flatMap((node) => [node, ...allNodes(node.sub)]);
}

/** The `list_menu` value of POST master/menu/ordering: the reordered tree items as a JSON string. */
export function listMenuPayload(tree: readonly MenuTreeItem[]): string {
  return JSON.stringify(tree);
}
