import { MASTERS, type MasterKind } from './masters';
import { PLAIN_KINDS, plainNameField, type PlainKind } from './plain-masters';

/**
 * The field that names a record of each master that is not plain (a plain master's is its
 * declaration's, `plainNameField`). Apart from `MASTERS`, which the sign-in page reads: a
 * new master must add its entry here (the type asks for it).
 */
const NAME_FIELDS: Record<Exclude<MasterKind, PlainKind>, string> = {
  roles: 'role_name',
  menus: 'menu_master_nama',
  users: 'username',
  pages: 'nama_page',
  pelaksanaan: 'pelaksanaan',
};

/** Audit entity → the field of its state that names the record ('role' → 'role_name'). */
const nameFields = (): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(NAME_FIELDS).map(([kind, field]) => [MASTERS[kind as MasterKind].entity, field]),
  ),
  ...Object.fromEntries(PLAIN_KINDS.map((kind) => [MASTERS[kind].entity, plainNameField(kind)[0]])),
});

/**
 * The field that names a record of `entity`, if its records have a name: the audit copies
 * its value into each row, as it was then. Records of no master (a session, an upload, the
 * configuration) have none.
 */
export function recordNameField(entity: string): string | undefined {
  const fields = nameFields();
  return Object.hasOwn(fields, entity) ? fields[entity] : undefined;
}

/** Records whose ids an audited state holds, named where the trail is read. */
export type ReferencedKind = 'role' | 'menu' | 'pelaksanaan' | 'kode_tes' | 'user';

/**
 * Audit entity → the fields of its state that hold ids of other records, and whose they
 * are: the trail shows them by their names. (The menu order's entries name menus too.)
 */
export const AUDIT_REFERENCES: Readonly<
  Partial<Record<string, Readonly<Record<string, ReferencedKind>>>>
> = {
  role: {
    menu_read: 'menu',
    menu_write: 'menu',
    idjadwal_pelaksanaan: 'pelaksanaan',
    kode_tes: 'kode_tes',
  },
  user: { roles: 'role' },
  menu: { menu_master_parent: 'menu' },
  session: { user_id: 'user', active_role_id: 'role' },
};
