import { roleMenuPayload, selectionFromServer, type MenuSelection } from '@cermat/core';
import { api } from '@/lib/api';

/** The chosen role (name, description) and its stored menu selection. */
export async function getRoleMenu(idRole: number) {
  const [[role], stored] = await Promise.all([
    api.roles.get({ id: idRole }).then((answer) => answer[0]),
    api.menus.menuRole({ id_role: idRole }),
  ]);
  return {
    role,
    selection: selectionFromServer(stored.data_menu, stored.menu_write),
    updatedAt: stored.updated_at,
  };
}

export const saveRoleMenu = (idRole: number, selection: MenuSelection, updatedAt: string) =>
  api.menus.saveMenuRole({ ...roleMenuPayload(idRole, selection), updated_at: updatedAt });

export const getActiveRoles = async () => (await api.references.roleActive()).referensi;
