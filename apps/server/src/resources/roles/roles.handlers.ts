import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { auditedWrite } from '../../audit/record';
import { sessionOf, type ResourceHandlers } from '../../context/handler';
import { roles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listHandler } from '../../lists/list-handler';
import { withIsoDates } from '../../records/rows';
import { expectedVersion, versioned } from '../../records/versions';
import {
  createRole,
  removeRole,
  renameRole,
  roleColumns,
  roleListSpec,
  setRoleStatus,
  uniqueRoleName,
} from './roles.model';

export const roleHandlers: ResourceHandlers<'roles'> = {
  'roles.list': listHandler('roles', roleListSpec),

  'roles.get': async ({ db, c }, { query }) => {
    const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id_role, query.id));
    if (!row) throw notFound();
    return { data: [[versioned(c, withIsoDates(row))]] };
  },

  'roles.create': async (ctx, { body }) => {
    await createRole(ctx, body);
    return { data: null, message: texts.server.saved };
  },

  'roles.update': async (ctx, { body }) => {
    const expected = expectedVersion(ctx.c, body.updated_at);
    await uniqueRoleName(() =>
      auditedWrite(ctx, { action: 'update', entity: 'role', id: body.id }, (tx) =>
        renameRole(tx, sessionOf(ctx), body.id, expected, body),
      ),
    );
    return { data: null, message: texts.server.updated };
  },

  'roles.setStatus': async (ctx, { body }) => {
    const { id, status, updated_at } = body;
    await setRoleStatus(ctx, id, status, expectedVersion(ctx.c, updated_at));
    return { data: null, message: texts.server.updated };
  },

  'roles.remove': async (ctx, { body }) => {
    await removeRole(ctx, body.id_role);
    return { data: null, message: texts.server.deleted };
  },
};
