import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Millisecond precision so the `updated_at` a client read round-trips exactly through
// JSON and can be compared for optimistic concurrency.
const stamp = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow();

const status = () =>
  text('status', { enum: ['ENABLE', 'DISABLE'] })
    .notNull()
    .default('ENABLE');

// Trigram index for `ILIKE '%term%'` search; works the same on PGlite and PostgreSQL.
const trgm = (name: string, column: { name: string }) =>
  index(name).using('gin', sql.raw(`"${column.name}" gin_trgm_ops`));

export const roles = pgTable(
  'roles',
  {
    id_role: serial('id_role').primaryKey(),
    role_name: text('role_name').notNull(),
    role_description: text('role_description').notNull().default(''),
    status: status(),
    created_at: stamp('created_at'),
    updated_at: stamp('updated_at'),
  },
  (t) => [
    // Unique without regard to case (DECISIONS: "Unique means unique").
    uniqueIndex('roles_name_uq').on(sql`lower(${t.role_name})`),
    trgm('roles_name_trgm', t.role_name),
    trgm('roles_description_trgm', t.role_description),
    index('roles_status_id').on(t.status, t.id_role),
    index('roles_status_created').on(t.status, t.created_at, t.id_role),
    index('roles_status_updated').on(t.status, t.updated_at, t.id_role),
  ],
);

export const menuMaster = pgTable(
  'menu_master',
  {
    id_menu_master: serial('id_menu_master').primaryKey(),
    menu_master_type: text('menu_master_type', { enum: ['MENU', 'LABEL'] }).notNull(),
    menu_master_nama: text('menu_master_nama').notNull(),
    menu_master_icon: text('menu_master_icon').notNull().default(''),
    menu_master_link_path: text('menu_master_link_path').notNull().default(''),
    menu_master_link_name: text('menu_master_link_name').notNull().default(''),
    menu_master_urutan: integer('menu_master_urutan').notNull().default(1),
    menu_master_parent: integer('menu_master_parent').notNull().default(0),
    status: status(),
    created_at: stamp('created_at'),
    updated_at: stamp('updated_at'),
  },
  (t) => [
    trgm('menu_nama_trgm', t.menu_master_nama),
    trgm('menu_link_path_trgm', t.menu_master_link_path),
    trgm('menu_link_name_trgm', t.menu_master_link_name),
    index('menu_status_id').on(t.status, t.id_menu_master),
    index('menu_status_nama').on(t.status, t.menu_master_nama, t.id_menu_master),
    index('menu_status_urutan').on(t.status, t.menu_master_urutan, t.id_menu_master),
    index('menu_parent').on(t.menu_master_parent),
    // A name once under one parent, without regard to case.
    uniqueIndex('menu_parent_nama_uq').on(t.menu_master_parent, sql`lower(${t.menu_master_nama})`),
    index('menu_link_name').on(t.menu_master_link_name),
    // Rights are checked by link name: two menus with one name would share them.
    uniqueIndex('menu_link_name_uq')
      .on(sql`lower(${t.menu_master_link_name})`)
      .where(sql`${t.menu_master_link_name} <> ''`),
  ],
);

/** Rights of a role on a menu. */
export const roleMenus = pgTable(
  'role_menus',
  {
    id_role: integer('id_role')
      .notNull()
      .references(() => roles.id_role, { onDelete: 'cascade' }),
    id_menu_master: integer('id_menu_master')
      .notNull()
      .references(() => menuMaster.id_menu_master, { onDelete: 'cascade' }),
    is_read: boolean('is_read').notNull().default(true),
    is_write: boolean('is_write').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.id_role, t.id_menu_master] }),
    index('role_menus_menu').on(t.id_menu_master),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    password_hash: text('password_hash').notNull(),
    name: text('name').notNull(),
    path_photo: text('path_photo'),
    status: status(),
    created_at: stamp('created_at'),
    updated_at: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    trgm('users_username_trgm', t.username),
    trgm('users_name_trgm', t.name),
    index('users_status_id').on(t.status, t.id),
    index('users_status_username').on(t.status, t.username, t.id),
    index('users_status_name').on(t.status, t.name, t.id),
    index('users_status_created').on(t.status, t.created_at, t.id),
    index('users_status_updated').on(t.status, t.updated_at, t.id),
    // Maintenance asks "does any user show this upload?" per old upload (uploads/orphans.ts).
    index('users_path_photo')
      .on(t.path_photo)
      .where(sql`${t.path_photo} is not null`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id_role: integer('id_role')
      .notNull()
      .references(() => roles.id_role, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.id_role] }), index('user_roles_role').on(t.id_role)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active_role_id: integer('active_role_id').references(() => roles.id_role, {
      onDelete: 'set null',
    }),
    created_at: stamp('created_at'),
    expires_at: timestamp('expires_at', {
      withTimezone: true,
      precision: 3,
      mode: 'date',
    }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, precision: 3, mode: 'date' }),
    /** Why a session ended when its owner did not end it and must be told (ONE_TIME_LOGIN: 'replaced'). */
    revoked_reason: text('revoked_reason'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.token_hash), index('sessions_user').on(t.user_id)],
);

