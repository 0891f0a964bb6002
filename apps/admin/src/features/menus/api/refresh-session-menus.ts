import { api } from '@/lib/api';
import { applySessionData } from '@/lib/session';

/** Reads the signed-in user's menus again, so the side menu shows what was just saved. */
export async function refreshSessionMenus(): Promise<void> {
  applySessionData(await api.auth.me());
}
