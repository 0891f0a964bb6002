import type { AuditEntity, MenuLinkName } from '@cermat/contract';
import { hasRight, type Right } from '../auth/access';
import type { Session } from '../context/session';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';

/**
 * The menu whose rights guard a record of each entity: a record's history needs read on
 * it, a restore write, exactly like that record's own list and edit. Sessions and uploads
 * belong to no screen of their own: their rows are the Audit menu's.
 */
export const ENTITY_MENU: Record<AuditEntity, MenuLinkName> = {
  role: 'all-role',
  user: 'all-user',
  menu: 'all-menu',
  menu_order: 'all-menu',
  page: 'all-page',
  pohon_profesi: 'pohon-profesi',
  config: 'konfigurasi',
  session: 'audit',
  upload: 'audit',
};

/** 403 unless the session's active role has the right on the menu. */
export async function requireRight(
  db: Db,
  session: Session,
  menu: string,
  right: Right,
): Promise<void> {
  if (!(await hasRight(db, session.userId, session.activeRoleId, menu, right))) throw forbidden();
}
