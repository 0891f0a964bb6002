import { api } from '@/lib/api';

export const updateRoleAccess = api.roleAccess.update;
