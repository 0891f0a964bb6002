import { and, eq, ilike, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** What a list's condition is made of (a part of ListSpec). */
export interface Filtered {
  searchable: PgColumn[];
  /** What else a search term finds a row by (its parts kept in another table), given the pattern. */
  searchAlso?: ((pattern: Value) => SQL) | undefined;
  statusColumn: PgColumn;
  where?: SQL | undefined;
}

/** A value of the condition, or SQL around a prepared read's placeholder. */
export type Value = string | SQLWrapper;

/**
 * The rows a list shows: its status, a LIKE pattern over the searchable columns, its own
 * condition. Values, or SQL around the placeholders of a prepared read.
 */
export function conditionOf(
  spec: Filtered,
  status: Value | undefined,
  pattern: Value | undefined,
): SQL | undefined {
  return and(
    status === undefined ? undefined : eq(spec.statusColumn, status),
    pattern === undefined
      ? undefined
      : or(...spec.searchable.map((column) => ilike(column, pattern)), spec.searchAlso?.(pattern)),
    spec.where,
  );
}
