import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  jadwalPelaksanaan,
  kodeTes,
  menuMaster,
  pages,
  pohonProfesi,
  roleMenus,
  roles,
  users,
} from '../../src/db/schema';
import { DEMO_ADMIN } from '../../src/seed/demo-data';
import { upsertUser } from '../../src/seed/seed';
import { testHasher } from './hasher';

export const FIXTURE_PASSWORD = 'sandi-uji-123';

/** The people of the access matrix, beside the demo admin (write everywhere). */
export interface Fixtures {
  adminRoleId: number;
  noAccessRoleId: number;
  readerRoleId: number;
  adminId: number;
  noAccessId: number;
  readerId: number;
  /** An ENABLE user that tests may edit or disable. */
  targetUserId: number;
  /** DISABLE records that may be deleted. */
  disabled: {
    roleId: number;
    userId: number;
    menuId: number;
    pohonId: number;
    pageId: number;
    /** A DISABLE execution schedule no role holds, with one test code. */
    pelaksanaanId: number;
  };
}

export const people = {
  admin: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
  noAccess: { username: 'tanpa-akses', password: FIXTURE_PASSWORD },
  reader: { username: 'pembaca', password: FIXTURE_PASSWORD },
};

export async function seedFixtures(db: Db): Promise<Fixtures> {
  const [admin] = await db
    .select({ id: roles.id_role })
    .from(roles)
    .where(eq(roles.role_name, 'Admin'));
  const [noAccessRole] = await db
    .insert(roles)
    .values({ role_name: 'Tanpa Akses', role_description: 'Tidak punya hak' })
    .returning({ id: roles.id_role });
  const [readerRole] = await db
    .insert(roles)
    .values({ role_name: 'Baca Saja', role_description: 'Hanya membaca' })
    .returning({ id: roles.id_role });
  const menus = await db.select({ id: menuMaster.id_menu_master }).from(menuMaster);
  await db.insert(roleMenus).values(
    menus.map((m) => ({
      id_role: readerRole!.id,
      id_menu_master: m.id,
      is_read: true,
      is_write: false,
    })),
  );
  const [adminUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, people.admin.username));
  const noAccessId = await upsertUser(db, testHasher, { ...people.noAccess, name: 'Tanpa Akses' }, [
    noAccessRole!.id,
  ]);
  const readerId = await upsertUser(db, testHasher, { ...people.reader, name: 'Pembaca' }, [
    readerRole!.id,
  ]);
  const targetUserId = await upsertUser(
    db,
    testHasher,
    { username: 'sasaran', password: FIXTURE_PASSWORD, name: 'Sasaran' },
    [readerRole!.id],
  );
  const disabledUserId = await upsertUser(
    db,
    testHasher,
    { username: 'arsip', password: FIXTURE_PASSWORD, name: 'Arsip' },
    [readerRole!.id],
  );
  await db.update(users).set({ status: 'DISABLE' }).where(eq(users.id, disabledUserId));
  const [disabledRole] = await db
    .insert(roles)
    .values({ role_name: 'Arsip', status: 'DISABLE' })
    .returning({ id: roles.id_role });
  const [disabledMenu] = await db
    .insert(menuMaster)
    .values({
      menu_master_type: 'LABEL',
      menu_master_nama: 'Arsip',
      menu_master_urutan: 99,
      status: 'DISABLE',
    })
    .returning({ id: menuMaster.id_menu_master });
  // As the product does for every new menu: the Admin role keeps holding every right.
  await db.insert(roleMenus).values({
    id_role: admin!.id,
    id_menu_master: disabledMenu!.id,
    is_read: true,
    is_write: true,
  });
  const [disabledPohon] = await db
    .insert(pohonProfesi)
    .values({ nama_pohon_profesi: 'Arsip', status: 'DISABLE' })
    .returning({ id: pohonProfesi.id_pohon_profesi });
  const [disabledSchedule] = await db
    .insert(jadwalPelaksanaan)
    .values({ pelaksanaan: 'Arsip Pelaksanaan', status: 'DISABLE' })
    .returning({ id: jadwalPelaksanaan.idjadwal_pelaksanaan });
  await db
    .insert(kodeTes)
    .values({ idjadwal_pelaksanaan: disabledSchedule!.id, kode_tes: 'ARSIP-01' });
  const [disabledPage] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(eq(pages.status, 'DISABLE'));
  return {
    targetUserId,
    disabled: {
      roleId: disabledRole!.id,
      userId: disabledUserId,
      menuId: disabledMenu!.id,
      pohonId: disabledPohon!.id,
      pageId: disabledPage!.id,
      pelaksanaanId: disabledSchedule!.id,
    },
    adminRoleId: admin!.id,
    noAccessRoleId: noAccessRole!.id,
    readerRoleId: readerRole!.id,
    adminId: adminUser!.id,
    noAccessId,
    readerId,
  };
}
