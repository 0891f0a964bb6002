import type { Contract, EntryBody } from '@cermat/contract';
import { id as texts } from '@cermat/core';
import { eq, inArray } from 'drizzle-orm';
import { assertMayGrantRoles, assertMayManageUser, rolesHeldBy } from '../../auth/delegation';
import { passwordAllowed, passwordRefusal } from '../../auth/password-rule';
import { issueLink } from '../../auth/password-links';
import { revokeUserSessions } from '../../auth/sessions';
import type { Session } from '../../context/session';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { auditedWrite } from '../../audit/record';
import { ApiError, invalid, notFound } from '../../http/errors';
import { SERVED_PATH } from '../../uploads/store';
import { sessionOf, type HandlerContext, type ResourceHandlers } from '../../context/handler';
import { guardedUpdate, removeDisabled, setStatus } from '../../records/lifecycle';
import { uniqueField } from '../../records/unique';
import { expectedVersion, versioned } from '../../records/versions';
import { listHandler } from '../../lists/list-handler';
import { idList, insertedId, withIsoDates } from '../../records/rows';
import { userImportHandlers } from './user-import.handlers';
import { userColumns, userLifecycle, userListSpec } from './users.model';

/** The user form as the contract parsed it: an add (with a password or invited) or an edit. */
type UserBody =
  | EntryBody<Contract['users']['create']>
  | EntryBody<Contract['users']['invite']>
  | EntryBody<Contract['users']['update']>;
type NewUser = EntryBody<Contract['users']['invite']>;

