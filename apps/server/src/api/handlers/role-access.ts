import type { Contract, EntryBody } from '@cermat/contract';
import { id as texts, sortField } from '@cermat/core';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  hakAkses,
  jadwalPelaksanaan,
  kodeTes,
  roleHakAkses,
  roleKodeTes,
  roles,
  roleSchedule,
} from '../../db/schema';
import { auditedWrite } from '../../audit/record';
import { invalid, notFound } from '../../http/errors';
import { likePattern, listPage } from '../../lists/list-page';
import type { ResourceHandlers } from '../handler';
import { guardedUpdate } from '../lifecycle';
import { withIsoDates } from '../rows';
import { expectedVersion } from '../versions';
import {
  createRole,
  removeRole,
  roleColumns,
  roleLifecycle,
  roleSortable,
  uniqueRoleName,
} from './roles';

type AccessUpdate = EntryBody<Contract['roleAccess']['update']>;

async function testCodesOf(db: Db, scheduleId: number) {
  return db
    .select({ idjadwal: kodeTes.idjadwal, kode_tes: kodeTes.kode_tes })
    .from(kodeTes)
    .where(eq(kodeTes.idjadwal_pelaksanaan, scheduleId))
    .orderBy(kodeTes.idjadwal);
}

/** The chosen menus must exist, and the test codes must belong to the chosen schedule. */
async function checkAccessUpdate(db: Db, body: AccessUpdate, roleId: number) {
  const errors: Record<string, string[]> = {};
  if (body.id_role !== roleId) errors.id_role = [texts.server.invalid];
  const menuIds = [...new Set(body.menu.map((m) => m.idhak_akses))];
  const menus = await db
    .select({ id: hakAkses.idhak_akses })
    .from(hakAkses)
    .where(inArray(hakAkses.idhak_akses, menuIds));
  if (menus.length !== menuIds.length) errors.menu = [texts.server.invalid];
  const codes = new Set((await testCodesOf(db, body.idjadwal_pelaksanaan)).map((c) => c.idjadwal));
  if (codes.size === 0) errors.idjadwal_pelaksanaan = [texts.server.invalid];
  const codeIds = [...new Set(body.kode_tes.map((k) => k.idjadwal))];
  if (codeIds.some((c) => !codes.has(c))) errors.kode_tes = [texts.server.invalid];
  if (Object.keys(errors).length) throw invalid(errors);
  return { menuIds, codeIds };
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
    const [options, chosen, schedule, codes, schedules] = await Promise.all([
      db.select().from(hakAkses).orderBy(hakAkses.idhak_akses),
      db
        .select({ hak_akses_idhak_akses: hakAkses.idhak_akses, menu: hakAkses.menu })
        .from(roleHakAkses)
        .innerJoin(hakAkses, eq(hakAkses.idhak_akses, roleHakAkses.idhak_akses))
        .where(eq(roleHakAkses.id_role, roleId))
        .orderBy(hakAkses.idhak_akses),
      db.select().from(roleSchedule).where(eq(roleSchedule.id_role, roleId)),
      db
        .select({ jadwal_idjadwal: kodeTes.idjadwal, jadwal_kode_tes: kodeTes.kode_tes })
        .from(roleKodeTes)
        .innerJoin(kodeTes, eq(kodeTes.idjadwal, roleKodeTes.idjadwal))
        .where(eq(roleKodeTes.id_role, roleId))
        .orderBy(kodeTes.idjadwal),
      db.select().from(jadwalPelaksanaan).orderBy(jadwalPelaksanaan.idjadwal_pelaksanaan),
    ]);
    return {
      data: {
        hak_akses: options,
        roles_data_akses: schedule[0]
          ? { jadwal_pelaksanaan_idjadwal_pelaksanaan: schedule[0].idjadwal_pelaksanaan }
          : null,
        list_hak_akses: chosen,
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
    await uniqueRoleName(() =>
      auditedWrite(ctx, { action: 'access', entity: 'role', id: roleId }, async (tx) => {
        await guardedUpdate(tx, roleLifecycle, roleId, expected, {
          role_name: b.role_name,
          role_description: b.role_description ?? '',
        });
        await tx.delete(roleHakAkses).where(eq(roleHakAkses.id_role, roleId));
        await tx
          .insert(roleHakAkses)
          .values(menuIds.map((idhak_akses) => ({ id_role: roleId, idhak_akses })));
        await tx
          .insert(roleSchedule)
          .values({ id_role: roleId, idjadwal_pelaksanaan: b.idjadwal_pelaksanaan })
          .onConflictDoUpdate({
            target: roleSchedule.id_role,
            set: { idjadwal_pelaksanaan: b.idjadwal_pelaksanaan },
          });
        await tx.delete(roleKodeTes).where(and(eq(roleKodeTes.id_role, roleId)));
        await tx
          .insert(roleKodeTes)
          .values(codeIds.map((idjadwal) => ({ id_role: roleId, idjadwal })));
      }),
    );
    return { data: null, message: texts.server.updated };
  },

  'roleAccess.remove': async (ctx, { params }) => {
    await removeRole(ctx, params.id_role);
    return { data: null, message: texts.server.deleted };
  },
};
