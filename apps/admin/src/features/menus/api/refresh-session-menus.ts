import { api } from '@/lib/api';
import { applySessionData, sessionMark } from '@/lib/session';

/** Reads the signed-in user's menus again, so the side menu shows what was just saved. */
export async function refreshSessionMenus(): Promise<void> {
  const mark = sessionMark();
  applySessionData(await api.auth.me(), mark);
}
