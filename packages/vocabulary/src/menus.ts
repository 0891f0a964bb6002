/** Menu entry types (spec §3, §9), in the order the menu form offers them. */
export const MENU_TYPE = { LABEL: 'LABEL', MENU: 'MENU' } as const;
/** Menu entry types as a list. */
export const MENU_TYPES = [MENU_TYPE.LABEL, MENU_TYPE.MENU] as const;
/** A menu entry type: LABEL (heading) or MENU (link). */
export type MenuType = (typeof MENU_TYPES)[number];
/** menu_master_parent value meaning "no parent". */
export const ROOT_PARENT = 0;

/**
 * Link names of the menus that own API calls and master screens: a role's rights are
 * granted on these menus, the contract names each call's owner by them, and core's route
 * table and menu seed spell them once from here.
 */
export const MENU_LINK = {
  dashboard: 'dashboard',
  roles: 'all-role',
  menus: 'all-menu',
  users: 'all-user',
  pages: 'all-page',
  configuration: 'konfigurasi',
  pohonProfesi: 'pohon-profesi',
  pelaksanaan: 'pelaksanaan',
  render: 'render',
  audit: 'audit',
} as const;
/** The link name of a menu that owns API calls. */
export type MenuLinkName = (typeof MENU_LINK)[keyof typeof MENU_LINK];
