import type { StatusChange } from '@cermat/core';
import { api } from '@/lib/api';

/** Disable or restore (PUT {id, status}), or delete (DELETE {id}). */
export const changeUserStatus = (change: StatusChange, updatedAt: string) =>
  change.action === 'delete'
    ? api.users.remove({ id: Number(change.id) })
    : api.users.setStatus({
        id: Number(change.id),
        status: change.status ?? 'ENABLE',
        updated_at: updatedAt,
      });
