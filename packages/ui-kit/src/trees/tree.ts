/** A menu in a tree (spec §3 'Menu tree item'): id, name, optional icon class, submenus. */
export interface TreeItem {
  id: number | string;
  name: string;
  icon?: string | null;
  sub?: TreeItem[];
  /**
   * A LABEL heading: it holds no submenus and opens no screen, so nothing may be moved
   * into it and there is nothing to write on it (no write checkbox).
   */
  leaf?: boolean;
}

export type TreeId = TreeItem['id'];

/** Every id in the subtree, the item's own first. */
export function subtreeIds(item: TreeItem): TreeId[] {
  return [item.id, ...(item.sub ?? []).flatMap(subtreeIds)];
}

/** The chain of items from the root to the one with `id` (empty when absent). */
export function pathTo(items: readonly TreeItem[], id: TreeId): TreeItem[] {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = pathTo(item.sub ?? [], id);
    if (below.length) return [item, ...below];
  }
  return [];
}

/** How many levels a subtree spans (a leaf is 1). */
export function height(item: TreeItem): number {
  return 1 + Math.max(0, ...(item.sub ?? []).map(height));
}
