/**
 * The console's defaults and timings (spec §2.2, §4, §9). The words core shares with the
 * contract (statuses, menu types, page sizes, bounds, configuration keys, menu link names)
 * live in @cermat/vocabulary; they are re-exported here for core's users.
 */
import {
  MASTER_KINDS,
  MASTERS,
  STATUS,
  type MasterKind,
  type PageSize,
  type RecordStatus,
} from '@cermat/vocabulary';

export {
  CONFIG_KEYS,
  GRID_MAX,
  GRID_MIN,
  LOGO_CONFIG_KEYS,
  MASTERS,
  kindOfList,
  PLAIN_KINDS,
  PLAIN_MASTERS,
  plainFieldNames,
  plainFields,
  plainNameField,
  recordNameField,
  AUDIT_REFERENCES,
  type ReferencedKind,
  MENU_LINK,
  MENU_TYPE,
  MENU_TYPES,
  ORDER_MIN,
  PAGE_SIZES,
  ROOT_PARENT,
  STATUS,
  STATUSES,
  ROLE_SEPARATOR,
  UPLOAD_MAX_BYTES,
  USER_CSV_COLUMNS,
  USER_IMPORT_FIELDS,
  USER_IMPORT_LIMITS,
  YES_NO_CONFIG_KEYS,
  type MasterListName,
  type PlainKind,
  type MenuType,
  type PageSize,
  type RecordStatus,
} from '@cermat/vocabulary';

/** Page size a list starts with. */
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Page a list starts on (pages are numbered from 1). */
export const DEFAULT_PAGE = 1;
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

/** Time zone dates are shown in unless configured otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/** Sort direction of a list column. */
type SortDir = 'asc' | 'desc';
/** A list's sort: a column name, or a column index for lists that sort by index. */
export interface Sort {
  column: string | number;
  dir: SortDir;
}

/** The lists that share the common list pattern (spec §2.2): the master resources. */
export const LIST_KINDS: readonly MasterKind[] = MASTER_KINDS;
/** One of the common lists. */
export type ListKind = MasterKind;

const perMaster = <T>(pick: (kind: ListKind) => T) =>
  Object.fromEntries(LIST_KINDS.map((kind) => [kind, pick(kind)])) as Record<ListKind, T>;

/**
 * Sortable columns per list. Menus and the professional tree send a column index
 * (spec §2.5, §7): index i means `SORT_COLUMNS[list][i]`, index 0 being the id
 * behind the 'No' column, which makes "ascending by id_pohon_profesi" and
 * "menus by column index 0" the same rule.
 */
export const SORT_COLUMNS = perMaster((kind): readonly string[] => MASTERS[kind].sortColumns);

/** Each list's initial sort (spec §4). */
export const DEFAULT_SORTS = perMaster((kind): Sort => MASTERS[kind].defaultSort);

/** Resolves a list's sort column (name or index) to the field it sorts by, or undefined if unknown. */
export function sortField(list: ListKind, column: string | number): string | undefined {
  const columns = SORT_COLUMNS[list];
  if (typeof column === 'number') return columns[column];
  return columns.includes(column) ? column : undefined;
}
