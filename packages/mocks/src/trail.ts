import { AUDIT_REFERENCES, recordNameField, STATUS, type ReferencedKind } from '@cermat/core';
import type { AuditAction, AuditDetail, AuditEntity } from '@cermat/contract';
import { ENTITY_OF, kindOf } from './entities';
import { rowKinds, type Row } from './rows';
import { sessionOf } from './session';
import type { MockStore } from './store.types';
import { longest, nowStamp } from './texts';

/** A record's state as the trail keeps it (null: none, as before a create). */
type Values = AuditDetail['before'];

/** A record as the trail keeps it: nested values (a page's rows) as their JSON text. */
export function snapshotOf(record: Row): NonNullable<Values> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
    ]),
  ) as NonNullable<Values>;
}

/** Whether a record is still what a change left it as (the restore's version check). */
export const sameValues = (a: Values, b: Values) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());

/** Who did it: the signed-in administrator, or the store's second user with the second role. */
function actorOf(store: MockStore, other: boolean) {
  const user = other ? store.lists.users[1] : undefined;
  const role = other ? store.lists.roles[1] : undefined;
  if (user && role)
    return {
      user_id: Number(user.user_id),
      username: String(user.username),
      role_id: Number(role.id_role),
      role_name: String(role.role_name),
    };
  const session = sessionOf(store);
  return {
    user_id: session.user.id,
    username: session.user.username,
    role_id: session.active_role_id,
    role_name: session.roles[0]?.role_name ?? '',
  };
}

// A request id of the server's shape (a UUID), fixed per row so screenshots never differ.
const requestIdOf = (auditId: number) =>
  `6f1c0d2e-5a4b-4c3d-8e2f-${String(auditId).padStart(12, '0')}`;

/** The name a change gives its record, as the server copies it: its after's, else its before's. */
function recordName(entity: AuditEntity, before: Values, after: Values): string | null {
  const field = recordNameField(entity);
  const value = field === undefined ? undefined : (after ?? before)?.[field];
  return typeof value === 'string' ? value : null;
}

/** The store's records the states refer to by id, named as the server names them. */
function namesOf(store: MockStore, entity: AuditEntity, states: Values[]): AuditDetail['names'] {
  const references = Object.entries(AUDIT_REFERENCES[entity] ?? {});
  const names: Partial<Record<ReferencedKind, Record<string, string>>> = {};
  for (const [field, kind] of references) {
    const list = kindOf(kind as AuditEntity);
    if (!list) continue;
    const { id } = rowKinds[list];
    const nameField = recordNameField(ENTITY_OF[list])!;
    for (const value of states.flatMap((state) => [state?.[field]].flat()))
      for (const row of store.lists[list])
        if (String(row[id]) === String(value))
          (names[kind] ??= {})[String(value)] = String(row[nameField]);
  }
  return names;
}

/** What a row says of its record besides its values: its name then, and the names it refers to. */
const namedAs = (store: MockStore, entity: AuditEntity, before: Values, after: Values) => ({
  record_name: recordName(entity, before, after),
  names: namesOf(store, entity, [before, after]),
});

interface Change {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before: Values;
  after: Values;
}

/** Adds a write's row to the trail, as the server does in the write's own transaction. */
export function record(store: MockStore, change: Change): void {
  const id = (store.audit.at(-1)?.id_audit ?? 0) + 1;
  store.audit.push({
    id_audit: id,
    at: nowStamp(),
    ...actorOf(store, false),
    action: change.action,
    entity: change.entity,
    entity_id: change.entityId,
    address: '127.0.0.1',
    request_id: requestIdOf(id),
    before: change.before,
    after: change.after,
    ...namedAs(store, change.entity, change.before, change.after),
  });
}

/** One kind of change in the day the trail repeats; `other`: done by the second user. */
type Step = { entity: AuditEntity; other?: boolean } & (
  | { action: 'update'; /** The text column the edit changes. */ edits: string }
  | { action: Exclude<AuditAction, 'update'> }
);

/** A working day on the console, oldest first: every entity the Audit list filters by. */
const DAY: readonly Step[] = [
  { entity: 'session', action: 'login' },
  { entity: 'role', action: 'update', edits: 'role_description' },
  { entity: 'user', action: 'update', edits: 'name' },
  { entity: 'config', action: 'config' },
  { entity: 'page', action: 'update', edits: 'deskripsi_page', other: true },
  { entity: 'role', action: 'status' },
  { entity: 'upload', action: 'upload' },
  { entity: 'menu', action: 'update', edits: 'menu_master_nama' },
  { entity: 'pohon_profesi', action: 'update', edits: 'nama_pohon_profesi', other: true },
  { entity: 'user', action: 'status' },
  { entity: 'role', action: 'update', edits: 'role_description' },
  { entity: 'pelaksanaan', action: 'update', edits: 'pelaksanaan' },
];

