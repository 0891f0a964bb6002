import type { MenuTreeItem } from '@cermat/contract';
import { id, MENU_TYPE, STATUS } from '@cermat/core';
import { mockMenus } from '../menus';
import { refusals } from '../reply';
import type { Row } from '../rows';
import { nowStamp, stampOf } from '../texts';
import type { Behaviour } from './behaviour';
import { masterBehaviours } from './master';

/** The enabled menus as the ordering tree: children under their parent, by urutan. */
function treeOf(rows: Row[], parent = 0): MenuTreeItem[] {
  return rows
    .filter((r) => r.menu_master_parent === parent && r.status === STATUS.ENABLE)
    .sort((a, b) => Number(a.menu_master_urutan) - Number(b.menu_master_urutan))
    .map((r) => ({
      id: Number(r.id_menu_master),
      name: String(r.menu_master_nama),
      icon: typeof r.menu_master_icon === 'string' ? r.menu_master_icon : null,
      type: r.menu_master_type === MENU_TYPE.LABEL ? MENU_TYPE.LABEL : MENU_TYPE.MENU,
      link_path:
        typeof r.menu_master_link_path === 'string' ? r.menu_master_link_path || null : null,
      sub: treeOf(rows, Number(r.id_menu_master)),
    }));
}

type Order = { id: number; sub?: Order }[];

/** Applies a saved order: each item's parent and position. */
function reorder(rows: Row[], order: Order, parent = 0): void {
  order.forEach((item, i) => {
    const row = rows.find((r) => r.id_menu_master === item.id);
    if (row) Object.assign(row, { menu_master_parent: parent, menu_master_urutan: i + 1 });
    reorder(rows, item.sub ?? [], item.id);
  });
}

/** master/menu/*: the common family plus parents, ordering and the role-menu screen. */
export const menuBehaviours: Record<string, Behaviour> = {
  ...masterBehaviours('menus', (row) => [[row]]),
  parents: ({ store }) => ({
    data: {
      referensi: store.lists.menus
        .filter((r) => r.menu_master_type === MENU_TYPE.MENU && r.status === STATUS.ENABLE)
        .map((r) => ({ id_menu_master: r.id_menu_master, menu_master_nama: r.menu_master_nama })),
    },
  }),
  ordering: ({ store }) => ({ data: [treeOf(store.lists.menus)] }),
  saveOrdering: ({ store, input }) => {
    reorder(store.lists.menus, JSON.parse(String(input.body.list_menu)) as Order);
    return { data: null, message: id.server.updated };
  },
  menuRole: ({ store, input }) => {
    const role = Number(input.query.id_role);
    const granted = store.roleMenus.get(role);
    return {
      data: {
        data_menu: JSON.stringify(granted?.read ?? []),
        menu_write: JSON.stringify(granted?.write ?? []),
        updated_at: granted?.updated_at ?? stampOf(0),
      },
    };
  },
  saveMenuRole: ({ store, input }) => {
    const role = Number(input.body.id_role);
    const before = store.roleMenus.get(role);
    if (
      before &&
      typeof input.body.updated_at === 'string' &&
      input.body.updated_at !== before.updated_at
    )
      throw refusals[409]();
    const read = JSON.parse(String(input.body.menu_data)) as number[];
    const write = JSON.parse(String(input.body.menu_write ?? '[]')) as number[];
    store.roleMenus.set(role, {
      read: read.filter((m) => m <= mockMenus.length),
      write: write.filter((m) => read.includes(m)),
      updated_at: nowStamp(),
    });
    return { data: null, message: id.server.menuConfigSaved };
  },
};
