import { AUDIT_REFERENCES, type AuditNames, type ReferencedKind } from '@cermat/core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jadwalPelaksanaan, kodeTes, menuMaster, roles, users } from '../db/schema';

/** Where each kind of referenced record keeps its id and its name. */
const SOURCES = {
  role: [roles, roles.id_role, roles.role_name],
  menu: [menuMaster, menuMaster.id_menu_master, menuMaster.menu_master_nama],
  pelaksanaan: [
    jadwalPelaksanaan,
    jadwalPelaksanaan.idjadwal_pelaksanaan,
    jadwalPelaksanaan.pelaksanaan,
  ],
  kode_tes: [kodeTes, kodeTes.idjadwal, kodeTes.kode_tes],
  user: [users, users.id, users.username],
} as const;

type State = Record<string, unknown> | null;
interface Change {
  entity: string;
  before: unknown;
  after: unknown;
}
type Ids = Map<ReferencedKind, Set<number>>;

// Ids of the database's integer columns; anything else in a state names no record.
const isId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

/** The menus a menu order's entries name (their ids and parents), from its JSON text. */
function orderMenus(order: unknown): unknown[] {
  try {
    const entries: unknown = typeof order === 'string' ? JSON.parse(order) : [];
    return Array.isArray(entries)
      ? entries.flatMap((e: { id?: unknown; parent?: unknown } | null) => [e?.id, e?.parent])
      : [];
  } catch {
    return [];
  }
}

/** The ids one change refers to, by kind. */
function idsOf(change: Change): Ids {
  const ids: Ids = new Map();
  const add = (kind: ReferencedKind, values: unknown[]) => {
    const set = ids.get(kind) ?? new Set<number>();
    for (const value of values) if (isId(value)) set.add(value);
    ids.set(kind, set);
  };
  const references = AUDIT_REFERENCES[change.entity] ?? {};
  for (const state of [change.before, change.after] as State[]) {
    if (state === null || typeof state !== 'object') continue;
    if (change.entity === 'menu_order') add('menu', orderMenus(state.order));
    for (const [key, kind] of Object.entries(references))
      if (Object.hasOwn(state, key)) add(kind, [state[key]].flat());
  }
  return ids;
}

/**
 * For each change, the names of the records its before and after refer to by id (roles,
 * menus, schedules, codes, users), as they are now: one query per kind for all of them.
 */
export async function namesOf(db: Db, changes: Change[]): Promise<AuditNames[]> {
  const each = changes.map(idsOf);
  const found = new Map<ReferencedKind, Map<number, string>>();
  for (const kind of Object.keys(SOURCES) as ReferencedKind[]) {
    const wanted = [...new Set(each.flatMap((ids) => [...(ids.get(kind) ?? [])]))];
    if (wanted.length === 0) continue;
    const [table, id, name] = SOURCES[kind];
    const rows = await db.select({ id, name }).from(table).where(inArray(id, wanted));
    found.set(kind, new Map(rows.map((r) => [Number(r.id), String(r.name)])));
  }
  return each.map((ids) =>
    Object.fromEntries(
      [...ids].map(([kind, set]) => [
        kind,
        Object.fromEntries(
          [...set].flatMap((n) => {
            const name = found.get(kind)?.get(n);
            return name === undefined ? [] : [[String(n), name]];
          }),
        ),
      ]),
    ),
  );
}
