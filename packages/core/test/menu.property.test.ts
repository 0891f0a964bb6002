import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allNodes,
  buildMenuTree,
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
  it('build keeps every row once, under its own parent, siblings by urutan then id', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const tree = buildMenuTree(rows);
        const parentOf = parents(tree);
        expect([...parentOf.keys()].sort((a, b) => a - b)).toEqual(
          rows.map((r) => r.id_menu_master),
        );
        for (const r of rows) expect(parentOf.get(r.id_menu_master)).toBe(r.menu_master_parent);
        for (const node of [{ sub: tree }, ...allNodes(tree)]) {
          node.sub.forEach((n, i) => {
            const before = node.sub[i - 1]?.row;
            if (!before) return;
            const rank = (r: typeof before) => r.menu_master_urutan * 1e6 + r.id_menu_master;
            expect(rank(before)).toBeLessThan(rank(n.row));
          });
        }
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
