import { fill, id as texts } from '@cermat/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { menuMaster, roleMenus, roles, userRoles, users } from '../db/schema';
import { ApiError, fewNames } from '../http/errors';
import type { Session } from '../context/session';

/**
 * Rights as the server checks them: per menu link name (a menu without one, a heading or
 * a group, by `#id`), read and write; write implies read. Keyed by link name because the
 * link name is what every right check asks for, so renaming a menu's link moves rights.
 */
export type Rights = Map<string, { read: boolean; write: boolean; name: string }>;

interface RightRow {
  key: string;
  name: string;
  read: boolean;
  write: boolean;
}

function collect(rows: RightRow[]): Rights {
  const rights: Rights = new Map();
  for (const row of rows) {
    const known = rights.get(row.key);
    rights.set(row.key, {
      read: !!known?.read || row.read || row.write,
      write: !!known?.write || row.write,
      name: row.name,
    });
  }
  return rights;
}

const storedColumns = {
  key: sql<string>`coalesce(nullif(${menuMaster.menu_master_link_name}, ''), '#' || ${menuMaster.id_menu_master})`,
  name: menuMaster.menu_master_nama,
  read: roleMenus.is_read,
  write: roleMenus.is_write,
};

/**
 * The union of the stored rights of these roles, whatever the status of role or menu: what
 * they would grant once everything is enabled again, so what a caller must hold to hand
 * them out.
 */
async function rightsOfRoles(db: Db, roleIds: number[]): Promise<Rights> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select(storedColumns)
    .from(roleMenus)
    .innerJoin(menuMaster, eq(menuMaster.id_menu_master, roleMenus.id_menu_master))
    .where(inArray(roleMenus.id_role, roleIds));
  return collect(rows);
}

/** Effective rights (migration 0013's view) of every role, or of one. */
async function effectivePerRole(db: Db, roleId?: number): Promise<Map<number, Rights>> {
  const rows = await queryRows(
    db,
    sql`select id_role, link_key, menu_name, can_read, can_write from effective_rights
      ${roleId === undefined ? sql`` : sql`where id_role = ${roleId}`}`,
  );
  const byRole = new Map<number, RightRow[]>();
  for (const row of rows) {
    const role = Number(row.id_role);
    byRole.set(role, [
      ...(byRole.get(role) ?? []),
      {
        key: String(row.link_key),
        name: String(row.menu_name),
        read: row.can_read === true,
        write: row.can_write === true,
      },
    ]);
  }
  return new Map([...byRole].map(([role, list]) => [role, collect(list)]));
}

/** The caller's active role, while it is enabled and still held by the caller. */
async function activeRole(db: Db, session: Session): Promise<number | null> {
  if (session.activeRoleId === null) return null;
  const [usable] = await db
    .select({ id: roles.id_role })
    .from(roles)
    .innerJoin(
      userRoles,
      and(eq(userRoles.id_role, roles.id_role), eq(userRoles.user_id, session.userId)),
    )
    .where(and(eq(roles.id_role, session.activeRoleId), eq(roles.status, 'ENABLE')));
  return usable ? usable.id : null;
}

/**
 * True when the role writes on every menu there is, whatever its status: an
 * administrator's role, which the delegation rule leaves unaffected. Counting disabled
 * menus too means no one becomes such a holder by disabling what it lacks.
 */
