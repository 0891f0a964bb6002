import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
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
