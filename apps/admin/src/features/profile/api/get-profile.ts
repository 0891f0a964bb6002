import { api } from '@/lib/api';

/** The signed-in user as the server knows them now (with the updated_at to send back). */
export const getProfile = async () => (await api.auth.me()).user;