/**
 * Sign-in CAPTCHA challenges (CAPTCHA = Ya): only hashes are kept; a row is deleted by
 * the check that reads it (one use) and is worthless after `expires_at` (2 minutes).
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id_hash: text('id_hash').primaryKey(),
    answer_hash: text('answer_hash').notNull(),
    expires_at: timestamp('expires_at', {
      withTimezone: true,
      precision: 3,
      mode: 'date',
    }).notNull(),
  },
  (t) => [index('captcha_challenges_expires').on(t.expires_at)],
);

/**
 * One-use links that set a user's password (an invitation or a reset; DECISIONS
 * "Invitations and resets without e-mail"): only the token's hash is kept; using a link
 * deletes it (one statement, so of two parallel uses one wins), and so does a newer link of
 * the same user.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: stamp('created_at'),
    expires_at: timestamp('expires_at', {
      withTimezone: true,
      precision: 3,
      mode: 'date',
    }).notNull(),
  },
  (t) => [
    uniqueIndex('password_links_token_uq').on(t.token_hash),
    index('password_links_user').on(t.user_id),
  ],
);

/** Failed sign-ins counted per key (`user:<name>` or `ip:<address>`) within a window. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_start: timestamp('window_start', { withTimezone: true, precision: 3, mode: 'date' })
    .notNull()
    .defaultNow(),
});

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    nama_page: text('nama_page').notNull(),
    deskripsi_page: text('deskripsi_page').notNull().default(''),
    status: status(),
    created_at: stamp('created_at'),
    updated_at: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('pages_nama_uq').on(t.nama_page),
    trgm('pages_nama_trgm', t.nama_page),
    trgm('pages_deskripsi_trgm', t.deskripsi_page),
    index('pages_status_id').on(t.status, t.id),
    index('pages_status_nama').on(t.status, t.nama_page, t.id),
  ],
);

export const pageRows = pgTable(
  'page_rows',
  {
    id: serial('id').primaryKey(),
    page_id: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
  },
  (t) => [uniqueIndex('page_rows_page_number').on(t.page_id, t.number)],
);

export const pageColumns = pgTable(
  'page_columns',
  {
    id: serial('id').primaryKey(),
    row_id: integer('row_id')
      .notNull()
      .references(() => pageRows.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    grid: integer('grid').notNull(),
    component: text('component').notNull(),
    order_no: integer('order_no').notNull(),
  },
  (t) => [index('page_columns_row').on(t.row_id)],
);

export const pohonProfesi = pgTable(
  'pohon_profesi',
  {
    id_pohon_profesi: serial('id_pohon_profesi').primaryKey(),
    nama_pohon_profesi: text('nama_pohon_profesi').notNull(),
    status: status(),
    created_at: stamp('created_at'),
    updated_at: stamp('updated_at'),
  },
  (t) => [
    trgm('pohon_nama_trgm', t.nama_pohon_profesi),
    uniqueIndex('pohon_nama_uq').on(sql`lower(${t.nama_pohon_profesi})`),
    index('pohon_status_id').on(t.status, t.id_pohon_profesi),
    index('pohon_status_nama').on(t.status, t.nama_pohon_profesi, t.id_pohon_profesi),
  ],
);

export const configs = pgTable('configs', {
  key: text('key').primaryKey(),
  value: text('value').notNull().default(''),
  updated_at: stamp('updated_at'),
});

/**
 * Execution schedules (pelaksanaan) a role may be tied to: master data (DECISIONS "Pelaksanaan
 * and Kode Tes are master data"), unique without regard to case.
 */
export const jadwalPelaksanaan = pgTable(
  'jadwal_pelaksanaan',
  {
    idjadwal_pelaksanaan: serial('idjadwal_pelaksanaan').primaryKey(),
    pelaksanaan: text('pelaksanaan').notNull(),
    status: status(),
    created_at: stamp('created_at'),
    updated_at: stamp('updated_at'),
  },
  (t) => [
    trgm('jadwal_pelaksanaan_trgm', t.pelaksanaan),
    uniqueIndex('jadwal_pelaksanaan_uq').on(sql`lower(${t.pelaksanaan})`),
    index('jadwal_status_id').on(t.status, t.idjadwal_pelaksanaan),
    index('jadwal_status_pelaksanaan').on(t.status, t.pelaksanaan, t.idjadwal_pelaksanaan),
  ],
);

/**
 * Test codes of a schedule: unique in the whole product without regard to case. A code goes
 * with its schedule's delete, which a role holding either refuses (role_kode_tes, role_schedule).
 */
