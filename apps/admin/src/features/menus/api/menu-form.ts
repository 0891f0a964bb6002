import type { MenuForm } from '@cermat/api-client';
import { MENU_TYPE, ROOT_PARENT, type MenuType } from '@cermat/core';
import { api } from '@/lib/api';

/** The menu form's fields (spec §2.6); numbers are null while their box is empty. */
export interface MenuFields {
  menu_tipe: MenuType | '';
  nama_menu: string;
  icon_menu: string;
  link_path_menu: string;
  link_name_menu: string;
  urutan_menu: number | null;
  /** The parent's id_menu_master; 0 means none (spec §3). */
  parent_menu: number;
  nama_label: string;
  urutan_label: number | null;
}

export const emptyMenu: MenuFields = {
  menu_tipe: '',
  nama_menu: '',
  icon_menu: '',
  link_path_menu: '',
  link_name_menu: '',
  urutan_menu: null,
  parent_menu: ROOT_PARENT,
  nama_label: '',
  urutan_label: null,
};

/** The payload of the chosen type's group only (spec §3); the other group is not sent. */
export function menuPayload(fields: MenuFields): MenuForm {
  if (fields.menu_tipe === MENU_TYPE.LABEL) {
    return {
      menu_tipe: MENU_TYPE.LABEL,
      nama_label: fields.nama_label,
      urutan_label: fields.urutan_label as number,
    };
  }
  // No type chosen is sent as it is: the server answers with the field's message.
  return {
    menu_tipe: fields.menu_tipe as 'MENU',
    nama_menu: fields.nama_menu,
    ...(fields.icon_menu ? { icon_menu: fields.icon_menu } : {}),
    link_path_menu: fields.link_path_menu,
    link_name_menu: fields.link_name_menu,
    urutan_menu: fields.urutan_menu as number,
    parent_menu: fields.parent_menu,
  };
}

/** A stored menu as form fields; the type decides which group is filled. */
export async function loadMenu(id: number) {
  const [[menu]] = await api.menus.get({ id });
  const label = menu.menu_master_type === MENU_TYPE.LABEL;
  return {
    values: {
      ...emptyMenu,
      menu_tipe: menu.menu_master_type,
      ...(label
        ? { nama_label: menu.menu_master_nama, urutan_label: menu.menu_master_urutan }
        : {
            nama_menu: menu.menu_master_nama,
            icon_menu: menu.menu_master_icon ?? '',
            link_path_menu: menu.menu_master_link_path ?? '',
            link_name_menu: menu.menu_master_link_name ?? '',
            urutan_menu: menu.menu_master_urutan,
            parent_menu: menu.menu_master_parent,
          }),
    },
    updatedAt: menu.updated_at,
  };
}

export const saveMenu = (fields: MenuFields, existing?: { id: number; updated_at: string }) =>
  existing
    ? api.menus.update({ ...menuPayload(fields), ...existing })
    : api.menus.create(menuPayload(fields));
