import { MENU_TYPE, type MenuTreeItem, type MenuType } from '@cermat/core';
import type { TreeItem } from '@cermat/ui-kit';

/** A tree as the server or the kit gives it (sub optional, icon maybe null). */
interface LooseItem {
  id: number | string;
  name: string;
  icon?: string | null;
  /** From the server. */
  type?: MenuType | undefined;
  /** From the server: what the side menu would show. */
  link_path?: string | null | undefined;
  /** From the kit (a LABEL: nothing may be moved into it). */
  leaf?: boolean | undefined;
  sub?: readonly LooseItem[];
}

/** Core's tree items (every node has `sub`, ids are numbers), which its rules walk. */
export function toMenuTree(items: readonly LooseItem[]): MenuTreeItem[] {
  return items.map((item) => ({
    id: Number(item.id),
    name: item.name,
    ...(item.icon ? { icon: item.icon } : {}),
    ...(item.type === MENU_TYPE.LABEL || item.leaf ? { type: MENU_TYPE.LABEL } : {}),
    ...(item.link_path ? { linkPath: item.link_path } : {}),
    sub: toMenuTree(item.sub ?? []),
  }));
}

/** The kit's tree items: empty submenu lists left out, so leaves look like leaves. */
export function toKitTree(items: readonly MenuTreeItem[]): TreeItem[] {
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    icon: item.icon ?? null,
    ...(item.type === MENU_TYPE.LABEL ? { leaf: true } : {}),
    ...(item.sub.length ? { sub: toKitTree(item.sub) } : {}),
  }));
}

/** How many levels a tree spans (empty: 0). */
export function depthOf(items: readonly MenuTreeItem[]): number {
  return items.reduce((max, item) => Math.max(max, 1 + depthOf(item.sub)), 0);
}
