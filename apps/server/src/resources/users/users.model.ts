// A user as the rest of the server sees it: its lifecycle and its list.
import { ROLE_SEPARATOR, type USER_CSV_COLUMNS } from '@cermat/core';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import type { Lifecycled } from '../../records/lifecycle';
import { withIsoDates } from '../../records/rows';

export const userLifecycle: Lifecycled = {
  entity: 'user',
  table: users,
  id: users.id,
  status: users.status,
  updatedAt: users.updated_at,
};

// The password hash is never selected, so it can be neither shown, searched nor sorted.
export const userColumns = {
  user_id: users.id,
  username: users.username,
  name: users.name,
  status: users.status,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

/** What the list shows (and its CSV export). */
export const userListSpec = {
  table: users,
  columns: userColumns,
  searchable: [users.username, users.name],
  sortable: {
    user_id: users.id,
    username: users.username,
    name: users.name,
    created_at: users.created_at,
    updated_at: users.updated_at,
    status: users.status,
  },
  tieBreaker: users.id,
  statusColumn: users.status,
  toRow: withIsoDates,
};

/**
 * The CSV export's columns: the list's, then each user's role names (the import reads them
 * back by name, so a file moves between installations whose role ids differ).
 */
export const userExportColumns: Record<(typeof USER_CSV_COLUMNS)[number], PgColumn | SQL.Aliased> =
  {
    ...userColumns,
    roles:
      sql<string>`(select string_agg(r.role_name, ${` ${ROLE_SEPARATOR} `} order by r.role_name)
      from user_roles ur join roles r on r.id_role = ur.id_role where ur.user_id = ${users.id})`.as(
        'roles',
      ),
  };
