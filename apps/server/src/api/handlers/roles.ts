import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { revokeUserSessions } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { inTransaction, isUniqueViolation } from '../../db/tx';
import { duplicate, notFound } from '../../http/errors';
import type { Handler } from '../handler';
import { guardedUpdate, removeDisabled, statusHandler, type Lifecycled } from '../lifecycle';
import { listHandler } from '../list-handler';
import { withIsoDates } from '../rows';
import { holdersOf } from './users';

export const roleLifecycle: Lifecycled = {
  table: roles,
  id: roles.id_role,
  status: roles.status,
  updatedAt: roles.updated_at,
};

export const roleColumns = {
  id_role: roles.id_role,
  role_name: roles.role_name,
  role_description: roles.role_description,
  status: roles.status,
  created_at: roles.created_at,
  updated_at: roles.updated_at,
};

export const roleSortable = {
  id_role: roles.id_role,
  role_name: roles.role_name,
  role_description: roles.role_description,
  created_at: roles.created_at,
  updated_at: roles.updated_at,
  status: roles.status,
};

/** Maps a unique-name collision to the field error instead of a 500. */
export async function uniqueRoleName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('role_name');
    throw error;
  }
}

export async function createRole(db: Db, body: Record<string, unknown>): Promise<void> {
  await uniqueRoleName(() =>
    db.insert(roles).values({
      role_name: body.role_name as string,
      role_description: (body.role_description as string | undefined) ?? '',
    }),
  );
}

/** Deletes a DISABLE role; its holders lose it, so their sessions end. */
export async function removeRole(db: Db, roleId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (const userId of await holdersOf(tx, roleId)) await revokeUserSessions(tx, userId);
    await removeDisabled(tx, roleLifecycle, roleId);
  });
}

export const roleHandlers: Record<string, Handler> = {
  'roles.list': listHandler('roles', {
    table: roles,
    columns: roleColumns,
    searchable: [roles.role_name, roles.role_description],
    sortable: roleSortable,
    tieBreaker: roles.id_role,
    statusColumn: roles.status,
    toRow: withIsoDates,
  }),

  'roles.get': async ({ db }, { query }) => {
    const [row] = await db
      .select(roleColumns)
      .from(roles)
      .where(eq(roles.id_role, query.id as number));
    if (!row) throw notFound();
    return { data: [[withIsoDates(row)]] };
  },

  'roles.create': async ({ db }, { body }) => {
    await createRole(db, body);
    return { data: null, message: texts.server.saved };
  },

  'roles.update': async ({ db }, { body }) => {
    await uniqueRoleName(() =>
      guardedUpdate(db, roleLifecycle, body.id as number, body.updated_at as string, {
        role_name: body.role_name,
        role_description: (body.role_description as string | undefined) ?? '',
      }),
    );
    return { data: null, message: texts.server.updated };
  },

  'roles.setStatus': statusHandler(roleLifecycle),

  'roles.remove': async ({ db }, { body }) => {
    await removeRole(db, body.id_role as number);
    return { data: null, message: texts.server.deleted };
  },
};
