/** The wire shapes the console's screens use, as the contract defines them. */
export type { DashboardData, Role, RoleAccessDetail, TestCode, User } from '@cermat/api-client';

import type { RoleAccessDetail } from '@cermat/api-client';

/** A menu choice of the 'Hak Akses' modal. */
export type MenuOption = RoleAccessDetail['hak_akses'][number];
