import { MASTER_ENTITIES, MENU_LINK, type MasterEntity } from '@cermat/vocabulary';
import { list } from '../fields';
import { z } from 'zod';
import { entry } from '../entry';
import { limits } from '../limits';
import { roleOption } from './roles';

const count = z.number().int().min(0).optional();

const dashboardData = z.object({
  // A count per master, by its entity; only the counts the active role may read are present.
  counts: z.object(
    Object.fromEntries(MASTER_ENTITIES.map((entity) => [entity, count])) as Record<
      MasterEntity,
      typeof count
    >,
  ),
  roles: list(roleOption, limits.listItems),
});

export const dashboard = {
  get: entry({
    method: 'GET',
    path: 'dashboard',
    summary: 'Counts of the master data the active role may read, and its roles',
    menu: MENU_LINK.dashboard,
    right: 'session',
    data: dashboardData,
  }),
};

export type DashboardData = z.infer<typeof dashboardData>;
