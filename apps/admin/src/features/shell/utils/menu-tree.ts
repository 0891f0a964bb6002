import { ROOT_PARENT } from '@cermat/core';
import type { MenuAccess } from '@/lib/session';

/** One entry of the side menu: a heading (LABEL), a link, or a group of links. */
export interface MenuNode {
  id: number;
  label: string;
  icon: string;
  type: 'LABEL' | 'MENU';
  /** Route path; empty for headings and for groups that only open their children. */
  path: string;
  linkName: string;
  children: MenuNode[];
}

const byOrder = (a: MenuAccess, b: MenuAccess) =>
  a.menu_master_urutan - b.menu_master_urutan || a.id_menu_master - b.id_menu_master;

/**
 * Builds the side menu from the active role's readable menus, in their saved order.
 * Groups left without a visible child and without a path of their own are dropped,
 * and so are headings with nothing under them.
 */
export function buildMenuTree(menus: readonly MenuAccess[]): MenuNode[] {
  const ids = new Set(menus.map((m) => m.id_menu_master));
  const childrenOf = (parent: number): MenuNode[] =>
    menus
      .filter((m) =>
        parent === ROOT_PARENT
          ? m.menu_master_parent === ROOT_PARENT || !ids.has(m.menu_master_parent)
          : m.menu_master_parent === parent,
      )
      .sort(byOrder)
      .map((m) => ({
        id: m.id_menu_master,
        label: m.menu_master_nama,
        icon: m.menu_master_icon ?? '',
        type: m.menu_master_type === 'LABEL' ? ('LABEL' as const) : ('MENU' as const),
        path: m.menu_master_link_path ?? '',
        linkName: m.menu_master_link_name ?? '',
        children: m.menu_master_type === 'LABEL' ? [] : childrenOf(m.id_menu_master),
      }))
      .filter((node) => node.type === 'LABEL' || node.children.length > 0 || isLink(node.path));
  return dropEmptyHeadings(childrenOf(ROOT_PARENT));
}

/** A path the side menu can link to (patterns with parameters need an id first). */
const isLink = (path: string) => path.startsWith('/') && !path.includes(':');

function dropEmptyHeadings(nodes: MenuNode[]): MenuNode[] {
  return nodes.filter((node, i) => {
    if (node.type !== 'LABEL') return true;
    const next = nodes[i + 1];
    return next !== undefined && next.type !== 'LABEL';
  });
}
