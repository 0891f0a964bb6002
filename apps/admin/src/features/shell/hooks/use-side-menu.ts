import { sideMenu, type MenuNode } from '@cermat/core';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '@/lib/session';

/** The active role's side menu (core's rules); it changes the moment the active role does. */
export function useSideMenu(): MenuNode[] {
  const { session_menu_access: menus } = useSnapshot(session);
  return useMemo(() => sideMenu(menus), [menus]);
}
