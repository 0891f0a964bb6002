import { MENU_LINK, MENU_TYPE, type MenuType } from '../constants';

/** One menu_master entry the product ships with, parents named by link name. */
export interface MenuSeedItem {
  /** Unique link name (route name for MENU entries); the menu's identity. */
  linkName: string;
  /** menu_master_nama: the label shown and used for rights (unique, no commas). */
  label: string;
  type: MenuType;
  /** Link path (wouter pattern); '' for a LABEL or a group that only holds submenus. */
  path: string;
  icon: string;
  /** Link name of the parent menu; null at the root (menu_master_parent 0). */
  parent: string | null;
  /** menu_master_urutan among its siblings, from 1. */
  order: number;
  /** True for the report menus (the role-group table of spec §6 treats "reports" as one). */
  report?: boolean;
}

type Entry = Omit<MenuSeedItem, 'order' | 'parent' | 'type'> & { type?: MenuType };

const label = (linkName: string, text: string): Entry => ({
  linkName,
  label: text,
  type: MENU_TYPE.LABEL,
  path: '',
  icon: '',
});
const menu = (linkName: string, text: string, path: string, icon: string): Entry => ({
  linkName,
  label: text,
  path,
  icon,
});
const report = (slug: string, text: string): Entry => ({
  ...menu(slug, text, `/${slug}`, 'bx bx-file'),
  report: true,
});

/** Numbers the entries of one level in the given order under one parent. */
function level(parent: string | null, entries: readonly Entry[]): MenuSeedItem[] {
  return entries.map((e, i) => ({ ...e, type: e.type ?? MENU_TYPE.MENU, parent, order: i + 1 }));
}

/**
 * Every menu of the product: the LABEL headings and MENU entries the server seeds
 * menu_master from, and the owners of every menu-checked route. Sub-routes (tambah,
 * edit, ordering, ...) are not menus; `routes` names their owner.
 */
