import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuMaster, roleMenus } from '../db/schema';

/** The Audit menu: under Master, its rights keyed by this link name. */
const AUDIT_MENU = {
  menu_master_type: 'MENU',
  menu_master_nama: 'Audit',
  menu_master_icon: 'bx bx-history',
  menu_master_link_path: '/master/audit',
  menu_master_link_name: 'audit',
} as const;

/**
 * Adds the Audit menu under Master with read and write for the Admin role. core's menu
 * table does not hold it (the console's screen comes later); migration 0006 adds the
 * same menu to databases seeded before it.
 */
export async function seedAuditMenu(db: Db, masterId: number, adminRoleId: number): Promise<void> {
  const [last] = await db
    .select({ n: max(menuMaster.menu_master_urutan) })
    .from(menuMaster)
    .where(and(eq(menuMaster.menu_master_parent, masterId)));
  const [menu] = await db
    .insert(menuMaster)
    .values({ ...AUDIT_MENU, menu_master_urutan: (last?.n ?? 0) + 1, menu_master_parent: masterId })
    .returning({ id: menuMaster.id_menu_master });
  await db
    .insert(roleMenus)
    .values({ id_role: adminRoleId, id_menu_master: menu!.id, is_read: true, is_write: true });
}