/**
 * The i-th row's moment: 41 minutes apart from a fixed start (fixed screenshots), after
 * every record's creation (the rows' stamps are within 2026).
 */
const atOf = (i: number) => new Date(Date.UTC(2027, 0, 4, 1, 0) + i * 41 * 60_000).toISOString();

interface Planned {
  step: Step;
  entityId: string;
  /** How many changes of this record the trail holds up to this one (1: its first). */
  version: number;
  /** The moment of this record's previous change, if the trail holds one. */
  previousAt: string | undefined;
}

/** The record a step changes: the day's n-th record (status changes the next one). */
function entityIdOf(store: MockStore, step: Step, day: number, long: boolean): string {
  const kind = kindOf(step.entity);
  if (kind) {
    const rows = store.lists[kind];
    const row = rows[(day + (step.action === 'status' ? 1 : 0)) % rows.length];
    return String(row?.[rowKinds[kind].id]);
  }
  if (step.entity === 'upload') return long ? longest.name('foto-profil') : 'foto-profil.png';
  if (step.entity === 'session') return String(actorOf(store, step.other ?? false).user_id);
  return 'all';
}

function plan(store: MockStore, count: number, long: boolean): Planned[] {
  const seen = new Map<string, { version: number; at: string }>();
  return Array.from({ length: count }, (_, i) => {
    const step = DAY[i % DAY.length]!;
    const entityId = entityIdOf(store, step, Math.floor(i / DAY.length), long);
    const key = `${step.entity}:${entityId}`;
    const previous = seen.get(key);
    seen.set(key, { version: (previous?.version ?? 0) + 1, at: atOf(i) });
    return { step, entityId, version: (previous?.version ?? 0) + 1, previousAt: previous?.at };
  });
}

/**
 * What a record is after its newest change, in the store: a list's record carries that
 * change's moment as its version, as the server's write left it.
 */
function presentValues(
  store: MockStore,
  entity: AuditEntity,
  entityId: string,
  at: string,
): Values {
  const kind = kindOf(entity);
  if (kind) {
    const row = store.lists[kind].find((r) => String(r[rowKinds[kind].id]) === entityId);
    if (row) row.updated_at = at;
    return row ? snapshotOf(row) : null;
  }
  if (entity === 'config') return snapshotOf(store.configs);
  return entity === 'upload' ? { path_file: `/storage/photo/${entityId}` } : null;
}

const flip = (value: unknown, one: string, other: string) => (value === one ? other : one);
const unversioned = (value: unknown) =>
  typeof value === 'string' ? value.replace(/ \(versi \d+\)$/, '').slice(0, 80) : '';

/** What a record was before a change that left it as `after` (null: nothing to go back to). */
function valuesBefore(planned: Planned, after: Values): Values {
  const { step, version, previousAt } = planned;
  if (!after) return null;
  if (step.action === 'config')
    return { ...after, ONE_TIME_LOGIN: flip(after.ONE_TIME_LOGIN, 'Ya', 'Tidak') };
  // A record's earlier version: stamped at its previous change (or its creation).
  const earlier = { ...after, updated_at: previousAt ?? after.created_at ?? null };
  if (step.action === 'status')
    return { ...earlier, status: flip(after.status, STATUS.ENABLE, STATUS.DISABLE) };
  if (step.action === 'update')
    return {
      ...earlier,
      [step.edits]: `${unversioned(after[step.edits])} (versi ${version})`.trim(),
    };
  return null;
}

/**
 * The trail a fresh store starts with: `count` rows of the repeating day, each change of a
 * record leading to the next and the newest to the record as the store holds it (so the
 * newest change of a record can be restored, an older one is refused as changed since).
 * Sets the changed records' `updated_at` to their newest change's moment.
 */
export function initialTrail(store: MockStore, count: number, long: boolean): AuditDetail[] {
  const planned = plan(store, count, long);
  const state = new Map<string, Values>();
  const trail: AuditDetail[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const step = planned[i]!;
    const key = `${step.step.entity}:${step.entityId}`;
    const after = state.has(key)
      ? (state.get(key) ?? null)
      : presentValues(store, step.step.entity, step.entityId, atOf(i));
    const before = valuesBefore(step, after);
    state.set(key, before);
    trail[i] = {
      id_audit: i + 1,
      at: atOf(i),
      ...actorOf(store, step.step.other ?? false),
      action: step.step.action,
      entity: step.step.entity,
      entity_id: step.entityId,
      address: long ? longest.name(`10.0.0.${(i % 250) + 1}`) : `10.0.0.${(i % 250) + 1}`,
      request_id: long ? longest.name(requestIdOf(i + 1)) : requestIdOf(i + 1),
      before,
      after,
      ...namedAs(store, step.step.entity, before, after),
    };
  }
  return trail;
}
