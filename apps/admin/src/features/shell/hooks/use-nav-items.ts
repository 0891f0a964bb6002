import type { MenuNode } from '@cermat/core';
import type { NavItem } from '@cermat/ui-kit';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSideMenu } from './use-side-menu';

const toNavItem = (node: MenuNode): NavItem => ({
  id: node.id,
  label: node.name,
  kind: node.type,
  icon: node.icon,
  name: node.linkName,
  ...(node.linkPath ? { href: `#${node.linkPath}` } : {}),
  ...(node.sub.length ? { children: node.sub.map(toNavItem) } : {}),
});

/** Whether a menu's link covers the location: itself or a screen below it (its add, its edit). */
const covers = (path: string, location: string) =>
  path === location || (path !== '/' && location.startsWith(`${path}/`));

const flat = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flat(node.sub)]);

/**
 * The menu whose link covers the location most closely: the current page of the menu. A
 * link with a query (`/render?page=panduan`, a built page) covers that exact address only,
 * and beats the link without it ('Render Page').
 */
export function currentMenuId(
  tree: readonly MenuNode[],
  location: string,
  search = '',
): number | null {
  const address = search ? `${location}?${search}` : location;
  let best: MenuNode | null = null;
  for (const node of flat(tree)) {
    const path = node.linkPath;
    const covering = path && (path === address || covers(path, location));
    if (covering && path.length > (best?.linkPath?.length ?? -1)) best = node;
  }
  return best?.id ?? null;
}

/** The active role's menu as the kit's navigation items, and the one of the current page. */
export function useNavItems(): { items: NavItem[]; activeId: number | null } {
  const tree = useSideMenu();
  const [location] = useLocation();
  const search = useSearch();
  const items = useMemo(() => tree.map(toNavItem), [tree]);
  return { items, activeId: currentMenuId(tree, location, search) };
}
