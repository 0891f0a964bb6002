import { MENU_TYPE, ROOT_PARENT } from '../constants';
import { isGranted } from '../routes/guard';
import { buildMenuTree } from './menu.tree';
import type { MenuAccess, MenuNode } from './menu.types';

/** Menus whose link needs a parameter are reached from their list, never from the side menu. */
const needsParameter = (node: MenuNode) => (node.linkPath ?? '').includes(':');

function prune(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => {
    if (node.type === MENU_TYPE.LABEL) return [{ ...node, sub: [] }];
    if (needsParameter(node)) return [];
    const sub = prune(node.sub);
    // A group without a link of its own shows only while it holds something.
    if (!node.linkPath && sub.length === 0) return [];
    return [{ ...node, sub }];
  });
}

/** Drops headings with nothing under them before the next heading. */
function dropEmptyHeadings(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.filter(
    (node, i) =>
      node.type !== MENU_TYPE.LABEL ||
      (nodes[i + 1] !== undefined && nodes[i + 1]!.type !== MENU_TYPE.LABEL),
  );
}

/**
 * The side menu of the active role: readable menus only, as a tree; a submenu of an
 * unreadable menu, a group left empty and a heading with nothing under it are not shown.
 */
export function sideMenu(menuAccess: readonly MenuAccess[]): MenuNode[] {
  const readable = new Map(
    menuAccess.filter((m) => isGranted(m.is_read)).map((m) => [m.id_menu_master, m]),
  );
  // Only rows whose whole parent chain is readable (buildMenuTree would lift orphans to the root).
  const reachable = (row: MenuAccess, depth = 0): boolean => {
    if (row.menu_master_parent === ROOT_PARENT) return true;
    const parent = readable.get(row.menu_master_parent);
    return parent !== undefined && depth < readable.size && reachable(parent, depth + 1);
  };
  const shown = [...readable.values()].filter((m) => reachable(m));
  return dropEmptyHeadings(prune(buildMenuTree(shown)));
}