/** Checks what the contract cannot: the password rule, matching passwords, known roles, our own photo path. */
async function checkUserBody(db: Db, body: UserBody): Promise<number[]> {
  const errors: Record<string, string[]> = {};
  if ('password' in body && (body.password ?? '') !== (body.password_confirm ?? ''))
    errors.password_confirm = [texts.server.passwordMismatch];
  if ('password' in body && body.password && !passwordAllowed(body.password, body.username))
    errors.password = [passwordRefusal()];
  if (body.path_photo && !SERVED_PATH.test(body.path_photo))
    errors.path_photo = [texts.server.invalid];
  const roleIds = idList(body.selected_role);
  if (roleIds.length === 0) errors.selected_role = [texts.server.invalid];
  else {
    const found = await db
      .select({ id: roles.id_role })
      .from(roles)
      .where(inArray(roles.id_role, roleIds));
    if (found.length !== roleIds.length) errors.selected_role = [texts.server.invalid];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return roleIds;
}

async function setRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  await db.insert(userRoles).values(roleIds.map((id_role) => ({ user_id: userId, id_role })));
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

const uniqueUsername = <T>(work: () => Promise<T>) => uniqueField('username', work);

/**
 * Adds a user after the form's and delegation's checks. Without a password the stored hash
 * is '' (an invited user): no password verifies against it (auth/password.ts).
 */
async function addUser(ctx: HandlerContext, b: NewUser, password?: string): Promise<number> {
  const roleIds = await checkUserBody(ctx.db, b);
  await assertMayGrantRoles(ctx.db, sessionOf(ctx), roleIds);
  const password_hash = password ? await ctx.hasher.hash(password) : '';
  return uniqueUsername(() =>
    auditedWrite(ctx, { action: 'create', entity: 'user' }, async (tx) => {
      const id = await insertedId(
        tx
          .insert(users)
          .values({
            username: b.username,
            name: b.name,
            path_photo: b.path_photo ?? null,
            password_hash,
          })
          .returning({ id: users.id }),
      );
      await setRoles(tx, id, roleIds);
      return id;
    }),
  );
}

/** A new password link of a user the caller may manage (delegation), who is enabled. */
async function linkFor(ctx: HandlerContext, userId: number) {
  const target = { action: 'password-link', entity: 'user', id: userId } as const;
  return auditedWrite(ctx, target, async (tx) => {
    await assertMayManageUser(tx, sessionOf(ctx), userId);
    const [user] = await tx
      .select({ username: users.username, status: users.status })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound();
    if (user.status !== 'ENABLE') throw new ApiError(409, texts.server.passwordLinkDisabled);
    const { token, expiresAt } = await issueLink(tx, userId);
    return {
      data: {
        user_id: userId,
        username: user.username,
        token,
        expires_at: expiresAt.toISOString(),
      },
    };
  });
}

/** No one disables or deletes the account it is signed in with (DECISIONS "No lock-out"). */
function refuseOwnAccount(session: Session, userId: number): void {
  if (session.userId === userId) throw new ApiError(409, texts.server.ownAccount);
}

export const userHandlers: ResourceHandlers<'users'> = {
  'users.list': listHandler('users', userListSpec),

  'users.get': async ({ db, c }, { query }) => {
    const userId = query.id;
    const [row] = await db
      .select({ ...userColumns, path_photo: users.path_photo })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw notFound();
    const selected_role = JSON.stringify(await rolesHeldBy(db, userId));
    return { data: [versioned(c, { ...withIsoDates(row), selected_role })] };
  },

  'users.create': async (ctx, { body }) => {
    await addUser(ctx, body, body.password);
    return { data: null, message: texts.server.saved };
  },

  // Two audited writes: the user's creation, then its link (one audit row each).
  'users.invite': async (ctx, { body }) => ({
    ...(await linkFor(ctx, await addUser(ctx, body))),
    message: texts.server.saved,
  }),

  'users.passwordLink': async (ctx, { body }) => linkFor(ctx, body.id),

  'users.update': async (ctx, { body: b }) => {
    const { db, hasher } = ctx;
    const session = sessionOf(ctx);
    const userId = b.id;
    const roleIds = await checkUserBody(db, b);
    const password_hash = b.password ? await hasher.hash(b.password) : undefined;
    const expected = expectedVersion(ctx.c, b.updated_at);
    await uniqueUsername(() =>
      auditedWrite(ctx, { action: 'update', entity: 'user', id: userId }, async (tx) => {
        const before = await rolesHeldBy(tx, userId);
        const rolesChanged = !sameSet(before, roleIds);
        // Nothing of a user who outranks the caller, its name included; oneself only
        // as far as one's own name and photo go.
        if (userId !== session.userId || password_hash || rolesChanged)
          await assertMayManageUser(tx, session, userId);
        if (rolesChanged) await assertMayGrantRoles(tx, session, roleIds);
        if (
          userId === session.userId &&
          session.activeRoleId !== null &&
          !roleIds.includes(session.activeRoleId)
        )
          throw new ApiError(409, texts.server.ownRole);
        await guardedUpdate(tx, userLifecycle, userId, expected, {
          username: b.username,
          name: b.name,
          // An absent photo keeps the current one; null or '' removes it.
          ...(b.path_photo !== undefined ? { path_photo: b.path_photo || null } : {}),
          ...(password_hash ? { password_hash } : {}),
        });
        if (rolesChanged) await setRoles(tx, userId, roleIds);
        // A new password or other roles end every session of that user at once.
        if (password_hash || rolesChanged) await revokeUserSessions(tx, userId);
      }),
    );
    return { data: null, message: texts.server.updated };
  },

  'users.setStatus': async (ctx, { body }) => {
    const session = sessionOf(ctx);
    const { id, status, updated_at } = body;
    if (status === 'DISABLE') refuseOwnAccount(session, id);
    const expected = expectedVersion(ctx.c, updated_at);
    await auditedWrite(ctx, { action: 'status', entity: 'user', id }, async (tx) => {
      await assertMayManageUser(tx, session, id);
      await setStatus(tx, userLifecycle, id, status, expected);
      if (status === 'DISABLE') await revokeUserSessions(tx, id);
    });
    return { data: null, message: texts.server.updated };
  },

  'users.remove': async (ctx, { body }) => {
    const session = sessionOf(ctx);
    const userId = body.id;
    refuseOwnAccount(session, userId);
    await auditedWrite(ctx, { action: 'delete', entity: 'user', id: userId }, async (tx) => {
      await assertMayManageUser(tx, session, userId);
      await revokeUserSessions(tx, userId);
      await removeDisabled(tx, userLifecycle, userId);
    });
    return { data: null, message: texts.server.deleted };
  },
  ...userImportHandlers,
};
