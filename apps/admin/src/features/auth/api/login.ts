import { api } from '@/lib/api';

export const login = (body: { username: string; password: string }) => api.auth.login(body);
