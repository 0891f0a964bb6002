import { MENU_LINK } from '@cermat/vocabulary';
import { list } from '../fields';
import { z } from 'zod';
import { entry } from '../entry';
import { limits } from '../limits';
import { roleOption } from './roles';

const count = z.number().int().min(0).optional();

const dashboardData = z.object({
  // Only the counts the active role may read are present.
  counts: z.object({ role: count, user: count, menu: count, page: count, pohon_profesi: count }),
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
