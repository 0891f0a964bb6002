// A user as the rest of the server sees it: its lifecycle and its list.
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
