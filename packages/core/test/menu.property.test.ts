import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allNodes,
  buildMenuTree,
  flattenMenuTree,
  menuPlacements,
  parseListMenu,
  listMenuPayload,
  toTreeItems,
  toggleAccess,
  toggleWrite,
  type MenuNode,
  type MenuSelection,
} from '../src';
import { rowsArb } from './support/menu-fakes';

function parents(tree: readonly MenuNode[]): Map<number, number> {
  const map = new Map<number, number>();
  const walk = (nodes: readonly MenuNode[], parent: number) =>
    nodes.forEach((n) => (map.set(n.id, parent), walk(n.sub, n.id)));
  walk(tree, 0);
  return map;
}

describe('menu tree properties', () => {
  it('build → flatten → build keeps the tree, and flatten keeps every row and its parent', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const tree = buildMenuTree(rows);
        const flat = flattenMenuTree(tree);
        expect(flat.map((r) => r.id_menu_master).sort((a, b) => a - b)).toEqual(
          rows.map((r) => r.id_menu_master),
        );
        for (const r of flat) {
          expect(r.menu_master_parent).toBe(
            rows.find((x) => x.id_menu_master === r.id_menu_master)!.menu_master_parent,
          );
        }
        expect(toTreeItems(buildMenuTree(flat))).toEqual(toTreeItems(tree));
      }),
    );
  });

  it('a shuffled tree sent as list_menu places each menu under its new parent at its new position', () => {
    fc.assert(
      fc.property(rowsArb, fc.func(fc.integer()), (rows, rank) => {
        const shuffle = (items: ReturnType<typeof toTreeItems>): ReturnType<typeof toTreeItems> =>
          [...items]
            .sort((a, b) => rank(a.id) - rank(b.id))
            .map((i) => ({ ...i, sub: shuffle(i.sub) }));
        const reordered = shuffle(toTreeItems(buildMenuTree(rows)));
        const placements = menuPlacements(parseListMenu(listMenuPayload(reordered)));
        const moved = rows.map((r) => ({
          ...r,
          ...placements.find((p) => p.id_menu_master === r.id_menu_master)!,
        }));
        expect(toTreeItems(buildMenuTree(moved))).toEqual(reordered);
      }),
    );
  });

  it('selection keeps write within access and every chosen menu reachable through its parents', () => {
    const step = fc.tuple(fc.boolean(), fc.nat(30), fc.boolean());
    fc.assert(
      fc.property(rowsArb, fc.array(step, { maxLength: 30 }), (rows, steps) => {
        const tree = buildMenuTree(rows);
        const parentOf = parents(tree);
        let selection: MenuSelection = { read: [], write: [] };
        for (const [isWrite, id, checked] of steps) {
          selection = (isWrite ? toggleWrite : toggleAccess)(tree, selection, id, checked);
          expect(selection.write.every((w) => selection.read.includes(w))).toBe(true);
          for (const r of selection.read) {
            const parent = parentOf.get(r)!;
            expect(parent === 0 || selection.read.includes(parent)).toBe(true);
          }
        }
        expect(allNodes(tree)).toHaveLength(rows.length);
      }),
    );
  });
});
