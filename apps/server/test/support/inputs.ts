import { and, desc, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  auditLog,
  jadwalPelaksanaan,
  kodeTes,
  menuMaster,
  pages,
  pohonProfesi,
  roles,
  userRoles,
  users,
} from '../../src/db/schema';
import { issueLink } from '../../src/auth/password-links';
import { call, entry, type CallInput } from './client';
import type { Harness } from './harness';

/** The updated_at a client would have read for a record. */
async function stampOf(
  h: Harness,
  table: PgTable,
  id: PgColumn,
  value: number,
  updated: PgColumn,
): Promise<string> {
  const [row] = await h.db.select({ at: updated }).from(table).where(eq(id, value));
  return (row!.at as Date).toISOString();
}

export const roleStamp = (h: Harness, id: number) =>
  stampOf(h, roles, roles.id_role, id, roles.updated_at);
export const userStamp = (h: Harness, id: number) =>
  stampOf(h, users, users.id, id, users.updated_at);
export const pageStamp = (h: Harness, id: number) =>
  stampOf(h, pages, pages.id, id, pages.updated_at);
/** One row of a users CSV as the export writes it, naming a role the fixtures make. */
const importRow = {
  username: 'impor-baru',
  name: 'Impor Baru',
  status: 'ENABLE',
  roles: 'Baca Saja',
};

const menuStamp = (h: Harness, id: number) =>
  stampOf(h, menuMaster, menuMaster.id_menu_master, id, menuMaster.updated_at);
export const pohonStamp = (h: Harness, id: number) =>
  stampOf(h, pohonProfesi, pohonProfesi.id_pohon_profesi, id, pohonProfesi.updated_at);

export const pelaksanaanStamp = (h: Harness, id: number) =>
  stampOf(
    h,
    jadwalPelaksanaan,
    jadwalPelaksanaan.idjadwal_pelaksanaan,
    id,
    jadwalPelaksanaan.updated_at,
  );

/** A schedule's stored test codes, in id order. */
export const codesOf = async (h: Harness, id: number) =>
  (
    await h.db
      .select({ idjadwal: kodeTes.idjadwal, kode_tes: kodeTes.kode_tes })
      .from(kodeTes)
      .where(eq(kodeTes.idjadwal_pelaksanaan, id))
      .orderBy(kodeTes.idjadwal)
  ).map((c) => ({ ...c }));

export const pageBody = (name: string) => ({
  nama_page: name,
  deskripsi_page: 'Halaman uji',
  detail_page: [
    { number: 1, columns: [{ number: 1, grid: 12, component: 'WelcomeCard', order: 1 }] },
    {
      number: 2,
      columns: [
        { number: 1, grid: 6, component: 'StatCard', order: 2 },
        { number: 2, grid: 6, component: 'RoleSummary', order: 1 },
      ],
    },
  ],
});

/** The newest audit row's id. */
/** Another enabled role the caller holds (a switch to the active one changes nothing). */
async function otherRole(h: Harness, caller: { userId: number; roleId: number }) {
  const [row] = await h.db
    .select({ id: userRoles.id_role })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id_role, userRoles.id_role))
    .where(
      and(
        eq(userRoles.user_id, caller.userId),
        ne(userRoles.id_role, caller.roleId),
        eq(roles.status, 'ENABLE'),
      ),
    )
    .limit(1);
  return row?.id ?? caller.roleId;
}

async function lastAuditId(h: Harness): Promise<number> {
  const [row] = await h.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row!.id;
}

/**
 * A valid input for every contract entry, for the caller whose active role is
 * `roleId` and whose user id is `userId`: with the write role it succeeds.
 */
