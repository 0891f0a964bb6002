import { fill, id as texts } from '@cermat/core';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuMaster, roleMenus, roles, userRoles } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Session } from './sessions';

/**
 * Rights as the server checks them: per menu link name (a menu without one, a heading or
 * a group, by `#id`), read and write; write implies read. Keyed by link name because the
 * link name is what every right check asks for, so renaming a menu's link moves rights.
 */
export type Rights = Map<string, { read: boolean; write: boolean; name: string }>;

interface RightRow {
  link: string;
  id: number;
  name: string;
  read: boolean;
  write: boolean;
}

const keyOf = (row: { link: string; id: number }) => row.link || `#${row.id}`;

function collect(rows: RightRow[]): Rights {
  const rights: Rights = new Map();
  for (const row of rows) {
    const key = keyOf(row);
    const known = rights.get(key);
    rights.set(key, {
      read: !!known?.read || row.read || row.write,
      write: !!known?.write || row.write,
      name: row.name,
    });
  }
  return rights;
}

const rightColumns = {
  link: menuMaster.menu_master_link_name,
  id: menuMaster.id_menu_master,
  name: menuMaster.menu_master_nama,
  read: roleMenus.is_read,
  write: roleMenus.is_write,
};

/** The union of the stored rights of these roles, whatever their status. */
async function rightsOfRoles(db: Db, roleIds: number[]): Promise<Rights> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select(rightColumns)
    .from(roleMenus)
    .innerJoin(menuMaster, eq(menuMaster.id_menu_master, roleMenus.id_menu_master))
    .where(inArray(roleMenus.id_role, roleIds));
  return collect(rows);
}

/** What the caller acts with: its active role's rights while that role is enabled and held. */
async function callerRights(db: Db, session: Session): Promise<Rights> {
  if (session.activeRoleId === null) return new Map();
  const [usable] = await db
    .select({ id: roles.id_role })
    .from(roles)
    .innerJoin(
      userRoles,
      and(eq(userRoles.id_role, roles.id_role), eq(userRoles.user_id, session.userId)),
    )
    .where(and(eq(roles.id_role, session.activeRoleId), eq(roles.status, 'ENABLE')));
  return usable ? rightsOfRoles(db, [session.activeRoleId]) : new Map();
}

/**
 * True when the rights hold write on every enabled menu: an administrator's role, which
 * the delegation rule leaves unaffected (DECISIONS "No one grants what they do not hold").
 */
async function holdsEverything(db: Db, held: Rights): Promise<boolean> {
  const menus = await db
    .select({ link: menuMaster.menu_master_link_name, id: menuMaster.id_menu_master })
    .from(menuMaster)
    .where(eq(menuMaster.status, 'ENABLE'));
  return menus.every((menu) => held.get(keyOf(menu))?.write);
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
  const shown = grants.slice(0, 5).map((g) =>
    fill(g.right === 'write' ? texts.server.rightWrite : texts.server.rightRead, {
      menu: g.name,
    }),
  );
  return grants.length > shown.length ? `${shown.join(', ')}, …` : shown.join(', ');
}

/**
 * 403 unless every right in `wanted` is the caller's own: no one grants (or takes away)
 * what it does not hold. A caller holding every right is unaffected.
 */
async function assertWithinCaller(
  db: Db,
  session: Session,
  wanted: Rights,
  text: 'cannotGrant' | 'targetOutranks' = 'cannotGrant',
): Promise<void> {
  if (!wanted.size) return;
  refuseBeyond(await callersReach(db, session), wanted, text);
}

/** What the caller may grant, read before a write so the write cannot widen it. */
interface Reach {
  held: Rights;
  everything: boolean;
}

async function callersReach(db: Db, session: Session): Promise<Reach> {
  const held = await callerRights(db, session);
  return { held, everything: await holdsEverything(db, held) };
}

function refuseBeyond(
  reach: Reach,
  wanted: Rights,
  text: 'cannotGrant' | 'targetOutranks' = 'cannotGrant',
): void {
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

/**
 * 403 when the target user holds a right the caller lacks: such a user's password,
 * status and roles are out of the caller's reach (an editor of users cannot take over
 * or shut out an administrator).
 */
export async function assertMayManageUser(db: Db, session: Session, userId: number) {
  const theirs = await rightsOfRoles(db, await rolesHeldBy(db, userId));
  await assertWithinCaller(db, session, theirs, 'targetOutranks');
}

/** The rights of the roles `where` picks, role by role. */
async function rightsPerRole(db: Db, where: SQL): Promise<Map<number, Rights>> {
  const rows = await db
    .select({ role: roles.id_role, ...rightColumns })
    .from(roleMenus)
    .innerJoin(menuMaster, eq(menuMaster.id_menu_master, roleMenus.id_menu_master))
    .innerJoin(roles, eq(roles.id_role, roleMenus.id_role))
    .where(where);
  const byRole = new Map<number, RightRow[]>();
  for (const row of rows) byRole.set(row.role, [...(byRole.get(row.role) ?? []), row]);
  return new Map([...byRole].map(([role, list]) => [role, collect(list)]));
}

/**
 * Runs a write that can change what roles may do (role-menu rights, a role's status, a
 * menu's link name or existence) and refuses it (403, rolled back with the transaction)
 * when it grants or takes away, on any role, a right the caller's active role does not
 * hold. One check for every such path, so a new path cannot forget it.
 */
export async function withinCallerRights<T>(
  tx: Db,
  session: Session,
  work: () => Promise<T>,
): Promise<T> {
  const reach = await callersReach(tx, session);
  // Usable rights: a disabled role grants none, so enabling one is a grant.
  const usable = eq(roles.status, 'ENABLE');
  const before = await rightsPerRole(tx, usable);
  const result = await work();
  const after = await rightsPerRole(tx, usable);
  const moved: Rights = new Map();
  for (const role of new Set([...before.keys(), ...after.keys()]))
    for (const [key, flags] of changed(before.get(role) ?? new Map(), after.get(role) ?? new Map()))
      moved.set(key, {
        read: flags.read || !!moved.get(key)?.read,
        write: flags.write || !!moved.get(key)?.write,
        name: flags.name,
      });
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
  const rights = await rightsPerRole(db, inArray(roles.id_role, roleIds));
  return new Set(roleIds.filter((id) => !beyond(reach.held, rights.get(id) ?? new Map()).length));
}
