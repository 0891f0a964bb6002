import type { Contract, EntryBody } from '@cermat/contract';
import { fill, id as texts, sortField } from '@cermat/core';
import { and, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  jadwalPelaksanaan,
  kodeTes,
  roleKodeTes,
  roleMenus,
  roles,
  roleSchedule,
} from '../../db/schema';
import { auditedWrite } from '../../audit/record';
import { isForeignKeyViolation } from '../../db/tx';
import { invalid, notFound } from '../../http/errors';
import { fieldMap, oneField } from '../../http/field-map';
import { likePattern, listPage } from '../../lists/list-page';
import { sessionOf, type ResourceHandlers } from '../../context/handler';
import { withIsoDates } from '../../records/rows';
import { expectedVersion } from '../../records/versions';
import {
  createRole,
  removeRole,
  renameRole,
  roleColumns,
  roleSortable,
  uniqueRoleName,
} from '../roles/roles.model';
import { enabledMenusInclude, menuChoices, replaceRoleRights } from '../../auth/role-rights';

type AccessUpdate = EntryBody<Contract['roleAccess']['update']>;

/**
 * The codes the modal offers for a schedule: those of an ENABLE one (a DISABLE or unknown
 * schedule offers none, an empty list), in the order they were made.
 */
async function testCodesOf(db: Db, scheduleId: number) {
  return db
    .select({ idjadwal: kodeTes.idjadwal, kode_tes: kodeTes.kode_tes })
    .from(kodeTes)
    .innerJoin(
      jadwalPelaksanaan,
      eq(jadwalPelaksanaan.idjadwal_pelaksanaan, kodeTes.idjadwal_pelaksanaan),
    )
    .where(
      and(eq(kodeTes.idjadwal_pelaksanaan, scheduleId), eq(jadwalPelaksanaan.status, 'ENABLE')),
    )
    .orderBy(kodeTes.idjadwal);
}

/**
 * The chosen menus must be enabled menus, the schedule an ENABLE one (a role holding one
 * disabled since keeps it until it is saved again: docs/decisions.md), and the test codes
 * that schedule's.
 */
async function checkAccessUpdate(db: Db, body: AccessUpdate, roleId: number) {
  const errors = fieldMap();
  if (body.id_role !== roleId) errors.id_role = [texts.server.invalid];
  const menuIds = [...new Set(body.menu.map((m) => m.idhak_akses))];
  if (!(await enabledMenusInclude(db, menuIds))) errors.menu = [texts.server.invalid];
  const [schedule] = await db
    .select({ status: jadwalPelaksanaan.status })
    .from(jadwalPelaksanaan)
    .where(eq(jadwalPelaksanaan.idjadwal_pelaksanaan, body.idjadwal_pelaksanaan));
  const codes = new Set((await testCodesOf(db, body.idjadwal_pelaksanaan)).map((c) => c.idjadwal));
  if (schedule?.status === 'DISABLE') errors.idjadwal_pelaksanaan = [texts.server.scheduleDisabled];
  else if (codes.size === 0) errors.idjadwal_pelaksanaan = [texts.server.invalid];
  else {
    // On the modal's one field of codes, each foreign one named.
    const foreign = body.kode_tes.filter((k) => !codes.has(k.idjadwal));
    if (foreign.length)
      errors.kode_tes = foreign.map((k) =>
        fill(texts.server.testCodeForeign, { code: k.kode_tes }),
      );
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { menuIds, codeIds: [...new Set(body.kode_tes.map((k) => k.idjadwal))] };
}

/**
 * A schedule or code deleted between the check and the write (the database refuses a role
 * holding what is gone): the same answer as if the check had seen it.
 */
async function goneMeanwhile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw invalid(oneField('idjadwal_pelaksanaan', texts.server.invalid));
    throw error;
  }
}

