import { api } from '@/lib/api';

export interface UserFields {
  username: string;
  password: string;
  password_confirm: string;
  name: string;
  path_photo: string | null;
  /** Chosen role ids. */
  roles: number[];
}

/** Creates the user, or updates it; on edit empty passwords keep the current one. */
export function saveUser(fields: UserFields, existing?: { id: number; updated_at: string }) {
  const { roles, ...rest } = fields;
  const body = { ...rest, selected_role: JSON.stringify(roles) };
  if (!existing) return api.users.create(body);
  const { password, password_confirm, ...kept } = body;
  return api.users.update({
    ...existing,
    ...kept,
    ...(password || password_confirm ? { password, password_confirm } : {}),
  });
}
