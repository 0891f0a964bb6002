import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { readableMenus, session } from '@/lib/session';
import { buildMenuTree, type MenuNode } from '../utils/menu-tree';

/** The active role's side menu; it changes the moment the active role does. */
export function useSideMenu(): MenuNode[] {
  const snap = useSnapshot(session);
  const menus = readableMenus(snap);
  const key = `${snap.activeRoleId}:${menus.map((m) => m.id_menu_master).join(',')}`;
  return useMemo(() => buildMenuTree(menus), [key]);
}
