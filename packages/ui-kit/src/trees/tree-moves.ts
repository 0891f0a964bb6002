import { height, pathTo, type TreeId, type TreeItem } from './tree';

/** A keyboard move of one item: among its siblings, into the one above, or out of its parent. */
export type TreeMove = 'up' | 'down' | 'in' | 'out';

interface Place {
  siblings: TreeItem[];
  index: number;
  parent: TreeItem | null;
  depth: number;
}

function locate(
  items: TreeItem[],
  id: TreeId,
  parent: TreeItem | null = null,
  depth = 1,
): Place | null {
  const index = items.findIndex((i) => i.id === id);
  if (index !== -1) return { siblings: items, index, parent, depth };
  for (const item of items) {
    const found = locate(item.sub ?? [], id, item, depth + 1);
    if (found) return found;
  }
  return null;
}

// Moves work on a deep copy, so callers keep their tree untouched (React state stays immutable).
const clone = (items: readonly TreeItem[]): TreeItem[] =>
  items.map((i) => (i.sub ? { ...i, sub: clone(i.sub) } : { ...i }));

const childrenOf = (tree: TreeItem[], parentId: TreeId | null): TreeItem[] | null => {
  if (parentId === null) return tree;
  const parent = pathTo(tree, parentId).at(-1);
  if (!parent) return null;
  parent.sub ??= [];
  return parent.sub;
};

/**
 * Puts the item at `index` among the children of `parentId` (null = top level); used by drag
 * and drop. Null when the target is the item itself or inside it, a leaf, or deeper than
 * `maxDepth`.
 */
export function moveTo(
  items: readonly TreeItem[],
  id: TreeId,
  parentId: TreeId | null,
  index: number,
  maxDepth = Infinity,
): TreeItem[] | null {
  const tree = clone(items);
  const from = locate(tree, id);
  if (!from) return null;
  const item = from.siblings[from.index]!;
  if (parentId !== null && pathTo([item], parentId).length) return null;
  if (parentId !== null && pathTo(tree, parentId).at(-1)?.leaf) return null;
  const targetDepth = parentId === null ? 1 : pathTo(tree, parentId).length + 1;
  if (targetDepth - 1 + height(item) > maxDepth) return null;
  from.siblings.splice(from.index, 1);
  const target = childrenOf(tree, parentId);
  if (!target) return null;
  target.splice(Math.max(0, Math.min(index, target.length)), 0, item);
  if (from.parent?.sub?.length === 0) delete from.parent.sub;
  return tree;
}

/** The tree after one keyboard move, or null when that move is not possible there. */
export function moveItem(
  items: readonly TreeItem[],
  id: TreeId,
  move: TreeMove,
  maxDepth = Infinity,
): TreeItem[] | null {
  const place = locate(clone(items), id);
  if (!place) return null;
  const parentId = place.parent?.id ?? null;
  switch (move) {
    case 'up':
      return place.index > 0 ? moveTo(items, id, parentId, place.index - 1, maxDepth) : null;
    case 'down':
      return place.index < place.siblings.length - 1
        ? moveTo(items, id, parentId, place.index + 1, maxDepth)
        : null;
    case 'in': {
      const above = place.siblings[place.index - 1];
      return above ? moveTo(items, id, above.id, above.sub?.length ?? 0, maxDepth) : null;
    }
    case 'out': {
      if (!place.parent) return null;
      const grand = locate(clone(items), place.parent.id);
      return grand ? moveTo(items, id, grand.parent?.id ?? null, grand.index + 1, maxDepth) : null;
    }
  }
}
