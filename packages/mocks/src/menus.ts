import { MENU_TYPE, menuSeed, routeByName, type MenuSeedItem } from '@cermat/core';

const MASTER = 'master';

/**
 * The Audit menu as the server seeds it (apps/server seed/audit-menu.ts): not in
 * core's table but added on its own, under Master after its last entry, read and write for
 * Admin. Its link name, label and path are core's route's; the icon is the seed's.
 */
function auditMenu(): MenuSeedItem {
  const route = routeByName('audit');
  if (!route?.menu || !route.label) throw new Error("core's routes lost the Audit route");
  return {
    linkName: route.menu,
    label: route.label,
    type: MENU_TYPE.MENU,
    path: route.path,
    icon: 'bx bx-history',
    parent: MASTER,
    order: menuSeed.filter((m) => m.parent === MASTER).length + 1,
  };
}

/** Every menu of a freshly seeded server, in id order (ids are positions from 1). */
export const mockMenus: readonly MenuSeedItem[] = [...menuSeed, auditMenu()];
