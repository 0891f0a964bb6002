import { CONFIG_KEYS, username } from '@cermat/contract';
import { id as texts, type PlainKind } from '@cermat/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { sessionOf, type HandlerContext } from '../../context/handler';
import { guardedUpdate } from '../../records/lifecycle';
import { parseWith } from '../../context/validate';
import { menuLifecycle } from '../menus/menus.model';
import { pageLifecycle } from '../pages/pages.model';
import {
  checkForm,
  lockedCodesOf,
  pelaksanaanLifecycle,
  writeCodes,
} from '../pelaksanaan/pelaksanaan.model';
import { plainModel } from '../plain/plain.model';
import { renameRole } from '../roles/roles.model';
import { userLifecycle } from '../users/users.model';
import { assertMayGrantRoles, assertMayManageUser, rolesHeldBy } from '../../auth/delegation';
import { revokeUserSessions } from '../../auth/sessions';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { insertPageRows } from '../../db/page-rows';
import {
  configs,
  jadwalPelaksanaan,
  kodeTes,
  menuMaster,
  pageRows,
  roleKodeTes,
  roleMenus,
  roles,
  roleSchedule,
  userRoles,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { guardRetention } from '../../audit/retention';
import type { Snapshot } from '../../audit/snapshots';

// The audit's own restore, so it lives with the audit resource and not with the audit rules
// in src/audit: each restorer writes its record through that resource's model (lifecycle,
// renameRole), which the rules below the resources may not import. A master's restorer is
// named in its line of the masters' registry (../masters.ts).

/** Writes a snapshot's values back onto its record, which still is at version `at`. */
export type Restorer = (
  ctx: HandlerContext,
  tx: Db,
  id: number,
  before: Snapshot,
  at: Date,
) => Promise<void>;

const str = (v: unknown) => String(v ?? '');
const ids = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
const status = (v: unknown) => (v === 'DISABLE' ? 'DISABLE' : 'ENABLE');

/** Of these ids, the ones still in the table (a menu or role may be gone since). */
async function still(tx: Db, column: PgColumn, wanted: number[]): Promise<number[]> {
  if (!wanted.length) return [];
  const rows = await tx
    .select({ id: sql<number>`${column}` })
    .from(column.table)
    .where(inArray(column, wanted));
  const found = new Set(rows.map((r) => r.id));
  return wanted.filter((i) => found.has(i));
}

/** The version the audit row saw: a restore is an edit made against it (409 when moved on). */
const against = (at: Date) => ({ any: false as const, versions: [at] });

export async function restoreRole(ctx: HandlerContext, tx: Db, id: number, b: Snapshot, at: Date) {
  const session = sessionOf(ctx);
  if (status(b.status) === 'DISABLE' && session.activeRoleId === id)
    throw new ApiError(409, texts.server.ownRole);
  await renameRole(
    tx,
    session,
    id,
    against(at),
    { role_name: str(b.role_name), role_description: str(b.role_description) },
    { status: status(b.status) },
  );
  const write = new Set(ids(b.menu_write));
  const read = await still(tx, menuMaster.id_menu_master, ids(b.menu_read));
  await tx.delete(roleMenus).where(eq(roleMenus.id_role, id));
  if (read.length)
    await tx.insert(roleMenus).values(
      read.map((m) => ({
        id_role: id,
        id_menu_master: m,
        is_read: true,
        is_write: write.has(m),
      })),
    );
  const codes = await still(tx, kodeTes.idjadwal, ids(b.kode_tes));
  await tx.delete(roleKodeTes).where(eq(roleKodeTes.id_role, id));
  if (codes.length)
    await tx.insert(roleKodeTes).values(codes.map((idjadwal) => ({ id_role: id, idjadwal })));
  await tx.delete(roleSchedule).where(eq(roleSchedule.id_role, id));
  const [schedule] = await still(
    tx,
    jadwalPelaksanaan.idjadwal_pelaksanaan,
    ids([b.idjadwal_pelaksanaan]),
  );
  if (schedule !== undefined)
    await tx.insert(roleSchedule).values({ id_role: id, idjadwal_pelaksanaan: schedule });
}

export async function restoreUser(ctx: HandlerContext, tx: Db, id: number, b: Snapshot, at: Date) {
  const session = sessionOf(ctx);
  const wanted = await still(tx, roles.id_role, ids(b.roles));
  if (id === session.userId) {
    if (status(b.status) === 'DISABLE') throw new ApiError(409, texts.server.ownAccount);
    if (session.activeRoleId !== null && !wanted.includes(session.activeRoleId))
      throw new ApiError(409, texts.server.ownRole);
  }
  const held = await rolesHeldBy(tx, id);
  const rolesChanged = held.join() !== [...wanted].sort((x, y) => x - y).join();
  // Nothing of a user who outranks the caller, as on the edit form.
  await assertMayManageUser(tx, session, id);
  if (rolesChanged) await assertMayGrantRoles(tx, session, wanted);
  await guardedUpdate(tx, userLifecycle, id, against(at), {
    // An old row's name passes today's rule or is not written back (422 on the field).
    username: parseWith(z.object({ username }), { username: str(b.username) }).username,
    name: str(b.name),
    path_photo: typeof b.path_photo === 'string' ? b.path_photo : null,
    status: status(b.status),
  });
  if (rolesChanged) {
    await tx.delete(userRoles).where(eq(userRoles.user_id, id));
    if (wanted.length)
      await tx.insert(userRoles).values(wanted.map((id_role) => ({ user_id: id, id_role })));
  }
  if (rolesChanged || status(b.status) === 'DISABLE') await revokeUserSessions(tx, id);
}

export async function restoreMenu(_: HandlerContext, tx: Db, id: number, b: Snapshot, at: Date) {
  // Its link name, status and parent move rights: the rights invariant judges the restore.
  await guardedUpdate(tx, menuLifecycle, id, against(at), {
    menu_master_nama: str(b.menu_master_nama),
    menu_master_icon: str(b.menu_master_icon),
    menu_master_link_path: str(b.menu_master_link_path),
    menu_master_link_name: str(b.menu_master_link_name),
    menu_master_urutan: Number(b.menu_master_urutan) || 1,
    menu_master_parent: Number(b.menu_master_parent) || 0,
    status: status(b.status),
  });
}

export async function restorePage(_: HandlerContext, tx: Db, id: number, b: Snapshot, at: Date) {
  await guardedUpdate(tx, pageLifecycle, id, against(at), {
    nama_page: str(b.nama_page),
    deskripsi_page: str(b.deskripsi_page),
    status: status(b.status),
  });
  await tx.delete(pageRows).where(eq(pageRows.page_id, id));
  const rows = JSON.parse(str(b.rows) || '[]') as Parameters<typeof insertPageRows>[2];
  await insertPageRows(tx, id, rows);
}

/** A plain master's declared fields and status. */
export function restorePlain(kind: PlainKind): Restorer {
  const { lifecycle, valuesOf } = plainModel(kind);
  return async (_, tx, id, b, at) => {
    await guardedUpdate(tx, lifecycle, id, against(at), {
      ...valuesOf(b),
      status: status(b.status),
    });
  };
}

/** A schedule's name, status and codes; a code gone since comes back with its id. */
export async function restorePelaksanaan(
  _: HandlerContext,
  tx: Db,
  id: number,
  b: Snapshot,
  at: Date,
) {
  const words = Array.isArray(b.kode_tes) ? b.kode_tes.map(str) : [];
  const codeIds: unknown[] = Array.isArray(b.idjadwal) ? b.idjadwal : [];
  const codes = words.map((kode_tes, i) => ({
    kode_tes,
    idjadwal: typeof codeIds[i] === 'number' ? codeIds[i] : undefined,
  }));
  await guardedUpdate(tx, pelaksanaanLifecycle, id, against(at), { status: status(b.status) });
  const current = await lockedCodesOf(tx, id);
  const pelaksanaan = str(b.pelaksanaan);
  // Taken names and codes as on the edit form (422, the code named).
  await checkForm(tx, { id, pelaksanaan, codes: codes.map((c) => ({ kode_tes: c.kode_tes })) });
  await tx
    .update(jadwalPelaksanaan)
    .set({ pelaksanaan })
    .where(eq(jadwalPelaksanaan.idjadwal_pelaksanaan, id));
  await writeCodes(tx, id, codes, current, true);
}

export async function restoreConfig(ctx: HandlerContext, tx: Db, _: number, b: Snapshot) {
  const retention = b.AUDIT_RETENTION_DAYS;
  await guardRetention(ctx, tx, typeof retention === 'string' ? retention : undefined);
  for (const key of CONFIG_KEYS) {
    if (typeof b[key] !== 'string') continue;
    const value = b[key];
    await tx
      .insert(configs)
      .values({ key, value })
      .onConflictDoUpdate({ target: configs.key, set: { value, updated_at: sql`now()` } });
  }
}
