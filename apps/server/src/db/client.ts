import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './paths';
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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder of the PGlite files; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate each file in its own). */
  schemaName?: string | undefined;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir);
}

function openPglite(dataDir: string | undefined): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = { extensions: { pg_trgm } };
  // PGlite ignores the options when the folder argument is present but undefined.
  const client = dataDir ? new PGlite(path.resolve(dataDir), options) : new PGlite(options);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    script: async (statements) => {
      await client.exec(statements);
    },
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
    close: () => pool.end(),
  };
}
