import {
  type ListKind,
  MENU_TYPE,
  PLAIN_KINDS,
  PLAIN_MASTERS,
  plainFields,
  plainNameField,
  type PlainKind,
  STATUS,
} from '@cermat/core';
import { mockMenus } from './menus';
import { longest, plainExampleOf, stampOf } from './texts';

/** One stored record, as the server's table row holds it. */
export type Row = Record<string, unknown>;

/** How one list's records look, are found and are written. */
export interface RowKind {
  /** The id column (also sort index 0). */
  id: string;
  /** The unique name column and the form field that carries it (duplicates answer 422 there). */
  unique: { column: string; field: string };
  /** Columns the search box looks in. */
  search: string[];
  /** The i-th record (from 0); `long` fills every text column to its limit. */
  make: (i: number, long: boolean) => Row;
  /** The columns a create or edit body sets. */
  fromBody: (body: Row) => Row;
  /** The record as its list shows it, when not as stored (a schedule's codes, joined). */
  listed?: (row: Row) => Row;
}

const names = ['Admin', 'Manager', 'PMK', 'SPK', 'Penilai', 'Peserta', 'Operator', 'Auditor'];
const nameOf = (i: number) => `${names[i % names.length]} ${i + 1}`;

const stamps = (i: number) => ({ created_at: stampOf(i), updated_at: stampOf(i + 1) });
// Every third record starts disabled, so both status filters show rows.
const statusOf = (i: number) => (i % 3 === 2 ? STATUS.DISABLE : STATUS.ENABLE);
const common = (i: number) => ({ status: statusOf(i), ...stamps(i) });

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const roles: RowKind = {
  id: 'id_role',
  unique: { column: 'role_name', field: 'role_name' },
  search: ['role_name', 'role_description'],
  make: (i, long) => ({
    id_role: i + 1,
    role_name: long ? longest.name(nameOf(i)) : nameOf(i),
    role_description: long
      ? longest.description(`Hak akses ${nameOf(i)}`)
      : i % 4 === 3
        ? null
        : `Hak akses untuk ${nameOf(i).toLowerCase()}`,
    ...common(i),
  }),
  fromBody: (body) => ({
    role_name: body.role_name,
    role_description: text(body.role_description),
  }),
};

const users: RowKind = {
  id: 'user_id',
  unique: { column: 'username', field: 'username' },
  search: ['username', 'name'],
  make: (i, long) => ({
    user_id: i + 1,
    username: long ? longest.username(`user${i + 1}`) : i === 0 ? 'admin' : `user${i + 1}`,
    name: long
      ? longest.name(`Pengguna ${i + 1}`)
      : i === 0
        ? 'Administrator'
        : `Pengguna ${i + 1}`,
    path_photo: null,
    selected_role: '[1]',
    ...common(i),
    // The signed-in administrator is always enabled.
    ...(i === 0 ? { status: STATUS.ENABLE } : {}),
  }),
  fromBody: (body) => ({
    username: body.username,
    name: body.name,
    path_photo: text(body.path_photo),
    selected_role: body.selected_role,
  }),
};

type PageRowsBody = {
  number: number;
  columns: { grid: number; component: string; order: number }[];
}[];

// The console's built-in widgets (its render registry), so a rendered page shows real content.
const pageDetail = {
  '1': [
    { col: 8, component: 'WelcomeCard', order_no: 1 },
    { col: 4, component: 'InfoText', order_no: 2 },
  ],
  '2': [
    { col: 6, component: 'StatCard', order_no: 1 },
    { col: 6, component: 'RoleSummary', order_no: 2 },
  ],
};

const pages: RowKind = {
  id: 'id_page',
  unique: { column: 'nama_page', field: 'nama_page' },
  search: ['nama_page', 'deskripsi_page'],
  make: (i, long) => ({
    id_page: i + 1,
    nama_page: long ? longest.name(`halaman-${i + 1}`) : `halaman-${i + 1}`,
    deskripsi_page: long ? longest.description(`Halaman ${i + 1}`) : `Halaman nomor ${i + 1}`,
    detail: pageDetail,
    ...common(i),
  }),
  fromBody: (body) => ({
    nama_page: body.nama_page,
    deskripsi_page: text(body.deskripsi_page),
    detail: Object.fromEntries(
      ((body.detail_page ?? []) as PageRowsBody).map((row) => [
        String(row.number),
        row.columns.map((c) => ({ col: c.grid, component: c.component, order_no: c.order })),
      ]),
    ),
  }),
};

