import { api } from '@/lib/api';
import type { PasswordLink } from './password-link';

export interface UserFields {
  username: string;
  password: string;
  password_confirm: string;
  name: string;
  path_photo: string | null;
  /** Chosen role ids. */
  roles: number[];
  /** Tambah only: no password; the server answers a one-use link for the user to set one. */
  invite: boolean;
}

/**
 * Creates the user (or invites it: the answer is its password link), or updates it; on
 * edit empty passwords keep the current one.
 */
export function saveUser(
  fields: UserFields,
  existing?: { id: number; updated_at: string },
): Promise<PasswordLink | null> {
  const { roles, invite, password, password_confirm, ...user } = fields;
  const body = { ...user, selected_role: JSON.stringify(roles) };
  if (existing)
    return api.users.update({
      ...existing,
      ...body,
      ...(password || password_confirm ? { password, password_confirm } : {}),
    });
  return invite
    ? api.users.invite(body)
    : api.users.create({ ...body, password, password_confirm });
}
