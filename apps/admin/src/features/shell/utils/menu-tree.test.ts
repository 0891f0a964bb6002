import { describe, expect, it } from 'vitest';
import type { MenuAccess } from '@/lib/session';
import { buildMenuTree } from './menu-tree';

let next = 1;
const item = (over: Partial<MenuAccess>): MenuAccess => ({
  id_menu_master: next++,
  menu_master_nama: 'x',
  menu_master_link_name: 'x',
  menu_master_link_path: '',
  menu_master_icon: '',
  menu_master_parent: 0,
  menu_master_urutan: 1,
  menu_master_type: 'MENU',
  is_read: 1,
  is_write: 0,
  ...over,
});

describe('buildMenuTree', () => {
  const heading = item({
    id_menu_master: 1,
    menu_master_nama: 'Utama',
    menu_master_type: 'LABEL',
    menu_master_urutan: 1,
  });
  const dashboard = item({
    id_menu_master: 2,
    menu_master_nama: 'Dashboard',
    menu_master_link_path: '/',
    menu_master_urutan: 2,
  });
  const master = item({ id_menu_master: 3, menu_master_nama: 'Master', menu_master_urutan: 3 });
  const role = item({
    id_menu_master: 4,
    menu_master_nama: 'Role',
    menu_master_link_path: '/master/role',
    menu_master_parent: 3,
    menu_master_urutan: 2,
  });
  const user = item({
    id_menu_master: 5,
    menu_master_nama: 'User',
    menu_master_link_path: '/master/user',
    menu_master_parent: 3,
    menu_master_urutan: 1,
  });

  it('nests submenus under their parent in saved order', () => {
    const tree = buildMenuTree([role, master, user, dashboard, heading]);
    expect(tree.map((n) => n.label)).toEqual(['Utama', 'Dashboard', 'Master']);
    expect(tree[2]?.children.map((n) => n.label)).toEqual(['User', 'Role']);
  });

  it('drops a group whose children the role may not see, and a heading left alone', () => {
    const tree = buildMenuTree([heading, master]);
    expect(tree).toEqual([]);
  });

  it('does not link to routes that need an id', () => {
    const setup = item({ menu_master_nama: 'Setup Jadwal', menu_master_link_path: '/setup/:id' });
    expect(buildMenuTree([dashboard, setup]).map((n) => n.label)).toEqual(['Dashboard']);
  });
});
