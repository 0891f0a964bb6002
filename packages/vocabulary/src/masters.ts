import { MENU_LINK, type MenuLinkName } from './menus';

/** A list's initial sort: a column name, or its index for lists that sort by index. */
interface MasterSort {
  readonly column: string | number;
  readonly dir: 'asc' | 'desc';
}

/**
 * What every package knows of one master resource, written once: the server's
 * binding, bulk, export, dashboard and audit, the contract's list names, core's sorts and
 * the console's routes, paths and preloads are read from here. Zod-free, so the browser
 * reads it as it reads the route table.
 */
export interface MasterDeclaration {
  /** The list's name in the export and bulk calls, and the CSV file's name. */
  readonly list: string;
  /** The menu whose rights guard it: read to see a record, write to change one. */
  readonly menu: MenuLinkName;
  /** Its records' entity in the audit trail, and its count's key on the dashboard. */
  readonly entity: string;
  /** Sortable columns; a list that sorts by index sends `i` for `sortColumns[i]` (spec §2.5). */
  readonly sortColumns: readonly string[];
  /** The initial sort (spec §4). */
  readonly defaultSort: MasterSort;
  /** Route names, in core's route table, of its list, add and edit screens. */
  readonly routes: { readonly list: string; readonly add: string; readonly edit: string };
}

const stamps = ['created_at', 'updated_at'] as const;

/** Every master resource, in the side menu's order. */
export const MASTERS = {
  roles: {
    list: 'roles',
    menu: MENU_LINK.roles,
    entity: 'role',
    sortColumns: ['id_role', 'role_name', 'role_description', ...stamps, 'status'],
    defaultSort: { column: 'id_role', dir: 'desc' },
    routes: { list: MENU_LINK.roles, add: 'add-role', edit: 'edit-role' },
  },
  menus: {
    list: 'menus',
    menu: MENU_LINK.menus,
    entity: 'menu',
    sortColumns: [
      'id_menu_master',
      'menu_master_nama',
      'menu_master_type',
      'menu_master_icon',
      'menu_master_link_path',
      'menu_master_link_name',
      'menu_master_urutan',
      'menu_master_parent',
      ...stamps,
    ],
    defaultSort: { column: 0, dir: 'asc' },
    routes: { list: MENU_LINK.menus, add: 'add-menu', edit: 'edit-menu' },
  },
  users: {
    list: 'users',
    menu: MENU_LINK.users,
    entity: 'user',
    sortColumns: ['user_id', 'username', 'name', ...stamps, 'status'],
    defaultSort: { column: 'user_id', dir: 'asc' },
    routes: { list: MENU_LINK.users, add: 'add-user', edit: 'edit-user' },
  },
  pages: {
    list: 'pages',
    menu: MENU_LINK.pages,
    entity: 'page',
    sortColumns: ['id_page', 'nama_page', 'deskripsi_page', ...stamps, 'status'],
    defaultSort: { column: 'id_page', dir: 'asc' },
    routes: { list: MENU_LINK.pages, add: 'add-page', edit: 'edit-page' },
  },
  pohonProfesi: {
    list: 'pohon-profesi',
    menu: MENU_LINK.pohonProfesi,
    entity: 'pohon_profesi',
    sortColumns: ['id_pohon_profesi', 'nama_pohon_profesi', ...stamps, 'status'],
    defaultSort: { column: 0, dir: 'asc' },
    routes: { list: MENU_LINK.pohonProfesi, add: 'add-pohon-profesi', edit: 'edit-pohon-profesi' },
  },
  pelaksanaan: {
    list: 'pelaksanaan',
    menu: MENU_LINK.pelaksanaan,
    entity: 'pelaksanaan',
    sortColumns: ['idjadwal_pelaksanaan', 'pelaksanaan', ...stamps, 'status'],
    defaultSort: { column: 'idjadwal_pelaksanaan', dir: 'asc' },
    routes: { list: MENU_LINK.pelaksanaan, add: 'add-pelaksanaan', edit: 'edit-pelaksanaan' },
  },
} as const satisfies Record<string, MasterDeclaration>;

/** A master resource's key: the contract's resource name of its calls (`roles.list`). */
export type MasterKind = keyof typeof MASTERS;
/** Every master's key, in the side menu's order. */
export const MASTER_KINDS = Object.keys(MASTERS) as MasterKind[];
/** A master's list name in the export and bulk calls. */
export type MasterListName = (typeof MASTERS)[MasterKind]['list'];
/** Every list name, as a non-empty tuple (what an enum of the contract takes). */
export const MASTER_LISTS = MASTER_KINDS.map((kind) => MASTERS[kind].list) as [
  MasterListName,
  ...MasterListName[],
];
/** A master's audit entity. */
export type MasterEntity = (typeof MASTERS)[MasterKind]['entity'];
/** Every master's audit entity, as a non-empty tuple. */
export const MASTER_ENTITIES = MASTER_KINDS.map((kind) => MASTERS[kind].entity) as [
  MasterEntity,
  ...MasterEntity[],
];

/** The master a list name names, by its key. */
export function kindOfList(list: MasterListName): MasterKind {
  const kind = MASTER_KINDS.find((each) => MASTERS[each].list === list);
  if (kind === undefined) throw new Error(`No master list ${list}`);
  return kind;
}
