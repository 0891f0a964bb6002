import { api } from '@/lib/api';

/** A one-use link to set a user's password, as the server made it. */
export type PasswordLink = Awaited<ReturnType<typeof api.users.passwordLink>>;

/** A reset link of an existing user (its older links end). */
export const resetLinkFor = (id: number) => api.users.passwordLink({ id });
