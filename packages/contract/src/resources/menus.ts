import { MENU_LINK, MENU_TYPE } from '@cermat/vocabulary';
import { z } from 'zod';
import { entry } from '../entry';
import { noData } from '../envelope';
import {
  id,
  jsonIdList,
  jsonText,
  list,
  menuType,
  nullableText,
  queryId,
  recordStatus,
  requiredText,
  text,
  timestamp,
} from '../fields';
import { limits } from '../limits';
import { concurrency, masterEntries, removeBody } from './master';

const menu = MENU_LINK.menus;
const urutan = z.number().int().min(1).max(10_000);
/** 0 means no parent (spec §3). */
const parent = z.number().int().min(0).max(2_147_483_647);

const menuMaster = z.object({
  id_menu_master: id,
  menu_master_type: menuType,
  menu_master_nama: text(limits.name),
  menu_master_icon: nullableText(limits.icon),
  menu_master_link_path: nullableText(limits.path),
  menu_master_link_name: nullableText(limits.linkName),
  menu_master_urutan: z.number().int().min(0),
  menu_master_parent: parent,
  status: recordStatus,
  created_at: timestamp,
  updated_at: timestamp,
});

/** form_menu/form_label were the old form's show flags; the server ignores them. */
const formFlag = z.boolean().optional();

/** A link field of a MENU: blank on a group, which opens no screen. */
const link = (max: number) => text(max).trim().optional();

/**
 * A MENU with a link path opens a screen, and its calls are owned by its link name: it needs
 * both. Without a path it is a group (it only holds submenus, DECISIONS.md), whose link name
 * may stay, as the seeded groups keep theirs ('master'): an unchanged group saves as it is.
 */
const pathNeedsName = (
  form: { link_path_menu?: unknown; link_name_menu?: unknown },
  ctx: z.RefinementCtx,
) => {
  if (!form.link_path_menu || form.link_name_menu) return;
  ctx.addIssue({
    code: 'too_small',
    origin: 'string',
    minimum: 1,
    inclusive: true,
    input: '',
    path: ['link_name_menu'],
  });
};

/** Menu form payload (spec §3); the chosen type decides which group is required. */
const menuForm = <S extends z.ZodRawShape>(extra: S) =>
  z.discriminatedUnion('menu_tipe', [
    z
      .object({
        ...extra,
        menu_tipe: z.literal(MENU_TYPE.MENU),
        form_menu: formFlag,
        nama_menu: requiredText(limits.name),
        icon_menu: text(limits.icon).optional(),
        link_path_menu: link(limits.path),
        link_name_menu: link(limits.linkName),
        urutan_menu: urutan,
        parent_menu: parent,
      })
      .superRefine(pathNeedsName),
    z.object({
      ...extra,
      menu_tipe: z.literal(MENU_TYPE.LABEL),
      form_label: formFlag,
      nama_label: requiredText(limits.name),
      urutan_label: urutan,
    }),
  ]);
const menuCreate = menuForm({});
const menuUpdate = menuForm({ id, ...concurrency });

/** Menu tree item of the ordering and role-menu screens (spec §3); submenus nest. */
export const menuTreeItem = z
  .object({
    id,
    name: text(limits.name),
    icon: nullableText(limits.icon).optional(),
    // Ours: a LABEL is a heading that holds no submenus, so the ordering offers no nesting.
    type: menuType.optional(),
    // Ours: tells the role-menu screen what a role's side menu would show.
    link_path: nullableText(limits.path).optional(),
    get sub(): z.ZodOptional<z.ZodArray<typeof menuTreeItem>> {
      return list(menuTreeItem, limits.listItems).optional();
    },
  })
  .meta({ id: 'MenuTreeItem' });

/** The order to save: the tree's ids, nested as shown. */
const orderItem = z.object({
  id,
  get sub(): z.ZodOptional<z.ZodArray<typeof orderItem>> {
    return list(orderItem, limits.listItems).optional();
  },
});
/** The decoded `list_menu` of `POST master/menu/ordering`. */
export const menuOrder = list(orderItem, limits.listItems);

const menuRole = z.object({
  data_menu: jsonIdList,
  // DECISIONS.md: the ids of the menus with write, same encoding as data_menu.
  menu_write: jsonIdList,
  updated_at: timestamp,
});

export const menus = {
  ...masterEntries({
    path: 'master/menu',
    noun: 'menu',
    menu,
    row: menuMaster,
    // Spec §7: data[0][0] is the menu.
    one: z.tuple([z.tuple([menuMaster])]),
    create: menuCreate,
    update: menuUpdate,
    remove: removeBody,
  }),
  parents: entry({
    method: 'GET',
    path: 'referensi/menu-parent',
    summary: 'Parent options of the menu form',
    menu,
    right: 'read',
    data: z.object({
      referensi: z
        .array(z.object({ id_menu_master: id, menu_master_nama: text(limits.name) }))
        .max(limits.listItems),
    }),
  }),
  ordering: entry({
    method: 'GET',
    path: 'master/menu/ordering',
    summary: 'The nested menu list to reorder',
    menu,
    right: 'read',
    data: z.tuple([list(menuTreeItem, limits.listItems)]),
  }),
  saveOrdering: entry({
    method: 'POST',
    path: 'master/menu/ordering',
    summary: 'Save the menu order',
    menu,
    right: 'write',
    body: z.object({
      list_menu: jsonText(menuOrder, 'the nested {id, sub} list'),
    }),
    data: noData,
  }),
  menuRole: entry({
    method: 'GET',
    path: 'master/menu/menu-role',
    summary: 'Menus a role may read and write',
    menu,
    right: 'read',
    query: z.object({ id_role: queryId }),
    data: menuRole,
  }),
  saveMenuRole: entry({
    method: 'POST',
    path: 'master/menu/menu-role',
    summary: "Save a role's menus ('Konfigurasi Menu Berhasil Disimpan.')",
    menu,
    right: 'write',
    body: z.object({
      id_role: id,
      menu_data: jsonIdList,
      menu_write: jsonIdList.optional(),
      updated_at: timestamp.optional(),
    }),
    data: noData,
  }),
};

export type MenuMaster = z.infer<typeof menuMaster>;
export type MenuTreeItem = z.infer<typeof menuTreeItem>;
export type MenuForm = z.input<typeof menuCreate>;
export type MenuRole = z.infer<typeof menuRole>;
