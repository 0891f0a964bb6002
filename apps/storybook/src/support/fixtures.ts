import { MENU_LINK, MENU_TYPE, STATUS, type MenuTreeItem } from '@cermat/core';
import type { NavItem, PagerLink, RecordStatus, ShellSettings } from '@cermat/ui-kit';

/** A role row as the role list receives it. */
export interface RoleRow {
  id_role: number;
  role_name: string;
  role_description: string | null;
  created_at: string | null;
  updated_at: string | null;
  status: RecordStatus;
}

const names = ['Admin', 'Manager', 'PMK', 'SPK', 'Penilai', 'Peserta', 'Operator', 'Auditor'];

/** n roles; every 4th without description or update date (shown as '-'). */
export function roles(n: number, status?: RecordStatus): RoleRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id_role: i + 1,
    role_name: `${names[i % names.length]} ${i + 1}`,
    role_description:
      i % 4 === 3 ? null : `Hak akses untuk ${names[i % names.length]?.toLowerCase()}`,
    created_at: `2026-0${(i % 9) + 1}-1${i % 10}T0${i % 10}:30:00Z`,
    updated_at: i % 4 === 3 ? null : '2026-11-20T08:15:00Z',
    status: status ?? (i % 3 === 2 ? STATUS.DISABLE : STATUS.ENABLE),
  }));
}

/** Rows whose texts are far longer than the columns, to check wrapping. */
export const longRoles: RoleRow[] = roles(3).map((r, i) => ({
  ...r,
  role_name: `${r.role_name} dengan nama yang sangat panjang sekali untuk menguji pemotongan baris ${i}`,
  role_description:
    'Deskripsi panjang: pengelola jadwal pelaksanaan, konfigurasi timer, kompetensi, jabatan kompetensi, kategori studi kasus dan laporan nilai untuk seluruh unit pelaksanaan sertifikasi.',
}));

/** Server paging links (Laravel style) for page 2 of 9. */
export const serverLinks: PagerLink[] = [
  { label: '&laquo; Previous', url: '/master/roles?page=1', active: false },
  { label: '1', url: '/master/roles?page=1', active: false },
  { label: '2', url: '/master/roles?page=2', active: true },
  { label: '3', url: '/master/roles?page=3', active: false },
  { label: '...', url: null, active: false },
  { label: '9', url: '/master/roles?page=9', active: false },
  { label: 'Next &raquo;', url: '/master/roles?page=3', active: false },
];

/** The menu tree of the ordering and role-menu screens. */
export const menuTree: MenuTreeItem[] = [
  { id: 1, name: 'Dashboard', icon: 'circle', sub: [] },
  {
    id: 2,
    name: 'Master',
    icon: 'folder',
    sub: [
      { id: 3, name: 'Role', sub: [] },
      { id: 4, name: 'Menu', sub: [] },
      { id: 5, name: 'User', sub: [] },
      { id: 6, name: 'Page', sub: [] },
    ],
  },
  { id: 7, name: 'Konfigurasi', icon: 'settings', sub: [] },
  { id: 8, name: 'Pohon Profesi', sub: [] },
];

/** A menu tree whose names are long. */
export const longMenuTree: MenuTreeItem[] = menuTree.map((m) => ({
  ...m,
  name: `${m.name} — entri menu dengan nama yang sangat panjang untuk menguji tata letak`,
}));

/** The allowed menu as the shell gets it: a heading, links and a parent with submenus. */
export const navItems: NavItem[] = [
  { id: MENU_LINK.dashboard, label: 'Dashboard', href: '#/', icon: 'circle' },
  { id: 'label-master', label: 'Master', kind: MENU_TYPE.LABEL },
  {
    id: 'master',
    label: 'Master',
    icon: 'folder',
    children: [
      { id: MENU_LINK.roles, label: 'Role', href: '#/master/role' },
      { id: MENU_LINK.menus, label: 'Menu', href: '#/master/menu' },
      { id: MENU_LINK.users, label: 'User', href: '#/master/user' },
      { id: MENU_LINK.pages, label: 'Page', href: '#/master/page' },
    ],
  },
  {
    id: MENU_LINK.configuration,
    label: 'Konfigurasi',
    href: '#/master/konfigurasi',
    icon: 'settings',
  },
];

/** A parent with more than 11 entries: the horizontal layout shows it as a mega-menu. */
export const reportsNav: NavItem = {
  id: 'reports',
  label: 'Report',
  icon: 'folder',
  children: [
    'Report Nilai Kompetensi',
    'Report Nilai Jabatan',
    'Report Nilai Jabatan Detail',
    'Report Hasil',
    'Report Jadwal',
    'Report Analisa Soal',
    'Report Success Profile',
    'Report Tools Asesmen',
    'Jadwal Pelaksanaan',
    'Setup Jadwal',
    'Monitor Jadwal',
    'Informasi Ujian',
    'Log Peserta',
  ].map((label, i) => ({ id: `report-${i}`, label, href: `#/report-${i}` })),
};

/** Inline images, so stories never reach the network. */
export const images = {
  logo:
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" rx="6" fill="#2f5bd3"/><text x="60" y="21" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">CERMAT</text></svg>',
    ),
  photo:
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#f2b33d"/><circle cx="40" cy="32" r="14" fill="#fff"/><rect x="18" y="52" width="44" height="20" rx="10" fill="#fff"/></svg>',
    ),
};

/** The shell's settings as they start, and variants the stories show. */
export const settingsPresets = {
  vertical: {
    theme: 'system',
    layout: 'vertical',
    width: 'fluid',
    sidebar: 'dark',
    topbar: 'light',
    preloader: false,
  },
  horizontal: {
    theme: 'system',
    layout: 'horizontal',
    width: 'boxed',
    sidebar: 'colored',
    topbar: 'dark',
    preloader: false,
  },
  colored: {
    theme: 'system',
    layout: 'vertical',
    width: 'fluid',
    sidebar: 'colored',
    topbar: 'dark',
    preloader: false,
  },
} satisfies Record<string, ShellSettings>;
