import { api } from '@/lib/api';

export const getActiveRoles = async () => (await api.references.roleActive()).referensi;
