import { buildMenuTree, type MenuMasterRow } from '@cermat/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentMenuId } from './use-nav-items';

const row = (id: number, path: string | null, parent = 0): MenuMasterRow => ({
  id_menu_master: id,
  menu_master_type: 'MENU',
  menu_master_nama: `Menu ${id}`,
  menu_master_icon: null,
  menu_master_link_path: path,
  menu_master_link_name: path ? `menu-${id}` : null,
  menu_master_urutan: id,
  menu_master_parent: parent,
});

const tree = buildMenuTree([
  row(1, '/'),
  row(2, null),
  row(3, '/master/role', 2),
  row(4, '/master/role-menu', 2),
  row(5, '/master/menu', 2),
  row(6, '/master/menu/ordering', 5),
]);

describe('currentMenuId', () => {
  it('marks the menu of the screen, or of the list a form belongs to', () => {
    expect(currentMenuId(tree, '/')).toBe(1);
    expect(currentMenuId(tree, '/master/role')).toBe(3);
    expect(currentMenuId(tree, '/master/role/edit/7')).toBe(3);
    expect(currentMenuId(tree, '/master/role-menu')).toBe(4);
    expect(currentMenuId(tree, '/master/menu/ordering')).toBe(6);
    expect(currentMenuId(tree, '/master/menu/tambah')).toBe(5);
  });

  it('marks the menu that links a built page, not Render Page', () => {
    const pages = buildMenuTree([
      row(1, '/render'),
      row(2, '/render?page=panduan'),
      row(3, '/render?page=panduan-lama'),
    ]);
    expect(currentMenuId(pages, '/render', 'page=panduan')).toBe(2);
    expect(currentMenuId(pages, '/render', 'page=panduan-lama')).toBe(3);
    expect(currentMenuId(pages, '/render', 'page=lain')).toBe(1);
    expect(currentMenuId(pages, '/render')).toBe(1);
  });

  it('marks nothing for a screen no menu leads to (the dashboard link covers only itself)', () => {
    expect(currentMenuId(tree, '/profile')).toBeNull();
    expect(currentMenuId(tree, '/master/rolex')).toBeNull();
  });

  it('always picks the longest link that is the location or a folder above it', () => {
    const segment = fc.constantFrom('master', 'role', 'menu', 'edit', '7', 'x');
    const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`);
    fc.assert(
      fc.property(fc.uniqueArray(path, { maxLength: 6 }), path, (links, location) => {
        const menus = buildMenuTree(links.map((link, i) => row(i + 1, link)));
        const covering = links.filter((l) => l === location || location.startsWith(`${l}/`));
        const longest = Math.max(-1, ...covering.map((l) => l.length));
        const chosen = currentMenuId(menus, location);
        if (covering.length === 0) expect(chosen).toBeNull();
        else expect(links[(chosen ?? 0) - 1]?.length).toBe(longest);
      }),
    );
  });
});
