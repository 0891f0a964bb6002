import { api } from '@/lib/api';

/** The server's menu version (auth/check-token): it moves whenever a side menu may change. */
export const getMenuVersion = async () => (await api.auth.checkToken()).menu_version;
