import type { MasterKind } from './masters';

/** A text field of a plain master: a column of its table, its list and its form. */
export interface PlainField {
  /** Its length limit, by name (the contract's `limits`): a name or a description. */
  readonly limit: 'name' | 'description';
  /** Must be filled; an optional field stores NULL when left empty. */
  readonly required: boolean;
  /** No two records share it, whatever the case (a unique index on `lower()`). */
  readonly unique?: boolean;
  /** A value as the API document shows it (its examples, and the mocks' first record). */
  readonly example: string;
}

/**
 * A master with no rules of its own beyond its declaration in `MASTERS`: text fields, a
 * status and the two stamps. Its calls, server handlers, list and form screens, mock rows
 * and stories are all made from this entry; adding one is an entry here, its `MASTERS`
 * entry, a migration and its locale section (docs/architecture.md). A file of its own, not
 * a part of `MASTERS`: the sign-in page reads `MASTERS` (the route table), and none of this.
 */
export interface PlainMaster {
  /** Its calls' path (spec §7: `master/pohon-profesi`). */
  readonly path: string;
  /** Its records, as the API document's summaries name them. */
  readonly noun: string;
  /** Its table and its id column. */
  readonly table: string;
  readonly id: string;
  /** Its fields, in the form's and the list's order; the list searches every one. */
  readonly fields: Readonly<Record<string, PlainField>>;
}

/** Every plain master. */
export const PLAIN_MASTERS = {
  pohonProfesi: {
    path: 'master/pohon-profesi',
    noun: 'professional tree branch',
    table: 'pohon_profesi',
    id: 'id_pohon_profesi',
    fields: {
      nama_pohon_profesi: {
        limit: 'name',
        required: true,
        unique: true,
        example: 'Teknik Informatika',
      },
    },
  },
} as const satisfies Partial<Record<MasterKind, PlainMaster>>;

/** A plain master's key. */
export type PlainKind = keyof typeof PLAIN_MASTERS;
/** Every plain master's key. */
export const PLAIN_KINDS = Object.keys(PLAIN_MASTERS) as PlainKind[];
/** The field names of a plain master. */
export type PlainFieldName<K extends PlainKind> = keyof (typeof PLAIN_MASTERS)[K]['fields'] &
  string;
/** A plain master's field names, in order. */
export const plainFieldNames = <K extends PlainKind>(kind: K) =>
  Object.keys(PLAIN_MASTERS[kind].fields) as PlainFieldName<K>[];

/** A plain master's fields with their declarations, in order. */
export const plainFields = (kind: PlainKind) =>
  Object.entries(PLAIN_MASTERS[kind].fields as Readonly<Record<string, PlainField>>);

/** The field that names a plain master's record: its first unique one, else its first. */
export function plainNameField(kind: PlainKind): [string, PlainField] {
  const fields = plainFields(kind);
  return fields.find(([, field]) => field.unique) ?? fields[0]!;
}
