import { api } from '@/lib/api';

/** Who the link is for and until when, or the server's one refusal for any unusable link. */
export const checkLink = (token: string) => api.auth.checkPasswordLink({ token });

/** Sets the password with the link, which is used up by it. */
export const setPasswordWith = (token: string, password: string, password_confirm: string) =>
  api.auth.usePasswordLink({ token, password, password_confirm });
