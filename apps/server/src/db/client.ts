import type { Transaction } from '@electric-sql/pglite';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './paths';
import { openPglite } from './pglite';
import * as schema from './schema';

/** One type for both drivers, so every query is written once. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  /** Runs a script of several statements (no parameters) in one round trip. */
  script(statements: string): Promise<void>;
  /**
   * One connection held apart from the pool, for state that lives in a session
   * (advisory locks, `db/advisory-lock.ts`). PGlite has one session: a reservation
   * waits for the previous one's release, so in-process holders queue like sessions do.
   */
  reserve(): Promise<Reserved>;
  close(): Promise<void>;
}

/** A connection of its own; `release` hands it back (`broken`: close it instead). */
export interface Reserved {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  release(broken?: boolean): void;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder of the PGlite files; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate each file in its own). */
  schemaName?: string | undefined;
  /** PostgreSQL connections at most (one more is never opened; reservations come from it). */
  poolSize?: number | undefined;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.url ? openPostgres(options.url, options) : openPgliteDatabase(options.dataDir);
}

function openPgliteDatabase(dataDir: string | undefined): Database {
  const { client, forDrizzle } = openPglite(dataDir);
  const db = drizzlePglite(forDrizzle, { schema }) as unknown as Db;
  registry.set(db, pgliteBegunWith(forDrizzle));
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    script: async (statements) => {
      await client.exec(statements);
    },
    reserve: queueOf(
      async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    ),
    close: () => client.close(),
  };
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const schemaName = options.schemaName;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // The extension lives in public; a test schema is searched first.
    ...(schemaName ? { options: `-c search_path=${schemaName},public` } : {}),
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  registry.set(db, postgresBegunWith(pool));
  return {
    db,
    driver: 'postgres',
    migrate: () =>
      migratePg(drizzlePg(pool, { schema }), {
        migrationsFolder,
        ...(schemaName ? { migrationsSchema: schemaName } : {}),
      }),
    script: async (statements) => {
      await pool.query(statements);
    },
    reserve: async () => {
      const connection = await pool.connect();
      return {
        query: async (text, params) => (await connection.query(text, params)).rows,
        release: (broken) => connection.release(broken),
      };
    },
    close: () => pool.end(),
  };
}

/** Reservations of PGlite's one session, handed out one at a time in order of asking. */
function queueOf(query: Reserved['query']): () => Promise<Reserved> {
  let last: Promise<void> = Promise.resolve();
  return async () => {
    let release = () => {};
    const previous = last;
    last = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return { query, release: () => release() };
  };
}

/**
 * A transaction whose first statements (no parameters: values written in, escaped) are sent
 * with its BEGIN, in one round trip, where drizzle would send each alone. The transaction
 * handed to `fn` is the one drizzle's own `transaction` builds (same classes).
 */
export type BegunWith = <T>(first: readonly string[], fn: (tx: Db) => Promise<T>) => Promise<T>;

const registry = new WeakMap<Db, BegunWith>();

/** `db`'s own way, when `db` is a database (not a transaction) opened by `db/client.ts`. */
export const begunWithOf = (db: Db): BegunWith | undefined => registry.get(db);

// Relational queries (`db.query`) are not used, so the transactions carry no schema.
const dialect = new PgDialect();

/** PostgreSQL: `begin; first…` as one simple-protocol query on a pooled connection. */
const postgresBegunWith =
  (pool: pg.Pool): BegunWith =>
  async (first, fn) => {
    const client = await pool.connect();
    let broken = false;
    try {
      const tx = new NodePgTransaction(
        dialect,
        new NodePgSession(client, dialect, undefined),
        undefined,
      );
      try {
        await client.query(['begin', ...first].join('; '));
        const result = await fn(tx as unknown as Db);
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is closed, not handed to the next caller.
        await client.query('rollback').catch(() => (broken = true));
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };

/** What PGlite's transaction needs of the client drizzle is given (`db/pglite.ts`). */
interface PgliteTransactions {
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * PGlite: its own transaction (it holds the one session for it), `first` through the simple
 * protocol in one call, instead of the five calls of each query drizzle sends.
 */
const pgliteBegunWith =
  (client: PgliteTransactions): BegunWith =>
  (first, fn) =>
    client.transaction(async (ptx) => {
      await ptx.exec(first.join('; '));
      const session = new PgliteSession(ptx, dialect, undefined);
      return fn(new PgliteTransaction(dialect, session, undefined) as unknown as Db);
    });
