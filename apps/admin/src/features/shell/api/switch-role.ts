import { api } from '@/lib/api';

export const switchRole = (idRole: number) => api.auth.switchRole({ id_role: idRole });
