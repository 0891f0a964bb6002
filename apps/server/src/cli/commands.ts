import { eq, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { menuMaster, roleMenus, roles, users } from '../db/schema';
import { upsertUser } from '../seed/seed';

/** The same minimum the contract asks of a new password. */
const MIN_PASSWORD = 8;

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD)
    throw new Error(`password must have at least ${MIN_PASSWORD} characters`);
}

/**
 * The break-glass path (DECISIONS "No lock-out"): makes sure the Admin role exists, is
 * enabled and has read and write on every menu, then creates (or re-enables with a new
 * password) a user holding it. Whatever was done through the product, this gives the
 * product an administrator again.
 */
export async function createAdmin(
  db: Db,
  hasher: PasswordHasher,
  username: string,
  name: string,
  password: string,
): Promise<void> {
  checkPassword(password);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .update(roles)
      .set({ status: 'ENABLE' })
      .where(sql`lower(${roles.role_name}) = 'admin'`)
      .returning({ id: roles.id_role });
    const admin =
      found ??
      (await tx.insert(roles).values({ role_name: 'Admin' }).returning({ id: roles.id_role }))[0]!;
    const menus = await tx.select({ id: menuMaster.id_menu_master }).from(menuMaster);
    if (menus.length)
      await tx
        .insert(roleMenus)
        .values(menus.map((m) => ({ id_role: admin.id, id_menu_master: m.id, is_write: true })))
        .onConflictDoUpdate({
          target: [roleMenus.id_role, roleMenus.id_menu_master],
          set: { is_read: true, is_write: true },
        });
    await upsertUser(tx, hasher, { username, name, password }, [admin.id]);
  });
}

/** Sets a new password and ends every session of that user. */
export async function resetPassword(
  db: Db,
  hasher: PasswordHasher,
  username: string,
  password: string,
): Promise<void> {
  checkPassword(password);
  const password_hash = await hasher.hash(password);
  const [user] = await db
    .update(users)
    .set({ password_hash })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  if (!user) throw new Error(`no user ${username}`);
  await revokeUserSessions(db, user.id);
}
