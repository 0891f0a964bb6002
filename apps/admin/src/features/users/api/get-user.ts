import { api } from '@/lib/api';

export const getUser = async (id: number) => (await api.users.get({ id }))[0];
