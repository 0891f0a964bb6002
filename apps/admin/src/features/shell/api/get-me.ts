import { api } from '@/lib/api';

export const getMe = () => api.auth.me();
