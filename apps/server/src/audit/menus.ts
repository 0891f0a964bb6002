import type { AuditEntity, MenuLinkName } from '@cermat/contract';
import { MASTERS, MENU_LINK } from '@cermat/core';
import { hasRight, type Right } from '../auth/access';
import type { Session } from '../context/session';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';

type MasterEntity = (typeof MASTERS)[keyof typeof MASTERS]['entity'];

/** Each master's records are guarded by its own menu (its declaration). */
const MASTER_MENUS = Object.fromEntries(
  Object.values(MASTERS).map((master) => [master.entity, master.menu]),
) as Record<MasterEntity, MenuLinkName>;

/**
 * The menu whose rights guard a record of each entity: a record's history needs read on
 * it, a restore write, exactly like that record's own list and edit. Sessions and uploads
 * belong to no screen of their own: their rows are the Audit menu's.
 */
export const ENTITY_MENU: Record<AuditEntity, MenuLinkName> = {
  ...MASTER_MENUS,
  menu_order: MENU_LINK.menus,
  config: MENU_LINK.configuration,
  session: MENU_LINK.audit,
  upload: MENU_LINK.audit,
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
