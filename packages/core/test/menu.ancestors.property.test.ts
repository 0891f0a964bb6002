import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allNodes,
  buildMenuTree,
  rowsOfTree,
  showsNoMenu,
  sideMenu,
  withAncestors,
  type MenuMasterRow,
} from '../src';
import { access, row, seedRows } from './support/menu-fakes';

type Kind = 'link' | 'group' | 'param' | 'label';

/**
 * Random menus as an administrator may arrange them: headings only at the root and never
 * parents (DECISIONS "A LABEL is never a parent"), menus with a link, groups without one,
 * and links that need a parameter (never in the side menu).
 */
const menusArb: fc.Arbitrary<MenuMasterRow[]> = fc
  .array(
    fc.tuple(
      fc.nat(),
      fc.integer({ min: 1, max: 9 }),
      fc.constantFrom<Kind>('link', 'link', 'group', 'param', 'label'),
    ),
    { maxLength: 25 },
  )
  .map((specs) => {
    const rows: MenuMasterRow[] = [];
    specs.forEach(([pick, urutan, kind], i) => {
      const id = i + 1;
      const wanted = pick % id;
      const parentRow = rows[wanted - 1];
      const parent = kind === 'label' || parentRow?.menu_master_type !== 'MENU' ? 0 : wanted;
      const path = { link: `/m/${id}`, group: null, param: `/m/${id}/:id`, label: null }[kind];
      rows.push(
        row(id, parent, urutan, {
          menu_master_type: kind === 'label' ? 'LABEL' : 'MENU',
          menu_master_link_path: path,
        }),
      );
    });
    return rows;
  });

/** Menus and a choice among them (ids that may also be unknown). */
const choiceArb = menusArb.chain((rows) =>
  fc.tuple(fc.constant(rows), fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 8 })),
);

const sideOf = (rows: readonly MenuMasterRow[], read: readonly number[]) =>
  sideMenu(rows.filter((r) => read.includes(r.id_menu_master)).map((r) => access(r, 1)));

const needsParameter = (r: MenuMasterRow) => (r.menu_master_link_path ?? '').includes(':');

/** A menu the side menu can show: a plain link, with no ancestor that needs a parameter. */
function showable(byId: Map<number, MenuMasterRow>, id: number): boolean {
  const own = byId.get(id);
  if (own?.menu_master_type !== 'MENU' || !own.menu_master_link_path) return false;
  for (let r: MenuMasterRow | undefined = own; r; r = byId.get(r.menu_master_parent))
    if (needsParameter(r)) return false;
  return true;
}

describe('withAncestors (one permission model)', () => {
  it('keeps the choice, adds only ancestors and headings, and is closed and idempotent', () => {
    fc.assert(
      fc.property(choiceArb, ([rows, chosen]) => {
        const byId = new Map(rows.map((r) => [r.id_menu_master, r]));
        const read = withAncestors(rows, chosen);
        expect(read).toEqual([...new Set(read)].sort((a, b) => a - b));
        for (const id of chosen) expect(read).toContain(id);
        for (const id of read) {
          const parent = byId.get(id)?.menu_master_parent ?? 0;
          if (parent !== 0) expect(read).toContain(parent);
          const added = !chosen.includes(id);
          // Whatever was added is a MENU (a parent) or a heading, never an unknown id.
          if (added) expect(byId.has(id)).toBe(true);
        }
        expect(withAncestors(rows, read)).toEqual(read);
      }),
    );
  });

  it('every chosen menu with a plain link shows in the side menu, under a heading if it has one', () => {
    fc.assert(
      fc.property(choiceArb, ([rows, chosen]) => {
        const byId = new Map(rows.map((r) => [r.id_menu_master, r]));
        const read = withAncestors(rows, chosen);
        const side = sideOf(rows, read);
        const shown = new Set(allNodes(side).map((n) => n.id));
        for (const id of chosen) if (showable(byId, id)) expect(shown).toContain(id);
        // Each shown root menu sits under the heading it has when everything is shown.
        const headingBefore = (roots: readonly { id: number; type: string }[], id: number) =>
          roots
            .slice(
              0,
              roots.findIndex((n) => n.id === id),
            )
            .findLast((n) => n.type === 'LABEL')?.id;
        const all = buildMenuTree(rows);
        for (const node of side)
          if (node.type === 'MENU')
            expect(headingBefore(side, node.id)).toBe(headingBefore(all, node.id));
        expect(showsNoMenu(rows, read)).toBe(shown.size === 0);
      }),
    );
  });

  it('on the shipped menus, choosing Role grants Master and the heading Utama', () => {
    const rows = seedRows();
    const id = (name: string) => rows.find((r) => r.menu_master_nama === name)!.id_menu_master;
    expect(withAncestors(rows, [id('Role')])).toEqual(
      [id('Utama'), id('Master'), id('Role')].sort((a, b) => a - b),
    );
    expect(showsNoMenu(rows, [id('Master')])).toBe(true);
    expect(showsNoMenu(rows, [id('Utama')])).toBe(true);
    expect(showsNoMenu(rows, withAncestors(rows, [id('Role')]))).toBe(false);
  });

  it('a parent cycle ends the walk', () => {
    const rows = [row(1, 2, 1), row(2, 1, 1)];
    expect(withAncestors(rows, [1])).toEqual([1, 2]);
  });

  it('rowsOfTree gives back the rows the tree was built from (order, nesting, links)', () => {
    fc.assert(
      fc.property(menusArb, (rows) => {
        const tree = buildMenuTree(rows).map(function item(n): Parameters<
          typeof rowsOfTree
        >[0][number] {
          return {
            id: n.id,
            name: n.name,
            type: n.type,
            ...(n.linkPath ? { linkPath: n.linkPath } : {}),
            sub: n.sub.map(item),
          };
        });
        const flat = rowsOfTree(tree);
        const rebuilt = buildMenuTree(flat);
        const shape = (nodes: ReturnType<typeof buildMenuTree>): unknown =>
          nodes.map((n) => [n.id, n.type, n.linkPath, shape(n.sub)]);
        expect(shape(rebuilt)).toEqual(shape(buildMenuTree(rows)));
      }),
    );
  });
});