export const kodeTes = pgTable(
  'kode_tes',
  {
    idjadwal: serial('idjadwal').primaryKey(),
    idjadwal_pelaksanaan: integer('idjadwal_pelaksanaan')
      .notNull()
      .references(() => jadwalPelaksanaan.idjadwal_pelaksanaan, { onDelete: 'cascade' }),
    kode_tes: text('kode_tes').notNull(),
  },
  (t) => [
    index('kode_tes_jadwal').on(t.idjadwal_pelaksanaan),
    uniqueIndex('kode_tes_uq').on(sql`lower(${t.kode_tes})`),
    // The schedules list finds a schedule by any of its codes.
    trgm('kode_tes_trgm', t.kode_tes),
  ],
);

/**
 * One counter that every change to what a side menu shows moves (menus, their order and
 * status, role rights, role status, who holds which role), in the writer's own
 * transaction, by triggers (migration 0009). Every instance reads the same number, so a
 * console that learns it on navigation knows when to fetch its menu again.
 */
export const menuVersion = pgTable('menu_version', {
  id: integer('id').primaryKey().default(1),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/** The one execution schedule of a role (spec §3 roles_data_akses). */
export const roleSchedule = pgTable(
  'role_schedule',
  {
    id_role: integer('id_role')
      .primaryKey()
      .references(() => roles.id_role, { onDelete: 'cascade' }),
    // A schedule a role holds is never deleted, not even by a cascade (409 naming the roles).
    idjadwal_pelaksanaan: integer('idjadwal_pelaksanaan')
      .notNull()
      .references(() => jadwalPelaksanaan.idjadwal_pelaksanaan, { onDelete: 'restrict' }),
  },
  (t) => [index('role_schedule_jadwal').on(t.idjadwal_pelaksanaan)],
);

export const roleKodeTes = pgTable(
  'role_kode_tes',
  {
    id_role: integer('id_role')
      .notNull()
      .references(() => roles.id_role, { onDelete: 'cascade' }),
    // Nor a code a role holds, whether alone (an edit) or with its schedule (a cascade).
    idjadwal: integer('idjadwal')
      .notNull()
      .references(() => kodeTes.idjadwal, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.id_role, t.idjadwal] }),
    // "Which roles hold this code?" before a code or its schedule is deleted.
    index('role_kode_tes_code').on(t.idjadwal),
  ],
);

// Both drivers hand bytea back as bytes (node-postgres a Buffer, PGlite a Uint8Array)
// over a plain ArrayBuffer, never a shared one.
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array<ArrayBuffer> }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded images (at most 2.2 MB each), in the database so every instance serves every
 * file (DECISIONS "Files live in the database"). `name` is the served name
 * `<32 hex>.<ext>`: random, never reused, so a row never changes and its name is its ETag.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    created_at: stamp('created_at'),
    // Who sent it, for the cap on bytes a user holds that nothing uses yet (uploads/quota.ts).
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // Maintenance looks for uploads older than a day; the cap sums one user's.
  (t) => [
    index('uploads_created').on(t.created_at),
    index('uploads_uploaded_by')
      .on(t.uploaded_by)
      .where(sql`${t.uploaded_by} is not null`),
  ],
);

/** When a cluster-wide periodic job last ran (maintenance: once per interval for all instances). */
export const clusterJobs = pgTable('cluster_jobs', {
  name: text('name').primaryKey(),
  last_run_at: timestamp('last_run_at', {
    withTimezone: true,
    precision: 3,
    mode: 'date',
  }).notNull(),
});

/**
 * Every write of the product, written in the writer's own transaction: who
 * (user and active role, their names kept as they were), when, what (entity and id), the
 * values before and after (secrets only as "changed"), where from and which request.
 * No foreign keys: the trail outlives the users, roles and records it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: stamp('at'),
    user_id: integer('user_id'),
    username: text('username').notNull().default(''),
    role_id: integer('role_id'),
    role_name: text('role_name').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    // The record's name as it was (its after, or before for a delete; migration 0016);
    // null for records of no master (sessions, uploads, the configuration).
    record_name: text('record_name'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address').notNull().default(''),
    request_id: text('request_id').notNull().default(''),
  },
  (t) => [
    // Newest first, by id (ids grow with time): the list's default order and the keyset.
    index('audit_at').on(t.at, t.id),
    index('audit_record').on(t.entity, t.entity_id, t.id),
    index('audit_user').on(t.user_id, t.id),
    index('audit_action').on(t.action, t.id),
    // Every other column the Audit list sorts by: without them a page of a million rows
    // sorts them all (0.1 s and more) instead of reading ten entries of an index.
    index('audit_username_sort').on(t.username, t.id),
    index('audit_role_name_sort').on(t.role_name, t.id),
    index('audit_entity_sort').on(t.entity, t.id),
    index('audit_entity_id_sort').on(t.entity_id, t.id),
    index('audit_record_name_sort').on(t.record_name, t.id),
    trgm('audit_username_trgm', t.username),
    trgm('audit_entity_id_trgm', t.entity_id),
    trgm('audit_record_name_trgm', t.record_name),
  ],
);
