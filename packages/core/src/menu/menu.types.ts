import type { MenuType, RecordStatus } from '../constants';
import type { Flag } from '../routes/guard';

/** A menu_master row as the server stores and lists it (spec §3). */
export interface MenuMasterRow {
  id_menu_master: number;
  menu_master_type: MenuType;
  menu_master_nama: string;
  menu_master_icon: string | null;
  menu_master_link_path: string | null;
  menu_master_link_name: string | null;
  menu_master_urutan: number;
  /** 0 means no parent. */
  menu_master_parent: number;
  status?: RecordStatus;
}

/** A menu the active role may use: a menu_master row with its rights (the session's menu_access). */
export interface MenuAccess extends MenuMasterRow {
  is_read: Flag;
  is_write: Flag;
}

/** A node of the nested menu tree built from flat rows. */
export interface MenuNode {
  id: number;
  name: string;
  type: MenuType;
  icon: string | null;
  linkPath: string | null;
  linkName: string | null;
  /** The row it came from, so flattening loses nothing (status, timestamps ...). */
  row: MenuMasterRow;
  sub: MenuNode[];
}

/** The tree item of the ordering and role-menu screens (spec §3): id, name, optional icon, sub. */
export interface MenuTreeItem {
  id: number;
  name: string;
  icon?: string;
  /** LABEL items are headings and never hold submenus (DECISIONS); absent means MENU. */
  type?: MenuType;
  /** The menu's link path (absent for a LABEL or a group); decides what the side menu shows. */
  linkPath?: string;
  sub: MenuTreeItem[];
}
