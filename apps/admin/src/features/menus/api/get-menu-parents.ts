import { api } from '@/lib/api';

/** The menus a menu may sit under, as select options (the parent's name shows). */
export const getMenuParents = async () =>
  (await api.menus.parents()).referensi.map((p) => ({
    value: p.id_menu_master,
    label: p.menu_master_nama,
  }));
