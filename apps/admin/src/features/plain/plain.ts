import type { ListAnswer, ListQuery, PlainRow } from '@cermat/api-client';
import {
  MASTERS,
  PLAIN_KINDS,
  plainFieldNames,
  type PlainKind,
  type RecordStatus,
} from '@cermat/core';
import { api } from '@/lib/api';

/** A plain master's form: its declared fields, as typed. */
export type PlainValues = Record<string, string>;

/** The six calls of a plain master (`PLAIN_MASTERS`), as its screens use them. */
export interface PlainCalls<K extends PlainKind> {
  list: (query: ListQuery) => Promise<Readonly<ListAnswer<PlainRow<K>>>>;
  get: (query: { id: number }) => Promise<readonly [PlainRow<K>]>;
  create: (body: PlainValues) => Promise<unknown>;
  update: (body: Readonly<Record<string, string | number>>) => Promise<unknown>;
  setStatus: (body: { id: number; status: RecordStatus; updated_at: string }) => Promise<unknown>;
  remove: (body: { id: number }) => Promise<unknown>;
}

// Each plain master's calls have the one shape its declaration gives (contract `plainMasterEntries`).
export const plainCalls = <K extends PlainKind>(kind: K) => api[kind] as unknown as PlainCalls<K>;

/** A record's fields for its form; an empty optional one (NULL) is ''. */
export async function loadPlain(kind: PlainKind, id: number) {
  const [row] = await plainCalls(kind).get({ id });
  const record = row as Record<string, unknown>;
  const values = Object.fromEntries(
    plainFieldNames(kind).map((name) => [name, String(record[name] ?? '')]),
  );
  return { values, updatedAt: row.updated_at };
}

/** Tambah creates; Edit saves with the version the form read. */
export const savePlain = (
  kind: PlainKind,
  values: PlainValues,
  existing?: { id: number; updated_at: string },
) =>
  existing ? plainCalls(kind).update({ ...values, ...existing }) : plainCalls(kind).create(values);

/** The plain master a route of its list or form belongs to (its declaration's route names). */
export function plainKindOf(routeName: string): PlainKind {
  const kind = PLAIN_KINDS.find((each) =>
    (Object.values(MASTERS[each].routes) as string[]).includes(routeName),
  );
  if (kind === undefined) throw new Error(`${routeName} is no plain master's route`);
  return kind;
}
