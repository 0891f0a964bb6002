import type { TreeItem } from '../src/trees/tree';

/** Menus with submenus, as the ordering and role-menu screens receive them. */
export const menuTree: TreeItem[] = [
  { id: 1, name: 'Dashboard', icon: 'bx bx-home' },
  {
    id: 2,
    name: 'Master',
    icon: 'folder',
    sub: [
      { id: 3, name: 'Role' },
      { id: 4, name: 'Menu' },
      { id: 5, name: 'User' },
    ],
  },
  { id: 6, name: 'Konfigurasi' },
];
