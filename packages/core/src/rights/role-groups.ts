import { MENU_TYPE } from '../constants';
import { menuSeed } from '../routes/menus';

/** The four role groups of spec §6. */
const ROLE_GROUPS = ['Admin', 'Manager', 'PMK', 'SPK'] as const;
/** One role group. */
export type RoleGroup = (typeof ROLE_GROUPS)[number];

/** Read and write access on one menu label. */
export interface Access {
  read: boolean;
  write: boolean;
}

const NONE: Access = { read: false, write: false };
const READ: Access = { read: true, write: false };
const WRITE: Access = { read: true, write: true };

const reportLabels = menuSeed.filter((m) => m.report).map((m) => m.label);
const parents = new Set(menuSeed.map((m) => m.parent).filter((p) => p !== null));
/** Headings and the dashboard grant nothing by themselves: every group sees them. */
const alwaysReadable = new Set([
  ...menuSeed.filter((m) => m.type === MENU_TYPE.LABEL).map((m) => m.label),
  'Dashboard',
]);

const table = (entries: [readonly string[], Access][]) =>
  new Map(entries.flatMap(([labels, access]) => labels.map((l) => [l, access] as const)));

/** PMK and SPK: only what §6 lists; everything else no access. */
const listed: Record<'PMK' | 'SPK', Map<string, Access>> = {
  PMK: table([
    [
      [
        'Jabatan Kompetensi',
        'Kategori Studi Kasus',
        'Kompetensi',
        'Konfigurasi Timer',
        'File Manager',
        'Jadwal Pelaksanaan',
      ],
      WRITE,
    ],
    [
      ['Treshold Nilai', ...reportLabels, 'Setup Jadwal', 'Monitor Jadwal', 'Informasi Ujian'],
      READ,
    ],
  ]),
  SPK: table([
    // Jadwal Pelaksanaan's sub-actions Tambah/Edit/Delete are its write; Setup and Monitor are their own menus.
    [
      ['Treshold Nilai', 'Jadwal Pelaksanaan', 'Setup Jadwal', 'Monitor Jadwal', 'Informasi Ujian'],
      WRITE,
    ],
    [['Konfigurasi Timer', 'Kompetensi', ...reportLabels, 'File Manager'], READ],
    // §6 also names 'Setup Soal' and 'Komptensi Disable' (no access): no screen of ours has them.
    [['Kategori Studi Kasus'], NONE],
  ]),
};

function leafAccess(group: RoleGroup, label: string): Access {
  if (group === 'Admin') return WRITE;
  if (alwaysReadable.has(label)) return READ;
  if (group === 'Manager') return label === 'Jadwal Pelaksanaan' ? WRITE : READ;
  return listed[group].get(label) ?? NONE;
}

/** A menu that only holds submenus is readable when one of its submenus is. */
function groupMenuAccess(group: RoleGroup, linkName: string): Access {
  const children = menuSeed.filter((m) => m.parent === linkName);
  const read = children.some((c) => roleGroupAccess(group, c.label).read);
  return { read, write: group === 'Admin' };
}

/** Access of a role group on a menu label of the product (spec §6). */
function roleGroupAccess(group: RoleGroup, label: string): Access {
  const menu = menuSeed.find((m) => m.label === label);
  if (menu && parents.has(menu.linkName)) return groupMenuAccess(group, menu.linkName);
  return leafAccess(group, label);
}

/** The whole row of a group: access per menu label of the product (for seeding the demo roles). */
export function roleGroupTable(group: RoleGroup): Record<string, Access> {
  return Object.fromEntries(menuSeed.map((m) => [m.label, roleGroupAccess(group, m.label)]));
}

/** The group a role name stands for (case-insensitive: 'admin' → Admin), or undefined. */
export function roleGroupOf(roleName: string): RoleGroup | undefined {
  const wanted = roleName.trim().toLowerCase();
  return ROLE_GROUPS.find((g) => g.toLowerCase() === wanted);
}