export const roleAccessHandlers: ResourceHandlers<'roleAccess'> = {
  'roleAccess.list': async ({ db, c }, { query: q }) => {
    const data = await listPage(
      db,
      {
        table: roles,
        columns: roleColumns,
        searchable: [roles.role_name, roles.role_description],
        sortable: roleSortable,
        defaultSort: { column: 'id_role', dir: 'desc' },
        tieBreaker: roles.id_role,
        statusColumn: roles.status,
        where: q.name?.trim() ? ilike(roles.role_name, likePattern(q.name.trim())) : undefined,
        toRow: withIsoDates,
      },
      {
        page: q.page ?? 1,
        perPage: q.per_page ?? 10,
        search: q.search,
        sort: q.column === undefined ? undefined : sortField('roles', q.column),
        dir: q.dir,
        status: q.status,
        url: c.req.url,
      },
    );
    return { data };
  },

  'roleAccess.create': async (ctx, { body }) => {
    await createRole(ctx, body);
    return { data: null, message: texts.server.saved };
  },

  'roleAccess.detail': async ({ db }, { params }) => {
    const roleId = params.id_role;
    const [role] = await db
      .select({ id: roles.id_role })
      .from(roles)
      .where(eq(roles.id_role, roleId));
    if (!role) throw notFound();
    // The options are the menus, the chosen ones the role's rights (DECISIONS "One permission model").
    const [options, rights, schedule, codes, schedules] = await Promise.all([
      menuChoices(db),
      db
        .select({ id: roleMenus.id_menu_master })
        .from(roleMenus)
        .where(eq(roleMenus.id_role, roleId)),
      db.select().from(roleSchedule).where(eq(roleSchedule.id_role, roleId)),
      db
        .select({ jadwal_idjadwal: kodeTes.idjadwal, jadwal_kode_tes: kodeTes.kode_tes })
        .from(roleKodeTes)
        .innerJoin(kodeTes, eq(kodeTes.idjadwal, roleKodeTes.idjadwal))
        .where(eq(roleKodeTes.id_role, roleId))
        .orderBy(kodeTes.idjadwal),
      // Only ENABLE schedules are offered; a role keeps a DISABLE one it holds until saved.
      db
        .select({
          idjadwal_pelaksanaan: jadwalPelaksanaan.idjadwal_pelaksanaan,
          pelaksanaan: jadwalPelaksanaan.pelaksanaan,
        })
        .from(jadwalPelaksanaan)
        .where(eq(jadwalPelaksanaan.status, 'ENABLE'))
        .orderBy(jadwalPelaksanaan.idjadwal_pelaksanaan),
    ]);
    const held = new Set(rights.map((r) => r.id));
    return {
      data: {
        hak_akses: options,
        roles_data_akses: schedule[0]
          ? { jadwal_pelaksanaan_idjadwal_pelaksanaan: schedule[0].idjadwal_pelaksanaan }
          : null,
        list_hak_akses: options
          .filter((o) => held.has(o.idhak_akses))
          .map((o) => ({ hak_akses_idhak_akses: o.idhak_akses, menu: o.menu })),
        list_kode_tes: codes,
        jadwal_pelaksanaan: schedules,
      },
    };
  },

  'roleAccess.testCodes': async ({ db }, { params }) => ({
    data: await testCodesOf(db, params.idjadwal_pelaksanaan),
  }),

  'roleAccess.update': async (ctx, { params, body: b }) => {
    const roleId = params.id_role;
    const { menuIds, codeIds } = await checkAccessUpdate(ctx.db, b, roleId);
    const expected = expectedVersion(ctx.c, b.updated_at);
    const session = sessionOf(ctx);
    await uniqueRoleName(() =>
      goneMeanwhile(() =>
        auditedWrite(ctx, { action: 'access', entity: 'role', id: roleId }, async (tx) => {
          await renameRole(tx, session, roleId, expected, b);
          // The same rights as the role-menu screen, judged by the same invariant. The modal
          // edits the menus it offers (enabled MENU entries): what the role holds on the
          // others (a heading, a disabled menu) stays, so a role saved unchanged is unchanged
          // and an administrator who saves its own role still holds every right.
          const offered = new Set((await menuChoices(tx)).map((o) => o.idhak_akses));
          await replaceRoleRights(tx, roleId, menuIds, { editable: offered });
          await tx
            .insert(roleSchedule)
            .values({ id_role: roleId, idjadwal_pelaksanaan: b.idjadwal_pelaksanaan })
            .onConflictDoUpdate({
              target: roleSchedule.id_role,
              set: { idjadwal_pelaksanaan: b.idjadwal_pelaksanaan },
            });
          await tx.delete(roleKodeTes).where(eq(roleKodeTes.id_role, roleId));
          await tx
            .insert(roleKodeTes)
            .values(codeIds.map((idjadwal) => ({ id_role: roleId, idjadwal })));
        }),
      ),
    );
    return { data: null, message: texts.server.updated };
  },

  'roleAccess.remove': async (ctx, { params }) => {
    await removeRole(ctx, params.id_role);
    return { data: null, message: texts.server.deleted };
  },
};
