import { CONFIG_KEYS } from '@cermat/contract';
import { menuSeed, roleGroupTable } from '@cermat/core';
import { count, eq, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../context/deps';
import type { Db } from '../db/client';
import { insertPageRows } from '../db/page-rows';
import {
  configs,
  jadwalPelaksanaan,
  kodeTes,
  menuMaster,
  pages,
  pohonProfesi,
  roleKodeTes,
  roleMenus,
  roles,
  roleSchedule,
  userRoles,
  users,
} from '../db/schema';
import { seedAuditMenu } from './audit-menu';
import {
  DEMO_ADMIN,
  demoConfigs,
  demoPages,
  demoPohonProfesi,
  demoRoles,
  demoSchedules,
} from './demo-data';

/** True when nothing was seeded yet (no role at all). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(roles);
  return (row?.n ?? 0) === 0;
}

/** Menus of core's route table, parents resolved by link name; returns link name → id. */
async function seedMenus(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const item of menuSeed) {
    const [row] = await db
      .insert(menuMaster)
      .values({
        menu_master_type: item.type,
        menu_master_nama: item.label,
        menu_master_icon: item.icon,
        menu_master_link_path: item.path,
        menu_master_link_name: item.linkName,
        menu_master_urutan: item.order,
        menu_master_parent: item.parent === null ? 0 : (ids.get(item.parent) ?? 0),
      })
      .returning({ id: menuMaster.id_menu_master });
    ids.set(item.linkName, row!.id);
  }
  return ids;
}

/** The four roles with the rights of the role-group table; returns their ids in order. */
async function seedRoles(db: Db, menuIds: Map<string, number>): Promise<number[]> {
  const roleIds: number[] = [];
  for (const { group, description } of demoRoles) {
    const [role] = await db
      .insert(roles)
      .values({ role_name: group, role_description: description })
      .returning({ id: roles.id_role });
    roleIds.push(role!.id);
    const table = roleGroupTable(group);
    const rights = menuSeed
      .map((m) => ({ m, access: table[m.label] }))
      .filter(({ access }) => access?.read || access?.write)
      .map(({ m, access }) => ({
        id_role: role!.id,
        id_menu_master: menuIds.get(m.linkName)!,
        is_read: true,
        is_write: access!.write,
      }));
    if (rights.length) await db.insert(roleMenus).values(rights);
  }
  return roleIds;
}

async function seedSchedules(db: Db, adminRoleId: number): Promise<void> {
  for (const [index, schedule] of demoSchedules.entries()) {
    const [row] = await db
      .insert(jadwalPelaksanaan)
      .values({ pelaksanaan: schedule.pelaksanaan })
      .returning({ id: jadwalPelaksanaan.idjadwal_pelaksanaan });
    const codes = await db
      .insert(kodeTes)
      .values(schedule.kodeTes.map((kode) => ({ idjadwal_pelaksanaan: row!.id, kode_tes: kode })))
      .returning({ id: kodeTes.idjadwal });
    if (index === 0) {
      await db.insert(roleSchedule).values({ id_role: adminRoleId, idjadwal_pelaksanaan: row!.id });
      await db
        .insert(roleKodeTes)
        .values(codes.map((c) => ({ id_role: adminRoleId, idjadwal: c.id })));
    }
  }
}

async function seedPages(db: Db): Promise<void> {
  for (const page of demoPages) {
    const [row] = await db
      .insert(pages)
      .values({
        nama_page: page.nama_page,
        deskripsi_page: page.deskripsi_page,
        status: page.status,
      })
      .returning({ id: pages.id });
    await insertPageRows(db, row!.id, page.rows);
  }
}

/** Creates (or resets) a user with every given role. */
export async function upsertUser(
  db: Db,
  hasher: PasswordHasher,
  user: { username: string; password: string; name: string },
  roleIds: number[],
): Promise<number> {
  const password_hash = await hasher.hash(user.password);
  // The unique index is on lower(username) ('Admin' is the account 'admin'), an expression
  // drizzle's ON CONFLICT target cannot name: reset the account if it exists, else create it.
  const [found] = await db
    .update(users)
    .set({ password_hash, status: 'ENABLE' })
    .where(sql`lower(${users.username}) = lower(${user.username})`)
    .returning({ id: users.id });
  const [row] = found
    ? [found]
    : await db
        .insert(users)
        .values({ username: user.username, name: user.name, password_hash })
        .returning({ id: users.id });
  if (roleIds.length)
    await db
      .insert(userRoles)
      .values(roleIds.map((id_role) => ({ user_id: row!.id, id_role })))
      .onConflictDoNothing();
  return row!.id;
}

/** The demo data of a first start, in one transaction. */
export async function seedDemo(db: Db, hasher: PasswordHasher): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const menuIds = await seedMenus(t);
    const roleIds = await seedRoles(t, menuIds);
    await seedAuditMenu(t, menuIds.get('master')!, roleIds[0]!);
    await seedSchedules(t, roleIds[0]!);
    await seedPages(t);
    await t
      .insert(pohonProfesi)
      .values(demoPohonProfesi.map((nama) => ({ nama_pohon_profesi: nama })));
    await t
      .insert(configs)
      .values(CONFIG_KEYS.map((key) => ({ key, value: demoConfigs[key] ?? '' })));
    // The demo admin holds every role so switching roles can be tried at once.
    await upsertUser(t, hasher, DEMO_ADMIN, roleIds);
  });
}

/** True while the user `admin` still signs in with the demo password. */
export async function demoPasswordUnchanged(db: Db, hasher: PasswordHasher): Promise<boolean> {
  const [row] = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.username, DEMO_ADMIN.username));
  return row ? hasher.verify(row.hash, DEMO_ADMIN.password) : false;
}
