import { hasRight } from '../../auth/access';
import { countRows } from '../../lists/count';
import { sessionOf, type ResourceHandlers } from '../../context/handler';
import { heldRoles } from '../../auth/session-data';
import { masters } from '../masters';

// A count per master, by its entity, for a reader of its menu.
const counted = masters.map((m) => [m.entity, m.menu, m.lifecycle.table] as const);

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
