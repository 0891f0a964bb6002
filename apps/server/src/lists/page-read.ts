import { PAGE_SIZES } from '@cermat/core';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { conditionOf, type Filtered } from './condition';
import { orderOf, type Direction } from './sorting';
import { listVersion } from './versioned';

/** The parts of a list spec a page read needs. */
export interface PageSpec extends Filtered {
  table: PgTable;
  columns: Record<string, PgColumn | SQL.Aliased>;
  tieBreaker: PgColumn;
}

/** One page by offset, with the values its condition was made of. */
export interface PageRead {
  condition: SQL | undefined;
  status: string | undefined;
  pattern: string | undefined;
  sortColumn: PgColumn;
  dir: Direction;
  offset: number;
  perPage: number;
  /**
   * Whether a generic plan suits this read (see list-page.ts): then a first page of one of
   * the console's page sizes is read through a prepared statement.
   */
  generic: boolean;
}

type Raw = Record<string, unknown>;
type Statement = { execute(values: Record<string, unknown>): Promise<Raw[]> };

// Specs made once and kept for the life of the process (a handler's list), numbered.
const kept = new WeakMap<object, number>();
let keptCount = 0;
const statementsOf = perDatabase(() => ({
  bySpec: new WeakMap<object, Map<string, Statement>>(),
  count: 0,
}));
let named = 0;
// Each statement is kept on every pooled connection: the shapes a client can ask for are
// bounded (the console's page sizes only), and so is their number, past which reads are
// planned per call as before.
const MAX_STATEMENTS = 100;

/**
 * Marks a spec that lives as long as the process: its page reads may become prepared
 * statements. Specs made per request (with a value in their own condition) never do.
 */
export function keepPrepared<S extends object>(spec: S): S {
  if (!kept.has(spec)) kept.set(spec, ++keptCount);
  return spec;
}

/**
 * Names the rows a kept spec shows for these values, without writing out its SQL (see
 * count.ts's matchingKey, which other specs use): its own condition never changes.
 */
export function keptKey(spec: object, status?: string, pattern?: string): string | undefined {
  const id = kept.get(spec);
  return id === undefined ? undefined : `kept ${id}\u0000${status ?? ''}\u0000${pattern ?? ''}`;
}

/**
 * The first page of one shape (status or not, search or not, sort, direction, length) as
 * a prepared statement: built once, and planned once per connection instead of per call —
 * planning a search cost more than running it (about 1.5 against 0.8 ms). PostgreSQL keeps
 * planning anew while a plan for the actual values looks cheaper than the generic one, so
 * nothing in it may look different per call: the length is written into the statement
 * (first pages only, no offset) and the pattern is read through a subquery, whose value
 * the planner never looks at.
 */
function statementFor(db: Db, spec: PageSpec, r: PageRead): Statement | undefined {
  const statements = statementsOf(db);
  let shapes = statements.bySpec.get(spec);
  if (!shapes) statements.bySpec.set(spec, (shapes = new Map()));
  const { status, pattern, sortColumn, dir, perPage } = r;
  const shape = [status !== undefined, pattern !== undefined, sortColumn.name, dir, perPage].join();
  let statement = shapes.get(shape);
  if (!statement && statements.count < MAX_STATEMENTS) {
    const order = orderOf(dir);
    const condition = conditionOf(
      spec,
      status === undefined ? undefined : sql.placeholder('status'),
      pattern === undefined ? undefined : sql`(select ${sql.placeholder('pattern')}::text)`,
    );
    // drizzle sends a number as a parameter; SQL is written in (one of PAGE_SIZES).
    const length = sql.raw(String(perPage)) as unknown as number;
    const prepared = db
      .select({ ...spec.columns, __version: listVersion() })
      .from(spec.table)
      .where(condition)
      .orderBy(order(sortColumn), order(spec.tieBreaker))
      .limit(length)
      .prepare(`list_page_${++named}`);
    statement = { execute: (values) => prepared.execute(values) };
    shapes.set(shape, statement);
    statements.count++;
  }
  return statement;
}

/** One page's rows, and list_version as the statement that read them saw it. */
export async function readPage(
  db: Db,
  spec: PageSpec,
  r: PageRead,
): Promise<{ records: Raw[]; version: string | undefined }> {
  const firstPage = r.offset === 0 && (PAGE_SIZES as readonly number[]).includes(r.perPage);
  const statement =
    r.generic && firstPage && kept.has(spec) ? statementFor(db, spec, r) : undefined;
  let rows: Raw[];
  if (statement) {
    rows = await statement.execute({ status: r.status, pattern: r.pattern });
  } else {
    const order = orderOf(r.dir);
    rows = await db
      .select({ ...spec.columns, __version: listVersion() })
      .from(spec.table)
      .where(r.condition)
      .orderBy(order(r.sortColumn), order(spec.tieBreaker))
      .limit(r.perPage)
      .offset(r.offset);
  }
  const version = rows[0]?.__version;
  return {
    records: rows.map(({ __version: _, ...record }) => record),
    version: version === undefined ? undefined : String(version),
  };
}
