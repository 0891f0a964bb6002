import { sql } from 'drizzle-orm';
import { fieldErrorsOf, username as usernameRule } from '@cermat/contract';
import { en, fieldLabel, fieldMessage } from '@cermat/core';
import type { PasswordHasher } from '../context/deps';
import { passwordAllowed, passwordRefusal } from '../auth/password-rule';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { menuMaster, roleMenus, roles, users } from '../db/schema';
import { upsertUser } from '../seed/seed';

/** The rules the contract and the server apply to a username (NFC, nothing invisible). */
function checkedUsername(name: string): string {
  const parsed = usernameRule.safeParse(name, { reportInput: true });
  if (parsed.success) return parsed.data;
  const label = fieldLabel(['username'], en);
  const errors = fieldErrorsOf(parsed.error, (_, issue) => fieldMessage(label, issue, en));
  throw new Error(Object.values(errors).flat().join(' '));
}

/** The password rule every other way of setting a password applies. */
function checkPassword(password: string, name: string): void {
  if (!passwordAllowed(password, name)) throw new Error(passwordRefusal(en));
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
  username = checkedUsername(username);
  checkPassword(password, username);
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
  checkPassword(password, username);
  const password_hash = await hasher.hash(password);
  const [user] = await db
    .update(users)
    .set({ password_hash })
    .where(sql`lower(${users.username}) = lower(${username.normalize('NFC')})`)
    .returning({ id: users.id });
  if (!user) throw new Error(`no user ${username}`);
  await revokeUserSessions(db, user.id);
}
