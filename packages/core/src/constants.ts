/**
 * The business constants and limits of spec §9 (and the defaults of §2.2 and §4), once.
 * Every other package imports them from here instead of retyping a number.
 */

/** Page sizes offered by every list's 'Show' selector (spec §2.2, §9). */
export const PAGE_SIZES = [10, 50, 100, 200, 500] as const;
/** One of the offered page sizes. */
export type PageSize = (typeof PAGE_SIZES)[number];
/** Page size a list starts with. */
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Page a list starts on (pages are numbered from 1). */
export const DEFAULT_PAGE = 1;

/** The two record status values (spec §3, §9). */
export const STATUS = { ENABLE: 'ENABLE', DISABLE: 'DISABLE' } as const;
/** The record status values as a list, in filter order. */
export const STATUSES = [STATUS.ENABLE, STATUS.DISABLE] as const;
/** A record's status: ENABLE or DISABLE. */
export type RecordStatus = (typeof STATUSES)[number];
/** Status filter a list starts with. */
export const DEFAULT_STATUS: RecordStatus = STATUS.ENABLE;

/** Delay after the last keystroke before a list's search box (and the role-name filter) applies (ms). */
export const SEARCH_DEBOUNCE_MS = 500;
/** How long success dialogs show before their redirect or reload (ms). */
export const DIALOG_MS = 2000;
/** How long the access-denied warning shows before going to the dashboard (ms). */
export const ACCESS_DENIED_MS = 2000;
/** How long the preloader shows when it is switched on (ms). */
export const PRELOADER_MS = 2500;
/** Width from which the side menu is shown wide (px). */
export const SIDEBAR_BREAKPOINT_PX = 992;
/** A dropdown with more items than this becomes a mega-menu. */
export const MEGA_MENU_THRESHOLD = 11;

/** A photo must be strictly smaller than this many bytes (announced as 2 MB). */
export const PHOTO_MAX_BYTES = 2_242_880;

/** Smallest grid width of a page column. */
export const GRID_MIN = 1;
/** Largest grid width of a page column (a 12-column grid). */
export const GRID_MAX = 12;
/** Smallest order of a page column. */
export const ORDER_MIN = 1;

/** Menu entry types (spec §3, §9). */
export const MENU_TYPE = { LABEL: 'LABEL', MENU: 'MENU' } as const;
/** Menu entry types as a list. */
export const MENU_TYPES = [MENU_TYPE.LABEL, MENU_TYPE.MENU] as const;
/** A menu entry type: LABEL (heading) or MENU (link). */
export type MenuType = (typeof MENU_TYPES)[number];
/** menu_master_parent value meaning "no parent". */
export const ROOT_PARENT = 0;

/** Time zone dates are shown in unless configured otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/** Configuration keys the spec knows (spec §3). */
export const CONFIG_KEYS = [
  'ONE_TIME_LOGIN',
  'CAPTCHA',
  'LOGO_SMALL',
  'LOGO_FULL_DARK',
  'LOGO_FULL_LIGHT',
] as const;
/** Configuration keys edited as a Ya/Tidak select (spec §2.12). */
export const YES_NO_CONFIG_KEYS = ['ONE_TIME_LOGIN', 'CAPTCHA'] as const;
/** Configuration keys holding logo images. */
export const LOGO_CONFIG_KEYS = ['LOGO_SMALL', 'LOGO_FULL_DARK', 'LOGO_FULL_LIGHT'] as const;

/** Sort direction of a list column. */
type SortDir = 'asc' | 'desc';
/** A list's sort: a column name, or a column index for lists that sort by index. */
export interface Sort {
  column: string | number;
  dir: SortDir;
}

/** The lists that share the common list pattern (spec §2.2). */
export const LIST_KINDS = ['roles', 'users', 'menus', 'pages', 'pohonProfesi'] as const;
/** One of the common lists. */
export type ListKind = (typeof LIST_KINDS)[number];

/**
 * Sortable columns per list. Menus and the professional tree send a column index
 * (spec §2.5, §7): index i means `SORT_COLUMNS[list][i]`, index 0 being the id
 * behind the 'No' column, which makes "ascending by id_pohon_profesi" and
 * "menus by column index 0" the same rule.
 */
export const SORT_COLUMNS: Record<ListKind, readonly string[]> = {
  roles: ['id_role', 'role_name', 'role_description', 'created_at', 'updated_at', 'status'],
  users: ['user_id', 'username', 'name', 'created_at', 'updated_at', 'status'],
  menus: [
    'id_menu_master',
    'menu_master_nama',
    'menu_master_type',
    'menu_master_icon',
    'menu_master_link_path',
    'menu_master_link_name',
    'menu_master_urutan',
    'menu_master_parent',
    'created_at',
    'updated_at',
  ],
  pages: ['id_page', 'nama_page', 'deskripsi_page', 'created_at', 'updated_at', 'status'],
  pohonProfesi: ['id_pohon_profesi', 'nama_pohon_profesi', 'created_at', 'updated_at', 'status'],
};

/** Each list's initial sort (spec §4). */
export const DEFAULT_SORTS: Record<ListKind, Sort> = {
  roles: { column: 'id_role', dir: 'desc' },
  users: { column: 'user_id', dir: 'asc' },
  menus: { column: 0, dir: 'asc' },
  pages: { column: 'id_page', dir: 'asc' },
  pohonProfesi: { column: 0, dir: 'asc' },
};

/** Resolves a list's sort column (name or index) to the field it sorts by, or undefined if unknown. */
export function sortField(list: ListKind, column: string | number): string | undefined {
  const columns = SORT_COLUMNS[list];
  if (typeof column === 'number') return columns[column];
  return columns.includes(column) ? column : undefined;
}