export async function validInput(
  h: Harness,
  name: string,
  caller: { userId: number; roleId: number },
): Promise<CallInput> {
  const f = h.fixtures;
  const target = f.targetUserId;
  const [firstCode] = await h.db.select().from(kodeTes).limit(1);
  // A Hak Akses option is a menu (DECISIONS "One permission model").
  const [firstMenuOption] = await h.db
    .select({ idhak_akses: menuMaster.id_menu_master, menu: menuMaster.menu_master_nama })
    .from(menuMaster)
    .orderBy(menuMaster.id_menu_master)
    .limit(1);
  const spk = (await h.db.select().from(roles).where(eq(roles.role_name, 'SPK')))[0]!.id_role;
  const inputs: Record<string, () => Promise<CallInput> | CallInput> = {
    'auth.login': () => ({ body: { username: 'admin', password: 'admin12345' } }),
    'auth.signInSettings': () => ({}),
    'auth.captcha': () => ({ query: { kind: 'text' } }),
    'auth.logout': () => ({}),
    'auth.checkToken': () => ({}),
    'auth.switchRole': async () => ({ body: { id_role: await otherRole(h, caller) } }),
    'auth.me': () => ({}),
    'auth.updateProfile': async () => ({
      body: { name: 'Nama Baru', updated_at: await userStamp(h, caller.userId) },
    }),
    'auth.checkAccessMenu': () => ({ query: { role_id: caller.roleId, link_name: 'all-role' } }),
    'auth.getHakAkses': () => ({ query: { menu: 'Role', role: caller.roleId } }),
    // A live link of the target user, as an administrator would hand it over.
    'auth.checkPasswordLink': async () => ({
      body: { token: (await issueLink(h.db, target)).token },
    }),
    'auth.usePasswordLink': async () => ({
      body: {
        token: (await issueLink(h.db, target)).token,
        password: 'sandi-tautan-baru-1',
        password_confirm: 'sandi-tautan-baru-1',
      },
    }),
    'dashboard.get': () => ({}),
    'roles.list': () => ({ query: { draw: 1 } }),
    'roles.get': () => ({ query: { id: f.adminRoleId } }),
    'roles.create': () => ({ body: { role_name: 'Role Baru', role_description: 'Uji' } }),
    'roles.update': async () => ({
      body: {
        id: spk,
        role_name: 'SPK Baru',
        role_description: 'Uji',
        updated_at: await roleStamp(h, spk),
      },
    }),
    'roles.setStatus': async () => ({
      body: { id: spk, status: 'DISABLE', updated_at: await roleStamp(h, spk) },
    }),
    'roles.remove': () => ({ body: { id_role: f.disabled.roleId } }),
    'roleAccess.list': () => ({ query: { page: 1, per_page: 10 } }),
    'roleAccess.create': () => ({ body: { role_name: 'Role Modal', role_description: 'Uji' } }),
    'roleAccess.detail': () => ({ params: { id_role: f.adminRoleId } }),
    'roleAccess.testCodes': () => ({
      params: { idjadwal_pelaksanaan: firstCode!.idjadwal_pelaksanaan },
    }),
    'roleAccess.update': async () => ({
      params: { id_role: spk },
      body: {
        id_role: spk,
        role_name: 'SPK',
        role_description: 'Uji',
        menu: [{ idhak_akses: firstMenuOption!.idhak_akses, menu: firstMenuOption!.menu }],
        idjadwal_pelaksanaan: firstCode!.idjadwal_pelaksanaan,
        kode_tes: [{ idjadwal: firstCode!.idjadwal, kode_tes: firstCode!.kode_tes }],
        updated_at: await roleStamp(h, spk),
      },
    }),
    'roleAccess.remove': () => ({ params: { id_role: f.disabled.roleId } }),
    'users.list': () => ({ query: { draw: 1 } }),
    'users.get': () => ({ query: { id: target } }),
    'users.create': () => ({
      body: {
        username: 'pengguna-baru',
        name: 'Pengguna Baru',
        password: 'rahasia-123',
        password_confirm: 'rahasia-123',
        selected_role: JSON.stringify([f.readerRoleId]),
      },
    }),
    'users.update': async () => ({
      body: {
        id: target,
        username: 'sasaran',
        name: 'Sasaran Ubah',
        selected_role: JSON.stringify([f.readerRoleId]),
        password: '',
        password_confirm: '',
        updated_at: await userStamp(h, target),
      },
    }),
    'users.setStatus': async () => ({
      body: { id: target, status: 'DISABLE', updated_at: await userStamp(h, target) },
    }),
    'users.remove': () => ({ body: { id: f.disabled.userId } }),
    'users.invite': () => ({
      body: {
        username: 'undangan-baru',
        name: 'Undangan Baru',
        selected_role: JSON.stringify([f.readerRoleId]),
      },
    }),
    'users.passwordLink': () => ({ body: { id: target } }),
    'users.checkImport': () => ({ body: { rows: [importRow] } }),
    'users.import': () => ({ body: { rows: [importRow] } }),
    'pages.list': () => ({ query: { draw: 1 } }),
    'pages.get': () => ({ query: { id: 1 } }),
    'pages.create': () => ({ body: pageBody('halaman-baru') }),
    'pages.update': async () => ({
      body: { id: 1, ...pageBody('beranda'), updated_at: await pageStamp(h, 1) },
    }),
    'pages.setStatus': async () => ({
      body: { id: 2, status: 'DISABLE', updated_at: await pageStamp(h, 2) },
    }),
    'pages.remove': () => ({ body: { id: f.disabled.pageId } }),
    'pages.render': () => ({ query: { name: 'beranda' } }),
    'menus.list': () => ({ query: { draw: 1 } }),
    'menus.get': () => ({ query: { id: 1 } }),
    'menus.create': () => ({
      body: { menu_tipe: 'LABEL', nama_label: 'Label Baru', urutan_label: 9 },
    }),
    'menus.update': async () => ({
      body: {
        id: 1,
        menu_tipe: 'LABEL',
        nama_label: 'Utama',
        urutan_label: 1,
        updated_at: await menuStamp(h, 1),
      },
    }),
    'menus.setStatus': async () => ({
      body: { id: 1, status: 'DISABLE', updated_at: await menuStamp(h, 1) },
    }),
    'menus.remove': () => ({ body: { id: f.disabled.menuId } }),
    'menus.parents': () => ({}),
    'menus.ordering': () => ({}),
    'menus.saveOrdering': () => ({ body: { list_menu: JSON.stringify([{ id: 1 }, { id: 2 }]) } }),
    'menus.menuRole': () => ({ query: { id_role: f.noAccessRoleId } }),
    'menus.saveMenuRole': () => ({
      body: { id_role: f.noAccessRoleId, menu_data: '[]', menu_write: '[]' },
    }),
    'pohonProfesi.list': () => ({ query: { draw: 1 } }),
    'pohonProfesi.get': () => ({ query: { id: 1 } }),
    'pohonProfesi.create': () => ({ body: { nama_pohon_profesi: 'Dahan Baru' } }),
    'pohonProfesi.update': async () => ({
      body: { id: 1, nama_pohon_profesi: 'Dahan Ubah', updated_at: await pohonStamp(h, 1) },
    }),
    'pohonProfesi.setStatus': async () => ({
      body: { id: 2, status: 'DISABLE', updated_at: await pohonStamp(h, 2) },
    }),
    'pohonProfesi.remove': () => ({ body: { id: f.disabled.pohonId } }),
    'pelaksanaan.list': () => ({ query: { draw: 1 } }),
    'pelaksanaan.get': () => ({ query: { id: 2 } }),
    'pelaksanaan.create': () => ({
      body: { pelaksanaan: 'Pelaksanaan Baru', kode_tes: [{ kode_tes: 'BARU-01' }] },
    }),
    // Schedule 2 no role holds: its first code renamed, its second dropped, one added.
    'pelaksanaan.update': async () => {
      const codes = await h.db
        .select({ idjadwal: kodeTes.idjadwal })
        .from(kodeTes)
        .where(eq(kodeTes.idjadwal_pelaksanaan, 2))
        .orderBy(kodeTes.idjadwal);
      return {
        body: {
          id: 2,
          pelaksanaan: 'Pelaksanaan Ubah',
          kode_tes: [
            { idjadwal: codes[0]!.idjadwal, kode_tes: 'UBAH-01' },
            { kode_tes: 'UBAH-02' },
          ],
          updated_at: await pelaksanaanStamp(h, 2),
        },
      };
    },
    'pelaksanaan.setStatus': async () => ({
      body: { id: 3, status: 'DISABLE', updated_at: await pelaksanaanStamp(h, 3) },
    }),
    'pelaksanaan.remove': () => ({ body: { id: f.disabled.pelaksanaanId } }),
    'configs.get': () => ({}),
    'configs.save': () => ({ body: { ONE_TIME_LOGIN: 'Ya', CAPTCHA: 'Tidak' } }),
    'references.roleActive': () => ({}),
    'references.upload': () => ({}),
    'audit.list': () => ({ query: { draw: 1 } }),
    'audit.get': async () => ({ query: { id: await lastAuditId(h) } }),
    'audit.history': () => ({ query: { draw: 1, entity: 'user', entity_id: String(target) } }),
    'audit.restore': async () => {
      // A change made by the administrator, so there is a row to go back from.
      const body = { id: 1, nama_pohon_profesi: 'Dahan Lama', updated_at: await pohonStamp(h, 1) };
      await call(h, entry('pohonProfesi.update'), { body }, h.tokens.admin);
      const id = await lastAuditId(h);
      return { body: { id, entity: 'pohon_profesi', entity_id: '1' } };
    },
    'bulk.apply': async () => ({
      body: {
        list: 'pohon-profesi',
        action: 'disable',
        items: [{ id: 2, updated_at: await pohonStamp(h, 2) }],
      },
    }),
    'exports.csv': () => ({ query: { list: 'users', search: 'a' } }),
  };
  const make = inputs[name];
  if (!make) throw new Error(`no valid input for ${name}`);
  return make();
}
