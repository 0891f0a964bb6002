import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';
import { upsertUser } from '../seed/seed';

/** The same minimum the contract asks of a new password. */
export const MIN_PASSWORD = 8;

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD)
    throw new Error(`password must have at least ${MIN_PASSWORD} characters`);
}

/** Creates (or re-enables with a new password) a user holding the Admin role. */
export async function createAdmin(
  db: Db,
  hasher: PasswordHasher,
  username: string,
  name: string,
  password: string,
): Promise<void> {
  checkPassword(password);
  const [admin] = await db
    .select({ id: roles.id_role })
    .from(roles)
    .where(eq(roles.role_name, 'Admin'));
  if (!admin) throw new Error('no Admin role: run seed first');
  await upsertUser(db, hasher, { username, name, password }, [admin.id]);
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
