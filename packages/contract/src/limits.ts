import { GRID_MAX, MASTER_ENTITIES, PAGE_SIZES } from '@cermat/vocabulary';

// The shared words (statuses, menu types, page sizes, the upload limit) are @cermat/vocabulary's;
// re-exported here for the contract's users, the console among them through this zod-free module.
export { PAGE_SIZES, UPLOAD_MAX_BYTES } from '@cermat/vocabulary';

// Spec §9 says field lengths are "not shown"; these are ours (docs/decisions.md).
// Every string on the wire has a ceiling so no request can carry an unbounded text.
export const limits = {
  name: 100,
  description: 500,
  username: 64,
  /** OWASP ASVS 2.1: at least 8, and long passphrases must fit. */
  passwordMin: 8,
  passwordMax: 128,
  path: 255,
  icon: 100,
  linkName: 100,
  component: 100,
  search: 200,
  message: 1000,
  url: 2048,
  token: 512,
  /** A CAPTCHA answer (a few characters or a number) and its challenge (SVG markup or a question). */
  captchaAnswer: 32,
  captchaChallenge: 65_536,
  configKey: 64,
  configValue: 2048,
  configKeys: 100,
  /** JSON text fields (selected_role, menu_data, list_menu). */
  jsonText: 65_536,
  fieldName: 100,
  /** A list page never carries more rows than the largest page size. */
  pageSize: Math.max(...PAGE_SIZES),
  listItems: 1000,
} as const;

/**
 * Every number a request may carry has a ceiling too: no loop, allocation, offset or query
 * of the server may be sized by a client's number.
 */
export const bounds = {
  /** PostgreSQL integer, the type of every id column. */
  id: 2_147_483_647,
  /** offset = (page - 1) × the largest page size stays far below 2^31 (5 × 10^8). */
  page: 1_000_000,
  /** The console's draw counter, echoed back; a PostgreSQL integer is plenty. */
  draw: 2_147_483_647,
  /** A sort column given by index (menus, pohon-profesi). */
  sortColumn: 50,
  /** A page builder row is 12 grid units wide. */
  grid: GRID_MAX,
  /** A page builder column's order within its row. */
  order: 1000,
  /** Rows of one page, and columns of one row. */
  pageRows: 100,
  pageColumns: 48,
  /** Nesting of arrays and objects in a body or a JSON text field (a 3-level menu tree is 6). */
  jsonDepth: 32,
} as const;

// The audit trail's kinds live here, beside the bounds, because this module is free of zod:
// the console offers them as filters without shipping the schemas.
/**
 * What an audit row is about: every master's records, and four more; `entity_id` is text
 * (a configuration has none, an upload a name).
 */
export const AUDIT_ENTITIES = [
  ...MASTER_ENTITIES,
  'config',
  'menu_order',
  'session',
  'upload',
] as const;

/** What was done. `status` is ENABLE ⇄ DISABLE; `restore` a 'Kembalikan' of an older row. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'status',
  'delete',
  'menu-role',
  'access',
  'ordering',
  'config',
  'login',
  'logout',
  'switch-role',
  'profile',
  'password-link',
  'set-password',
  'upload',
  'restore',
] as const;
