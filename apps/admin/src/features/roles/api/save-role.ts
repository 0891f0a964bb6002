import { api } from '@/lib/api';

export interface RoleFields {
  role_name: string;
  role_description: string;
}

/** Creates the role, or updates it when `id` and the `updated_at` read are given. */
export const saveRole = (fields: RoleFields, existing?: { id: number; updated_at: string }) =>
  existing ? api.roles.update({ ...existing, ...fields }) : api.roles.create(fields);
