import { asc, desc, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export type Direction = 'asc' | 'desc';

export const orderOf = (dir: Direction) => (dir === 'desc' ? desc : asc);

/**
 * A row's place in a sorted list, selected beside its columns. Aliased: the sort
 * column is usually listed too, and a subquery's names must be unique.
 */
export const sortKeyFields = (sortColumn: PgColumn, tieBreaker: PgColumn) => ({
  __sort: sql`${sortColumn}`.as('list_sort'),
  __tie: sql`${tieBreaker}`.as('list_tie'),
});
