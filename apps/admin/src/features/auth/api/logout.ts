import { api } from '@/lib/api';

export const logout = () => api.auth.logout();
