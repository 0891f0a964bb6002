import type { StatusChange } from '@cermat/core';
import { api } from '@/lib/api';

/** Disable or restore (PUT {id, status}), or delete (DELETE {id_role}). */
export const changeRoleStatus = (change: StatusChange, updatedAt: string) =>
  change.action === 'delete'
    ? api.roles.remove({ id_role: Number(change.id) })
    : api.roles.setStatus({
        id: Number(change.id),
        status: change.status ?? 'ENABLE',
        updated_at: updatedAt,
      });
