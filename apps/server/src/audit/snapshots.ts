import type { AuditEntity } from '@cermat/contract';
import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  configs,
  menuMaster,
  pageColumns,
  pageRows,
  pages,
  pohonProfesi,
  roles,
  sessions,
  uploads,
  users,
} from '../db/schema';

/** A record's state as the trail keeps it: field → scalar or list (contract `auditValues`). */
export type Snapshot = Record<string, unknown>;

/** Keys whose values never enter the trail: only whether they changed (redact.ts). */
export const SECRET_KEYS = new Set(['password', 'password_hash', 'token', 'token_hash']);

const byId = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : NaN);

/** Dates as ISO text, so a snapshot equals itself after a round trip through jsonb. */
const plain = (row: Record<string, unknown> | undefined): Snapshot | null =>
  row ? (JSON.parse(JSON.stringify(row)) as Snapshot) : null;

// One statement per snapshot: it runs twice on every write, inside its transaction.
const idsOf = (query: SQL) => sql<number[]>`array(${query})`;

async function role(db: Db, id: number): Promise<Snapshot | null> {
  const [row] = await db
    .select({
      ...getTableColumns(roles),
      menu_read: idsOf(
        sql`select id_menu_master from role_menus where id_role = ${id} and (is_read or is_write) order by 1`,
      ),
      menu_write: idsOf(
        sql`select id_menu_master from role_menus where id_role = ${id} and is_write order by 1`,
      ),
      idjadwal_pelaksanaan: sql<
        number | null
      >`(select idjadwal_pelaksanaan from role_schedule where id_role = ${id})`,
      kode_tes: idsOf(sql`select idjadwal from role_kode_tes where id_role = ${id} order by 1`),
    })
    .from(roles)
    .where(eq(roles.id_role, id));
  return plain(row);
}

async function user(db: Db, id: number): Promise<Snapshot | null> {
  const [row] = await db
    .select({
      ...getTableColumns(users),
      roles: idsOf(sql`select id_role from user_roles where user_id = ${id} order by 1`),
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  const { password_hash, ...rest } = row;
  // The hash only tells redact.ts whether the password changed; it is never stored.
  return plain({ ...rest, password: password_hash });
}

async function page(db: Db, id: number): Promise<Snapshot | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) return null;
  const cells = await db
    .select({ row: pageRows.number, col: pageColumns })
    .from(pageRows)
    .leftJoin(pageColumns, eq(pageColumns.row_id, pageRows.id))
    .where(eq(pageRows.page_id, id))
    .orderBy(asc(pageRows.number), asc(pageColumns.number));
  const rows: { grid: number; component: string; order: number }[][] = [];
  for (const cell of cells) {
    const list = (rows[cell.row - 1] ??= []);
    if (cell.col)
      list.push({ grid: cell.col.grid, component: cell.col.component, order: cell.col.order_no });
  }
  // Nested, so kept as JSON text: what insertPageRows takes back on a restore.
  return plain({ ...row, rows: JSON.stringify(rows.map((r) => r ?? [])) });
}

async function one(db: Db, entity: AuditEntity, id: string): Promise<Snapshot | null> {
  const n = byId(id);
  switch (entity) {
    case 'role':
      return role(db, n);
    case 'user':
      return user(db, n);
    case 'page':
      return page(db, n);
    case 'menu':
      return plain((await db.select().from(menuMaster).where(eq(menuMaster.id_menu_master, n)))[0]);
    case 'pohon_profesi':
      return plain(
        (await db.select().from(pohonProfesi).where(eq(pohonProfesi.id_pohon_profesi, n)))[0],
      );
    case 'config': {
      const rows = await db.select().from(configs).orderBy(configs.key);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    }
    case 'menu_order': {
      const rows = await db
        .select({
          id: menuMaster.id_menu_master,
          parent: menuMaster.menu_master_parent,
          urutan: menuMaster.menu_master_urutan,
        })
        .from(menuMaster)
        .orderBy(menuMaster.id_menu_master);
      return { order: JSON.stringify(rows) };
    }
    case 'session': {
      const [row] = await db
        .select({
          user_id: sessions.user_id,
          active_role_id: sessions.active_role_id,
          expires_at: sessions.expires_at,
          revoked_at: sessions.revoked_at,
        })
        .from(sessions)
        .where(eq(sessions.id, n));
      return plain(row);
    }
    case 'upload': {
      const [row] = await db
        .select({ mime: uploads.mime, size: uploads.size, created_at: uploads.created_at })
        .from(uploads)
        .where(eq(uploads.name, id));
      return plain(row);
    }
  }
}

/** The state of one record now (null when it does not exist), read in the caller's transaction. */
export const snapshot = (db: Db, entity: AuditEntity, id: string | number) =>
  one(db, entity, String(id));
