import { api } from '@/lib/api';

export const getRole = async (id: number) => (await api.roles.get({ id }))[0][0];