/** The product's own menus first (so rights and the tree read naturally), then numbered ones. */
function menuRow(i: number, long: boolean): Row {
  const seed = mockMenus[i];
  const parentIndex = seed?.parent ? mockMenus.findIndex((m) => m.linkName === seed.parent) : -1;
  const label = seed?.label ?? `Menu ${i + 1}`;
  const link = seed?.linkName ?? `menu-${i + 1}`;
  const labelRow = seed?.type === MENU_TYPE.LABEL;
  return {
    id_menu_master: i + 1,
    menu_master_type: seed?.type ?? MENU_TYPE.MENU,
    menu_master_nama: long ? longest.name(label) : label,
    menu_master_icon: labelRow
      ? null
      : long
        ? longest.icon(seed?.icon ?? 'bx')
        : (seed?.icon ?? 'bx bx-circle'),
    menu_master_link_path: labelRow
      ? null
      : long
        ? longest.path(`/${link}`)
        : (seed?.path ?? `/${link}`),
    menu_master_link_name: long ? longest.name(link) : link,
    menu_master_urutan: seed?.order ?? i + 1,
    menu_master_parent: parentIndex + 1,
    status: STATUS.ENABLE,
    ...stamps(i),
  };
}

const menus: RowKind = {
  id: 'id_menu_master',
  unique: { column: 'menu_master_link_name', field: 'link_name_menu' },
  search: ['menu_master_nama', 'menu_master_link_name', 'menu_master_link_path'],
  make: menuRow,
  fromBody: (body) =>
    body.menu_tipe === MENU_TYPE.LABEL
      ? {
          menu_master_type: MENU_TYPE.LABEL,
          menu_master_nama: body.nama_label,
          menu_master_urutan: body.urutan_label,
          menu_master_icon: null,
          menu_master_link_path: null,
          menu_master_link_name: null,
          menu_master_parent: 0,
        }
      : {
          menu_master_type: MENU_TYPE.MENU,
          menu_master_nama: body.nama_menu,
          menu_master_icon: text(body.icon_menu),
          // A group (no link) stores none.
          menu_master_link_path: text(body.link_path_menu) || null,
          menu_master_link_name: text(body.link_name_menu) || null,
          menu_master_urutan: body.urutan_menu,
          menu_master_parent: body.parent_menu,
        },
};

/**
 * A plain master's records, from its declaration (PLAIN_MASTERS): each field is its example
 * value and the record's number ('Teknik Informatika 2'); the first unique field is the name.
 */
function plainRows(kind: PlainKind): RowKind {
  const { id } = PLAIN_MASTERS[kind];
  const declared = plainFields(kind);
  const [name] = plainNameField(kind);
  return {
    id,
    unique: { column: name, field: name },
    search: declared.map(([field]) => field),
    make: (i, long) => ({
      [id]: i + 1,
      ...Object.fromEntries(
        declared.map(([field, { example, limit }]) => {
          const value = plainExampleOf(example, i);
          return [field, long ? longest[limit](value) : value];
        }),
      ),
      ...common(i),
    }),
    fromBody: (body) =>
      Object.fromEntries(declared.map(([field]) => [field, text(body[field]) ?? null])),
  };
}

/** A stored test code of a schedule (`kode_tes` of spec §3). */
export interface TestCode {
  idjadwal: number;
  kode_tes: string;
}

/** The i-th schedule's codes: two (three at their longest), numbered across every schedule. */
function testCodesOf(i: number, long: boolean): TestCode[] {
  const count = long ? 3 : 2;
  return Array.from({ length: count }, (_, n) => {
    const code = `UK-${String(i + 1).padStart(2, '0')}-${String.fromCharCode(65 + n)}`;
    return { idjadwal: i * count + n + 1, kode_tes: long ? longest.name(code) : code };
  });
}

const pelaksanaan: RowKind = {
  id: 'idjadwal_pelaksanaan',
  unique: { column: 'pelaksanaan', field: 'pelaksanaan' },
  search: ['pelaksanaan', 'kode_tes'],
  make: (i, long) => ({
    idjadwal_pelaksanaan: i + 1,
    pelaksanaan: long
      ? longest.name(`Uji Kompetensi Gelombang ${i + 1}`)
      : `Uji Kompetensi Gelombang ${i + 1}`,
    kode_tes: testCodesOf(i, long),
    ...common(i),
  }),
  // The behaviour has given every code its id (pelaksanaan.ts).
  fromBody: (body) => ({ pelaksanaan: body.pelaksanaan, kode_tes: body.kode_tes }),
  listed: (row) => ({
    ...row,
    kode_tes: (row.kode_tes as TestCode[]).map((code) => code.kode_tes).join(', '),
  }),
};

/** The master lists of the common list pattern (spec §2.2). */
export const rowKinds: Record<ListKind, RowKind> = {
  roles,
  users,
  pages,
  menus,
  pelaksanaan,
  ...(Object.fromEntries(PLAIN_KINDS.map((kind) => [kind, plainRows(kind)])) as Record<
    PlainKind,
    RowKind
  >),
};
