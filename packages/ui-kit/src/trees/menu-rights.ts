import { pathTo, subtreeIds, type TreeId, type TreeItem } from './tree';

/** Which menus a role may open (access = read) and which of those it may change (write). */
export interface MenuRights {
  access: readonly TreeId[];
  write: readonly TreeId[];
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** A leaf is checked or not; a menu with submenus is checked, unchecked or mixed by its submenus. */
export function accessState(item: TreeItem, access: readonly TreeId[]): CheckState {
  if (!item.sub?.length) return access.includes(item.id) ? 'checked' : 'unchecked';
  const states = item.sub.map((s) => accessState(s, access));
  if (states.every((s) => s === 'checked')) return 'checked';
  if (states.every((s) => s === 'unchecked')) return 'unchecked';
  return 'mixed';
}

// A parent stays in the access list exactly while one of its submenus is in it (else nothing shows).
function withParents(tree: readonly TreeItem[], ids: Set<TreeId>): Set<TreeId> {
  const visit = (item: TreeItem): boolean => {
    if (!item.sub?.length) return ids.has(item.id);
    const any = item.sub.map(visit).some(Boolean);
    if (any) ids.add(item.id);
    else ids.delete(item.id);
    return any;
  };
  tree.forEach(visit);
  return ids;
}

const ordered = (tree: readonly TreeItem[], ids: Set<TreeId>) =>
  tree.flatMap(subtreeIds).filter((id) => ids.has(id));

/**
 * Checking a menu checks its submenus (and its parents); unchecking clears them and their
 * write right too. A write right never outlives its access.
 */
export function setAccess(
  tree: readonly TreeItem[],
  rights: MenuRights,
  id: TreeId,
  on: boolean,
): MenuRights {
  const item = pathTo(tree, id).at(-1);
  if (!item) return rights;
  const access = new Set(rights.access);
  for (const x of subtreeIds(item)) {
    if (on) access.add(x);
    else access.delete(x);
  }
  const finalAccess = withParents(tree, access);
  return {
    access: ordered(tree, finalAccess),
    write: ordered(tree, new Set(rights.write.filter((w) => finalAccess.has(w)))),
  };
}

/** Granting write grants access too (and shows the parents); taking it away leaves access as is. */
export function setWrite(
  tree: readonly TreeItem[],
  rights: MenuRights,
  id: TreeId,
  on: boolean,
): MenuRights {
  const withAccess = on && !rights.access.includes(id) ? setAccess(tree, rights, id, true) : rights;
  const write = new Set(withAccess.write);
  if (on) write.add(id);
  else write.delete(id);
  return { access: withAccess.access, write: ordered(tree, write) };
}