export const menuSeed: readonly MenuSeedItem[] = [
  ...level(null, [
    label('label-utama', 'Utama'),
    menu(MENU_LINK.dashboard, 'Dashboard', '/', 'bx bx-home-circle'),
    menu('master', 'Master', '', 'bx bx-data'),
    label('label-asesmen', 'Asesmen'),
    menu('master-asesmen', 'Master Asesmen', '', 'bx bx-book-content'),
    menu('master-soal', 'Master Soal', '', 'bx bx-edit'),
    menu('penjadwalan', 'Penjadwalan', '', 'bx bx-calendar'),
    menu('report', 'Report', '', 'bx bx-bar-chart-alt-2'),
    label('label-lainnya', 'Lainnya'),
    menu('file-manager', 'File Manager', '/file-manager', 'bx bx-folder'),
    menu('info-ujian', 'Informasi Ujian', '/info-ujian', 'bx bx-info-circle'),
  ]),
  ...level('master', [
    menu(MENU_LINK.roles, 'Role', '/master/role', 'bx bx-user-check'),
    menu(MENU_LINK.menus, 'Menu', '/master/menu', 'bx bx-menu'),
    menu(MENU_LINK.users, 'User', '/master/user', 'bx bx-user'),
    menu(MENU_LINK.pages, 'Page', '/master/page', 'bx bx-file-blank'),
    menu(MENU_LINK.configuration, 'Konfigurasi', '/master/konfigurasi', 'bx bx-cog'),
    menu(MENU_LINK.pohonProfesi, 'Pohon Profesi', '/master/pohon-profesi', 'bx bx-git-branch'),
    menu(MENU_LINK.render, 'Render Page', '/render', 'bx bx-window'),
    menu('timer', 'Konfigurasi Timer', '/master/timer', 'bx bx-timer'),
    menu('treshold-nilai', 'Treshold Nilai', '/master/treshold-nilai', 'bx bx-slider'),
    menu('pelaksanaan', 'Pelaksanaan', '/master/pelaksanaan', 'bx bx-task'),
    menu(
      'kategori-klasifikasi',
      'Kategori Klasifikasi',
      '/master/kategori-klasifikasi',
      'bx bx-category',
    ),
    menu(
      'treshold-analisa-soal',
      'Treshold Analisa Soal',
      '/master/treshold-analisa-soal',
      'bx bx-slider-alt',
    ),
    menu('kompetensi', 'Kompetensi', '/master/kompetensi', 'bx bx-award'),
  ]),
  ...level('master-asesmen', [
    menu(
      'jabatan-kompetensi',
      'Jabatan Kompetensi',
      '/master-asesmen/jabatan-kompetensi',
      'bx bx-briefcase',
    ),
    menu(
      'kategori-studi-kasus',
      'Kategori Studi Kasus',
      '/master-asesmen/kategori-studi-kasus',
      'bx bx-folder-open',
    ),
    menu('tools-asesmen', 'Tools Asesmen', '/master-asesmen/tools-asesmen', 'bx bx-wrench'),
    menu('penyusun-soal', 'Penyusun Soal', '/master-asesmen/penyusun-soal', 'bx bx-pen'),
  ]),
  ...level('master-soal', [
    menu('kategori-soal', 'Kategori Soal', '/master-soal/kategori-soal', 'bx bx-purchase-tag'),
    menu(
      'konfigurasi-soal',
      'Konfigurasi Soal',
      '/master-soal/konfigurasi-soal',
      'bx bx-customize',
    ),
    menu('keyword-essai', 'Keyword Essai', '/master-soal/keyword-essai', 'bx bx-key'),
    menu('soal-kompetensi', 'Soal Kompetensi', '/master-soal-kompetensi', 'bx bx-list-check'),
  ]),
  ...level('penjadwalan', [
    menu(
      'jadwal-pelaksanaan',
      'Jadwal Pelaksanaan',
      '/master-penjadwalan/jadwal-pelaksanaan',
      'bx bx-calendar-event',
    ),
    // Rights holders reached from the schedule list, nested under it as spec §2.1 writes them
    // ('.../monitor-jadwal/{idjadwal}'); their paths need an id, so never side-menu links.
    menu(
      'setup-jadwal',
      'Setup Jadwal',
      '/master-penjadwalan/jadwal-pelaksanaan/setup-jadwal/:id',
      'bx bx-calendar-edit',
    ),
    menu(
      'monitor-jadwal',
      'Monitor Jadwal',
      '/master-penjadwalan/jadwal-pelaksanaan/monitor-jadwal/:idjadwal',
      'bx bx-desktop',
    ),
    menu('log-peserta', 'Log Peserta', '/log-peserta', 'bx bx-history'),
  ]),
  ...level('report', [
    report('report-nilai-kompetensi', 'Report Nilai Kompetensi'),
    report('report-nilai-jabatan', 'Report Nilai Jabatan'),
    report('report-hasil', 'Report Hasil'),
    report('report-jadwal', 'Report Jadwal'),
    report('report-analisa-soal', 'Report Analisa Soal'),
    report('report-success-profile', 'Report Success Profile'),
    report('report-tools-asesmen', 'Report Tools Asesmen'),
  ]),
];

const byLinkName = new Map(menuSeed.map((m) => [m.linkName, m]));

/** The seed menu with this link name, or undefined. */
export function menuByLinkName(linkName: string): MenuSeedItem | undefined {
  return byLinkName.get(linkName);
}

/** Labels of the seed menu's ancestors, outermost first (for breadcrumbs). */
export function menuAncestorLabels(linkName: string): string[] {
  const labels: string[] = [];
  let parent = byLinkName.get(linkName)?.parent ?? null;
  while (parent !== null) {
    const item = byLinkName.get(parent);
    if (!item) break;
    labels.unshift(item.label);
    parent = item.parent;
  }
  return labels;
}
