import type { PgTable } from 'drizzle-orm/pg-core';
import { hasRight } from '../../auth/access';
import { menuMaster, pages, pohonProfesi, roles, users } from '../../db/schema';
import { countRows } from '../../lists/count';
import { sessionOf, type ResourceHandlers } from '../../context/handler';
import { heldRoles } from '../../auth/session-data';

// Which count needs read on which menu.
const counted: [key: string, menu: string, table: PgTable][] = [
  ['role', 'all-role', roles],
  ['user', 'all-user', users],
  ['menu', 'all-menu', menuMaster],
  ['page', 'all-page', pages],
  ['pohon_profesi', 'pohon-profesi', pohonProfesi],
];

export const dashboardHandlers: ResourceHandlers<'dashboard'> = {
  'dashboard.get': async (ctx) => {
    const { db } = ctx;
    const session = sessionOf(ctx);
    const counts: Record<string, number> = {};
    for (const [key, menu, table] of counted) {
      if (!(await hasRight(db, session.userId, session.activeRoleId, menu, 'read'))) continue;
      counts[key] = (await countRows(db, table, undefined)).total;
    }
    return { data: { counts, roles: await heldRoles(db, session.userId) } };
  },
};
