import type { RouteDef, RouteRights } from '@cermat/core';
import { api } from '@/lib/api';

/**
 * Asks the server for the active role's rights on a route's menu (spec §4), and on
 * list screens also runs the page access check (spec §6, every master list per DECISIONS.md).
 */
export async function loadRouteRights(
  route: RouteDef,
  roleId: number,
): Promise<RouteRights | null> {
  if (!route.label || !route.menu) return null;
  const isList = !route.write && !route.module;
  const [rights, access] = await Promise.all([
    api.auth.getHakAkses({ menu: route.label, role: roleId }),
    isList ? api.auth.checkAccessMenu({ role_id: roleId, link_name: route.menu }) : null,
  ]);
  return access ? { ...rights, status_access: access.status_access } : rights;
}
