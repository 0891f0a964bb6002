// A menu as the rest of the server sees it: its lifecycle and its list.
import { getTableColumns } from 'drizzle-orm';
import { menuMaster } from '../../db/schema';
import type { Lifecycled } from '../../records/lifecycle';
import { withIsoDates } from '../../records/rows';

export const menuLifecycle: Lifecycled = {
  entity: 'menu',
  table: menuMaster,
  id: menuMaster.id_menu_master,
  status: menuMaster.status,
  updatedAt: menuMaster.updated_at,
};

/** What the list shows (and its CSV export). */
export const menuListSpec = {
  table: menuMaster,
  columns: getTableColumns(menuMaster),
  searchable: [
    menuMaster.menu_master_nama,
    menuMaster.menu_master_link_path,
    menuMaster.menu_master_link_name,
  ],
  sortable: {
    id_menu_master: menuMaster.id_menu_master,
    menu_master_nama: menuMaster.menu_master_nama,
    menu_master_type: menuMaster.menu_master_type,
    menu_master_icon: menuMaster.menu_master_icon,
    menu_master_link_path: menuMaster.menu_master_link_path,
    menu_master_link_name: menuMaster.menu_master_link_name,
    menu_master_urutan: menuMaster.menu_master_urutan,
    menu_master_parent: menuMaster.menu_master_parent,
    created_at: menuMaster.created_at,
    updated_at: menuMaster.updated_at,
  },
  tieBreaker: menuMaster.id_menu_master,
  statusColumn: menuMaster.status,
  toRow: withIsoDates,
};
