import { api } from '@/lib/api';

export interface ProfileFields {
  name: string;
  path_photo: string | null;
  current_password: string;
  password: string;
  password_confirm: string;
}

/** Saves the own name and photo; the password only changes when a new one is typed. */
export function updateProfile(fields: ProfileFields, updatedAt: string) {
  const { current_password, password, password_confirm, ...rest } = fields;
  return api.auth.updateProfile({
    ...rest,
    updated_at: updatedAt,
    ...(password ? { current_password, password, password_confirm } : {}),
  });
}
