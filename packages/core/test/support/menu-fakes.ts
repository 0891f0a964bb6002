import fc from 'fast-check';
import { ROOT_PARENT, menuSeed, type MenuAccess, type MenuMasterRow } from '../../src';

/** A menu_master row with sensible defaults. */
export function row(
  id: number,
  parent: number,
  urutan: number,
  extra: Partial<MenuMasterRow> = {},
): MenuMasterRow {
  return {
    id_menu_master: id,
    menu_master_type: 'MENU',
    menu_master_nama: `Menu ${id}`,
    menu_master_icon: null,
    menu_master_link_path: `/m/${id}`,
    menu_master_link_name: `m-${id}`,
    menu_master_urutan: urutan,
    menu_master_parent: parent,
    ...extra,
  };
}

/** Rights on a row. */
export const access = (r: MenuMasterRow, read: 0 | 1, write: 0 | 1 = 0): MenuAccess => ({
  ...r,
  is_read: read,
  is_write: write,
});

/** Random acyclic menu rows: ids 1..n, each parent 0 or an earlier id, any urutan. */
export const rowsArb: fc.Arbitrary<MenuMasterRow[]> = fc
  .array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 9 })), { maxLength: 25 })
  .map((specs) =>
    specs.map(([pick, urutan], i) => row(i + 1, pick % (i + 1) === 0 ? 0 : pick % (i + 1), urutan)),
  );

/** The menu seed as menu_master rows with ids 1..n in seed order and parents resolved to ids. */
export function seedRows(): MenuMasterRow[] {
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
