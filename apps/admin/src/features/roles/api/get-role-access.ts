import { api } from '@/lib/api';

export const getRoleAccess = (idRole: number) => api.roleAccess.detail({ id_role: idRole });
