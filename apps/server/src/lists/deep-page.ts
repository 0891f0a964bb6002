import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { forgetAnchors, nearestAnchor, rememberAnchors, type Anchor } from './anchors';
import { orderOf, sortKeyFields, type Direction } from './sorting';
import { listVersion } from './versioned';

/** What reading one deep page needs. */
export interface DeepRead {
  /** The list's shape (table, filter, search, sort): anchors are kept per shape. */
  list: string;
  table: PgTable;
  columns: Record<string, PgColumn | SQL.Aliased>;
  tieBreaker: PgColumn;
  where: SQL | undefined;
  sortColumn: PgColumn;
  dir: Direction;
  offset: number;
  perPage: number;
}

type Raw = Record<string, unknown>;

/**
 * The page's keys from the (status, sort, id) index alone, then only its own rows.
 * From an anchor, the index is entered at the anchor's key instead of skipping from
 * the start: a deep page then costs what a first page does.
 */
function read(db: Db, r: DeepRead, from: Anchor | undefined): Promise<Raw[]> {
  const order = orderOf(r.dir);
  const ordered = [order(r.sortColumn), order(r.tieBreaker)];
  const atOrAfter = from
    ? sql`(${r.sortColumn}, ${r.tieBreaker}) ${r.dir === 'desc' ? sql`<=` : sql`>=`} (${from.sort}, ${from.tie})`
    : undefined;
  const keys = db
    .select({ key: r.tieBreaker })
    .from(r.table)
    .where(and(r.where, atOrAfter))
    .orderBy(...ordered)
    .limit(r.perPage)
    .offset(from ? r.offset - from.position : r.offset)
    .as('page_keys');
  return db
    .select({
      ...r.columns,
      ...sortKeyFields(r.sortColumn, r.tieBreaker),
      __version: listVersion().as('list_version'),
    })
    .from(r.table)
    .innerJoin(keys, eq(r.tieBreaker, keys.key))
    .orderBy(...ordered);
}

/** A deep page's rows, and list_version as the statement that read them saw it. */
export interface DeepPage {
  records: Raw[];
  version: string | undefined;
}

/** Remembers where the page's first and last rows sit, and hands the rows back bare. */
function keep(db: Db, r: DeepRead, rows: Raw[], versioned: boolean): DeepPage {
  const first = rows[0];
  const last = rows.at(-1);
  const version = first ? String(first.__version) : undefined;
  if (versioned && first && last && version) {
    rememberAnchors(db, r.list, version, [
      { position: r.offset, sort: first.__sort, tie: first.__tie },
      { position: r.offset + rows.length - 1, sort: last.__sort, tie: last.__tie },
    ]);
  }
  const records = rows.map(({ __sort: _s, __tie: _t, __version: _v, ...record }) => record);
  return { records, version };
}

/**
 * One page at a deep offset, from the nearest anchor when one is still valid. Only a
 * versioned list (versioned.ts) keeps anchors: for any other, an unchanged version would
 * say nothing about its rows.
 */
export async function readDeepPage(db: Db, r: DeepRead, versioned: boolean): Promise<DeepPage> {
  const anchor = versioned ? nearestAnchor(db, r.list, r.offset) : undefined;
  if (anchor) {
    const rows = await read(db, r, anchor);
    // The version is read with the rows: equal means no listed table changed since.
    if (rows.length > 0 && String(rows[0]!.__version) === anchor.version)
      return keep(db, r, rows, versioned);
    forgetAnchors(db, r.list);
  }
  return keep(db, r, await read(db, r, undefined), versioned);
}
