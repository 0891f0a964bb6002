import { ROOT_PARENT } from '../constants';
import { menuSeed } from '../routes/menus';
import type { MenuMasterRow } from './menu.types';

/** The menu seed as menu_master rows with ids 1..n in seed order and parents resolved to ids. */
export function menuSeedRows(): MenuMasterRow[] {
  const idOf = new Map(menuSeed.map((m, i) => [m.linkName, i + 1]));
  return menuSeed.map((m, i) => ({
    id_menu_master: i + 1,
    menu_master_type: m.type,
    menu_master_nama: m.label,
    menu_master_icon: m.icon || null,
    menu_master_link_path: m.path || null,
    menu_master_link_name: m.linkName,
    menu_master_urutan: m.order,
    menu_master_parent: m.parent === null ? ROOT_PARENT : idOf.get(m.parent)!,
    status: 'ENABLE',
  }));
}
