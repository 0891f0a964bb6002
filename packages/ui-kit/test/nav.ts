import type { NavItem } from '../src/shell/types';

/** An allowed menu as the shell receives it: a label, links, and a parent with submenus. */
export const navItems: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#/', icon: 'bx bx-home' },
  { id: 'label-master', label: 'Master', kind: 'LABEL' },
  {
    id: 'master',
    label: 'Master',
    icon: 'folder',
    children: [
      { id: 'all-role', label: 'Role', href: '#/master/role' },
      { id: 'all-menu', label: 'Menu', href: '#/master/menu' },
      { id: 'all-user', label: 'User', href: '#/master/user' },
    ],
  },
];

/** A parent with n submenus (for the mega-menu threshold). */
export function manyChildren(n: number): NavItem {
  return {
    id: 'reports',
    label: 'Report',
    children: Array.from({ length: n }, (_, i) => ({
      id: `r${i + 1}`,
      label: `Report ${i + 1}`,
      href: `#/r${i + 1}`,
    })),
  };
}