async function holdsEverything(db: Db, roleId: number): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select (select count(*) from menu_master) = (
      select count(*) from role_menus rm where rm.id_role = ${roleId} and rm.is_write
    ) as every`,
  );
  return row?.every === true;
}

/** One right on one menu that a check refused. */
interface Grant {
  name: string;
  right: 'read' | 'write';
}

/** The rights in `wanted` that `held` lacks. */
function beyond(held: Rights, wanted: Rights): Grant[] {
  const out: Grant[] = [];
  for (const [key, want] of wanted) {
    const have = held.get(key);
    if (want.read && !have?.read) out.push({ name: want.name, right: 'read' });
    if (want.write && !have?.write) out.push({ name: want.name, right: 'write' });
  }
  return out;
}

/** The rights whose flag differs between two sets: what a change grants or takes away. */
function changed(before: Rights, after: Rights): Rights {
  const out: Rights = new Map();
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(key);
    const b = after.get(key);
    const read = !!a?.read !== !!b?.read;
    const write = !!a?.write !== !!b?.write;
    if (read || write) out.set(key, { read, write, name: (b ?? a)!.name });
  }
  return out;
}

/** `Role (tulis), User (baca)`: the refused rights by menu name, for the message. */
function describe(grants: Grant[]): string {
  return fewNames(
    grants.map((g) =>
      fill(g.right === 'write' ? texts.server.rightWrite : texts.server.rightRead, {
        menu: g.name,
      }),
    ),
  );
}

/**
 * 403 unless every right in `wanted` is the caller's own: no one grants (or takes away)
 * what it does not hold. A caller holding every right is unaffected.
 */
async function assertWithinCaller(
  db: Db,
  session: Session,
  wanted: Rights,
  text: Refusal = 'cannotGrant',
): Promise<void> {
  if (!wanted.size) return;
  refuseBeyond(await callersReach(db, session), wanted, text);
}

/** The message of a refusal, by what was refused. */
type Refusal = 'cannotGrant' | 'targetOutranks' | 'roleOutranks';

/** What the caller may grant, read before a write so the write cannot widen it. */
interface Reach {
  held: Rights;
  everything: boolean;
}

async function callersReach(db: Db, session: Session): Promise<Reach> {
  const role = await activeRole(db, session);
  if (role === null) return { held: new Map(), everything: false };
  const held = (await effectivePerRole(db, role)).get(role) ?? new Map();
  return { held, everything: await holdsEverything(db, role) };
}

function refuseBeyond(reach: Reach, wanted: Rights, text: Refusal = 'cannotGrant'): void {
  const missing = beyond(reach.held, wanted);
  if (missing.length && !reach.everything)
    throw new ApiError(403, fill(texts.server[text], { rights: describe(missing) }));
}

/** 403 unless the caller holds every right of these roles (assigning or enabling them). */
export async function assertMayGrantRoles(
  db: Db,
  session: Session,
  roleIds: number[],
): Promise<void> {
  await assertWithinCaller(db, session, await rightsOfRoles(db, roleIds));
}

/** The roles a user holds, whatever their status (a disabled role may be enabled again). */
export async function rolesHeldBy(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userRoles.id_role })
    .from(userRoles)
    .where(eq(userRoles.user_id, userId))
    .orderBy(userRoles.id_role);
  return rows.map((r) => r.id);
}

/** Holders of a role, for revoking their sessions when the role changes. */
export async function holdersOf(db: Db, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userRoles.user_id })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.user_id)))
    .where(eq(userRoles.id_role, roleId));
  return rows.map((r) => r.id);
}

/**
 * 403 when the target user holds a right the caller lacks, through any of its roles,
 * enabled or not: nothing of such a user is within the caller's reach (password, status,
 * roles, and also username, name and photo: renaming an administrator would let the caller
 * hand its name to an account of its own).
 */
export async function assertMayManageUser(db: Db, session: Session, userId: number) {
  const theirs = await rightsOfRoles(db, await rolesHeldBy(db, userId));
  await assertWithinCaller(db, session, theirs, 'targetOutranks');
}

/** 403 when the role holds a right the caller lacks: its name and description stay as they are. */
export async function assertMayManageRole(db: Db, session: Session, roleId: number) {
  await assertWithinCaller(db, session, await rightsOfRoles(db, [roleId]), 'roleOutranks');
}

/** Every right that differs between two effective states, over all roles. */
function movedRights(before: Map<number, Rights>, after: Map<number, Rights>): Rights {
  const moved: Rights = new Map();
  for (const role of new Set([...before.keys(), ...after.keys()]))
    for (const [key, flags] of changed(before.get(role) ?? new Map(), after.get(role) ?? new Map()))
      moved.set(key, {
        read: flags.read || !!moved.get(key)?.read,
        write: flags.write || !!moved.get(key)?.write,
        name: flags.name,
      });
  return moved;
}

/** Every menu there is, by key: its id. */
async function menusByKey(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: storedColumns.key, id: menuMaster.id_menu_master })
    .from(menuMaster);
  return new Map(rows.map((r) => [r.key, r.id]));
}

/**
 * The rights invariant (DECISIONS "Rights are an invariant of every write"): runs a write
 * and refuses it (403, rolled back with its transaction) when it changed, on any role, an
 * effective right the caller's active role does not hold: granted or taken away, by a
 * role's rights, its status or its deletion, a menu's status, link, parent or deletion,
 * an ordering, a restore. A right on a menu the write itself made is exempt: a new menu
 * goes to the roles that hold every right, so that they still do. `audit/record.ts` runs
 * every audited write through it, so a new write path cannot forget it.
 */
export async function withinCallerRights<T>(
  tx: Db,
  session: Session | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const reach = session ? await callersReach(tx, session) : { held: new Map(), everything: false };
  const before = await effectivePerRole(tx);
  const existed = new Set((await menusByKey(tx)).values());
  const result = await work();
  const moved = movedRights(before, await effectivePerRole(tx));
  // A menu this write made (not one it renamed: that keeps its id) was nobody's before.
  for (const [key, id] of await menusByKey(tx)) if (!existed.has(id)) moved.delete(key);
  refuseBeyond(reach, moved);
  return result;
}

/** Of these roles, the ones the caller may assign (it holds every right of each). */
export async function grantableRoles(
  db: Db,
  session: Session,
  roleIds: number[],
): Promise<Set<number>> {
  const reach = await callersReach(db, session);
  if (reach.everything || !roleIds.length) return reach.everything ? new Set(roleIds) : new Set();
  const rows = await db
    .select({ role: roleMenus.id_role, ...storedColumns })
    .from(roleMenus)
    .innerJoin(menuMaster, eq(menuMaster.id_menu_master, roleMenus.id_menu_master))
    .where(inArray(roleMenus.id_role, roleIds));
  const lacking = new Set(
    rows.filter((row) => beyond(reach.held, collect([row])).length).map((row) => row.role),
  );
  return new Set(roleIds.filter((id) => !lacking.has(id)));
}
