import { describe, expect, it } from 'vitest';
import {
  accessState,
  buildMenuTree,
  listMenuPayload,
  roleGroupTable,
  roleMenuPayload,
  selectionFromServer,
  sideMenu,
  toggleAccess,
  toggleWrite,
  type MenuTreeItem,
} from '../src';
import { access, row, seedRows } from './support/menu-fakes';

const rows = [
  row(3, 0, 2),
  row(1, 0, 1, { menu_master_type: 'LABEL', menu_master_link_path: null }),
  row(4, 3, 2),
  row(5, 3, 1),
  row(6, 5, 1),
];
const names = (nodes: { name: string; sub: unknown[] }[]): unknown =>
  nodes.map((n) => (n.sub.length ? [n.name, names(n.sub as never)] : n.name));

describe('menu tree', () => {
  it('nests rows under their parent (0 = root) in urutan order', () => {
    expect(names(buildMenuTree(rows))).toEqual([
      'Menu 1',
      ['Menu 3', [['Menu 5', ['Menu 6']], 'Menu 4']],
    ]);
  });

  it('puts rows with a missing parent or in a cycle at the root instead of losing them', () => {
    const tree = buildMenuTree([row(1, 9, 1), row(2, 3, 1), row(3, 2, 2), row(4, 2, 1)]);
    expect(tree.map((n) => n.id).sort()).toEqual([1, 2, 3]);
    expect(tree.find((n) => n.id === 2)?.sub.map((n) => n.id)).toEqual([4]);
  });

  it('sends a reordered tree as list_menu: the items as JSON, nesting kept', () => {
    const moved: MenuTreeItem[] = [
      { id: 3, name: 'Menu 3', sub: [{ id: 5, name: 'Menu 5', sub: [] }] },
      { id: 1, name: 'Menu 1', icon: 'home', sub: [{ id: 4, name: 'Menu 4', sub: [] }] },
    ];
    const listMenu = listMenuPayload(moved);
    expect(typeof listMenu).toBe('string');
    expect(JSON.parse(listMenu)).toEqual(moved);
  });
});

describe('role-menu selection', () => {
  const tree = buildMenuTree(rows);

  it('checking a submenu checks its parents; checking a parent checks its submenus', () => {
    expect(toggleAccess(tree, { read: [], write: [] }, 6, true).read).toEqual([3, 5, 6]);
    expect(toggleAccess(tree, { read: [], write: [] }, 3, true).read).toEqual([3, 4, 5, 6]);
  });

  it('unchecking a menu clears it, its submenus and their write, and leaves the parent', () => {
    const all = toggleWrite(tree, { read: [], write: [] }, 3, true);
    expect(all).toEqual({ read: [3, 4, 5, 6], write: [3, 4, 5, 6] });
    expect(toggleAccess(tree, all, 5, false)).toEqual({ read: [3, 4], write: [3, 4] });
    expect(toggleWrite(tree, all, 4, false)).toEqual({ read: [3, 4, 5, 6], write: [3, 5, 6] });
  });

  it('shows a parent as partly checked when only some submenus are', () => {
    const some = toggleAccess(tree, { read: [], write: [] }, 4, true);
    expect(accessState(tree, some, 3)).toBe('indeterminate');
    expect(accessState(tree, some, 4)).toBe('checked');
    expect(accessState(tree, some, 5)).toBe('unchecked');
  });

  it('reads and writes the JSON id lists of the role-menu calls', () => {
    const selection = selectionFromServer('["3","4",4]', '[4,9]');
    expect(selection).toEqual({ read: [3, 4], write: [4] });
    expect(roleMenuPayload(2, selection)).toEqual({
      id_role: 2,
      menu_data: '[3,4]',
      menu_write: '[4]',
    });
    expect(selectionFromServer(null)).toEqual({ read: [], write: [] });
  });
});

describe('side menu', () => {
  const seed = seedRows();
  const byName = (name: string) => seed.find((r) => r.menu_master_nama === name)!;

  it('shows only what the active role may read, headings only above something', () => {
    const granted = new Set(['Utama', 'Dashboard', 'Master', 'Role', 'User', 'Asesmen', 'Lainnya']);
    const menu = sideMenu(seed.map((r) => access(r, granted.has(r.menu_master_nama) ? 1 : 0)));
    expect(names(menu)).toEqual(['Utama', 'Dashboard', ['Master', ['Role', 'User']]]);
  });

  it('hides a submenu whose parent is not readable and a group left empty', () => {
    const menu = sideMenu(
      [access(byName('Role'), 1), access(byName('Master'), 1), access(byName('Kompetensi'), 0)].map(
        (m) => m,
      ),
    );
    expect(names(menu)).toEqual([['Master', ['Role']]]);
    expect(sideMenu([access(byName('Role'), 1)])).toEqual([]);
    expect(sideMenu([access(byName('Master'), 1)])).toEqual([]);
  });

  it('never links to a menu whose path needs an id', () => {
    const menu = sideMenu(
      seed.map((r) => access(r, roleGroupTable('PMK')[r.menu_master_nama]?.read ? 1 : 0)),
    );
    const shown = JSON.stringify(names(menu));
    expect(shown).toContain('Jadwal Pelaksanaan');
    expect(shown).not.toContain('Setup Jadwal');
    expect(shown).not.toContain('"Role"');
  });
});

describe('side menu depth', () => {
  it('hides a sub-submenu whose grandparent is not readable', () => {
    const deep = [
      row(1, 0, 1, { menu_master_link_path: null }),
      row(2, 1, 1, { menu_master_link_path: null }),
      row(3, 2, 1),
    ];
    expect(sideMenu([access(deep[0]!, 0), access(deep[1]!, 1), access(deep[2]!, 1)])).toEqual([]);
    expect(sideMenu(deep.map((r) => access(r, 1)))[0]?.sub[0]?.sub[0]?.id).toBe(3);
  });
});
