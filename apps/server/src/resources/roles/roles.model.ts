// A role as the rest of the server sees it: its lifecycle, list and unique name, and the
// writes the role-access screen and the audit's restore make through the same rules.
import type { Contract, EntryBody } from '@cermat/contract';
import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { assertMayManageRole, holdersOf } from '../../auth/delegation';
import { revokeUserSessions } from '../../auth/sessions';
import type { Session } from '../../context/session';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { auditedWrite } from '../../audit/record';
import { ApiError } from '../../http/errors';
import { sessionOf, type HandlerContext } from '../../context/handler';
import { guardedUpdate, removeDisabled, setStatus, type Lifecycled } from '../../records/lifecycle';
import { insertedId, withIsoDates } from '../../records/rows';
import { uniqueField } from '../../records/unique';
import type { Expected } from '../../records/versions';

export const roleLifecycle: Lifecycled = {
  entity: 'role',
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
export const uniqueRoleName = <T>(work: () => Promise<T>) => uniqueField('role_name', work);

/** The role a session works with is never disabled or deleted from under it. */
function refuseOwnRole(session: Session, roleId: number): void {
  if (session.activeRoleId === roleId) throw new ApiError(409, texts.server.ownRole);
}

/**
 * Sets a role's name and description, under the version the client read. A new name or
 * description of a role that holds rights beyond the caller's is refused: renaming the
 * Admin role 'Viewer (read only)' would mislead whoever assigns it next.
 */
export async function renameRole(
  tx: Db,
  session: Session,
  roleId: number,
  expected: Expected,
  body: { role_name: string; role_description?: string | undefined },
  more: { status?: 'ENABLE' | 'DISABLE' } = {},
): Promise<void> {
  const values = { role_name: body.role_name, role_description: body.role_description ?? '' };
  const [current] = await tx
    .select({ role_name: roles.role_name, role_description: roles.role_description })
    .from(roles)
    .where(eq(roles.id_role, roleId));
  if (
    current &&
    (current.role_name !== values.role_name || current.role_description !== values.role_description)
  )
    await assertMayManageRole(tx, session, roleId);
  await guardedUpdate(tx, roleLifecycle, roleId, expected, { ...values, ...more });
}

/** `roles.create` and `roleAccess.create` share the contract's roleCreate body. */
export async function createRole(
  ctx: HandlerContext,
  body: EntryBody<Contract['roles']['create']>,
): Promise<void> {
  await uniqueRoleName(() =>
    auditedWrite(ctx, { action: 'create', entity: 'role' }, (tx) =>
      insertedId(
        tx
          .insert(roles)
          .values({ role_name: body.role_name, role_description: body.role_description ?? '' })
          .returning({ id: roles.id_role }),
      ),
    ),
  );
}

/** Deletes a DISABLE role; its holders lose it, so their sessions end. */
export async function removeRole(ctx: HandlerContext, roleId: number): Promise<void> {
  const session = sessionOf(ctx);
  refuseOwnRole(session, roleId);
  await auditedWrite(ctx, { action: 'delete', entity: 'role', id: roleId }, async (tx) => {
    for (const userId of await holdersOf(tx, roleId)) await revokeUserSessions(tx, userId);
    await removeDisabled(tx, roleLifecycle, roleId);
  });
}

/**
 * ENABLE ⇄ DISABLE of a role. Disabling takes its rights from every holder (so never the
 * caller's own active role, never the last administrator's); enabling gives them back.
 * Either way only rights the caller holds itself.
 */
export async function setRoleStatus(
  ctx: HandlerContext,
  roleId: number,
  status: 'ENABLE' | 'DISABLE',
  expected: Expected,
): Promise<void> {
  const session = sessionOf(ctx);
  if (status === 'DISABLE') refuseOwnRole(session, roleId);
  await auditedWrite(ctx, { action: 'status', entity: 'role', id: roleId }, (tx) =>
    setStatus(tx, roleLifecycle, roleId, status, expected),
  );
}

/** What the list shows (and its CSV export). */
export const roleListSpec = {
  table: roles,
  columns: roleColumns,
  searchable: [roles.role_name, roles.role_description],
  sortable: roleSortable,
  tieBreaker: roles.id_role,
  statusColumn: roles.status,
  toRow: withIsoDates,
};
