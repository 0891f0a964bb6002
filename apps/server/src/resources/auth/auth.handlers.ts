import { routeByName, id as texts } from '@cermat/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import { hasRight } from '../../auth/access';
import { passwordAllowed, passwordRefusal } from '../../auth/password-rule';
import { reserveRoleSwitch } from '../../auth/role-switch';
import { revokeSession, setActiveRole } from '../../auth/sessions';
import { passwordLinkHandlers } from './password-link.handlers';
import { signInHandlers } from './sign-in.handlers';
import { menuMaster, roleMenus, sessions, userRoles, users } from '../../db/schema';
import { auditedWrite } from '../../audit/record';
import { userLifecycle } from '../users/users.model';
import { ApiError, invalid, tooMany } from '../../http/errors';
import { SERVED_PATH } from '../../uploads/store';
import { sessionOf, type ResourceHandlers } from '../../context/handler';
import { guardedUpdate } from '../../records/lifecycle';
import { expectedVersion } from '../../records/versions';
import { throttledCheck } from '../../auth/password-check';
import { currentMenuVersion, heldRoles, sessionData } from '../../auth/session-data';

const flag = (on: boolean) => (on ? 1 : 0);

/** A route name (add-role) or a menu link name (all-role) → the menu and the right it needs. */
function accessTarget(linkName: string): { menu: string; right: 'read' | 'write' } | null {
  const route = routeByName(linkName);
  if (route?.kind === 'authenticated') return null;
  if (route?.menu) return { menu: route.menu, right: route.write ? 'write' : 'read' };
  return { menu: linkName, right: 'read' };
}

export const authHandlers: ResourceHandlers<'auth'> = {
  ...signInHandlers,
  ...passwordLinkHandlers,

  'auth.logout': async (ctx) => {
    const id = sessionOf(ctx).id;
    await auditedWrite(ctx, { action: 'logout', entity: 'session', id }, (tx) =>
      revokeSession(tx, id),
    );
    return { data: null };
  },

  'auth.checkToken': async (ctx) => ({
    data: {
      expires_at: sessionOf(ctx).expiresAt.toISOString(),
      menu_version: await currentMenuVersion(ctx.db),
    },
  }),

  'auth.me': async (ctx) => {
    const session = sessionOf(ctx);
    return { data: await sessionData(ctx.db, session.userId, session.activeRoleId) };
  },

  'auth.switchRole': async (ctx, { body }) => {
    const session = sessionOf(ctx);
    const roleId = body.id_role;
    const held = await heldRoles(ctx.db, session.userId);
    if (!held.some((r) => r.id_role === roleId)) throw new ApiError(403, texts.server.roleNotHeld);
    // Already the active role: nothing changes, so nothing is counted or recorded.
    if (roleId === session.activeRoleId)
      return {
        data: await sessionData(ctx.db, session.userId, roleId),
        message: texts.success.roleSwitched,
      };
    const wait = await reserveRoleSwitch(ctx.db, session.id);
    if (wait !== null) {
      ctx.c.get('log').warn({ event: 'switchRole.throttled', sessionId: session.id });
      throw tooMany(texts.server.roleSwitchThrottled, wait);
    }
    await auditedWrite(ctx, { action: 'switch-role', entity: 'session', id: session.id }, (tx) =>
      setActiveRole(tx, session.id, roleId),
    );
    return {
      data: await sessionData(ctx.db, session.userId, roleId),
      message: texts.success.roleSwitched,
    };
  },

  'auth.updateProfile': async (ctx, { body: b }) => {
    const { db, hasher } = ctx;
    const session = sessionOf(ctx);
    const errors: Record<string, string[]> = {};
    if (b.path_photo && !SERVED_PATH.test(b.path_photo)) errors.path_photo = [texts.server.invalid];
    let password_hash: string | undefined;
    if (b.password) {
      const [me] = await db
        .select({ hash: users.password_hash, username: users.username })
        .from(users)
        .where(eq(users.id, session.userId));
      if (!passwordAllowed(b.password, me?.username ?? '')) errors.password = [passwordRefusal()];
      if (b.password !== b.password_confirm)
        errors.password_confirm = [texts.server.passwordMismatch];
      const current = b.current_password;
      // Nothing to check: a missing field, not a wrong password (and no guess spent).
      if (!current) errors.current_password = [texts.server.currentPasswordRequired];
      // Nor is a guess spent on a new password that would be refused anyway.
      else if (!errors.password) {
        // The same throttle as sign-in: a stolen session must not become a guessing oracle.
        const { ok, address } = await throttledCheck(
          ctx,
          me?.username ?? '',
          'profile',
          async () => (me ? hasher.verify(me.hash, current) : false),
        );
        if (!ok) {
          ctx.c
            .get('log')
            .warn({ event: 'profile.passwordFailed', userId: session.userId, address });
          errors.current_password = [texts.server.currentPasswordWrong];
        }
      }
      if (!Object.keys(errors).length) password_hash = await hasher.hash(b.password);
    }
    if (Object.keys(errors).length) throw invalid(errors);
    const target = { action: 'profile', entity: 'user', id: session.userId } as const;
    await auditedWrite(ctx, target, async (tx) => {
      await guardedUpdate(tx, userLifecycle, session.userId, expectedVersion(ctx.c, b.updated_at), {
        name: b.name,
        ...(b.path_photo !== undefined ? { path_photo: b.path_photo || null } : {}),
        ...(password_hash ? { password_hash } : {}),
      });
      // A new password ends every other session of this user; this one stays.
      if (password_hash)
        await tx
          .update(sessions)
          .set({ revoked_at: sql`now()` })
          .where(and(eq(sessions.user_id, session.userId), ne(sessions.id, session.id)));
    });
    const data = (await sessionData(db, session.userId, session.activeRoleId)).user;
    return { data, message: texts.server.updated };
  },

  'auth.checkAccessMenu': async (ctx, { query }) => {
    const session = sessionOf(ctx);
    const target = accessTarget(query.link_name);
    const held = (await heldRoles(ctx.db, session.userId)).some((r) => r.id_role === query.role_id);
    const allowed =
      held &&
      (target === null ||
        (await hasRight(ctx.db, session.userId, query.role_id, target.menu, target.right)));
    return { data: { status_access: flag(allowed) } };
  },

  'auth.getHakAkses': async (ctx, { query }) => {
    const session = sessionOf(ctx);
    const [row] = await ctx.db
      .select({ is_read: roleMenus.is_read, is_write: roleMenus.is_write })
      .from(roleMenus)
      .innerJoin(menuMaster, eq(menuMaster.id_menu_master, roleMenus.id_menu_master))
      .innerJoin(
        userRoles,
        and(eq(userRoles.id_role, roleMenus.id_role), eq(userRoles.user_id, session.userId)),
      )
      .where(and(eq(roleMenus.id_role, query.role), eq(menuMaster.menu_master_nama, query.menu)))
      .limit(1);
    return {
      data: {
        is_read: flag(!!row && (row.is_read || row.is_write)),
        is_write: flag(!!row?.is_write),
      },
    };
  },
};
