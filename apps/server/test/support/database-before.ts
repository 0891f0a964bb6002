import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { migrationsFolder } from '../../src/db/paths';
import { openPglite } from '../../src/db/pglite';
import type { Driver } from './harness';
import { freshSchema } from './fresh-schema';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The committed migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cermat-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const upTo = journal.entries.findIndex((e) => e.tag === last);
  const entries = journal.entries.slice(0, upTo + 1);
  for (const e of entries)
    copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  return folder;
}

/**
 * A database migrated up to the migration `last`, holding what `script` writes, then
 * opened as the product opens it (its `migrate()` runs the migrations after `last`).
 * Whatever it made is undone by the steps it pushes on `cleanup`.
 */
export async function databaseAt(
  driver: Driver,
  last: string,
  script: string,
  cleanup: (() => Promise<void>)[],
): Promise<Database> {
  const folder = migrationsUpTo(last);
  cleanup.push(async () => rmSync(folder, { recursive: true, force: true }));
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cermat-pglite-'));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const { client } = openPglite(dataDir);
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    await client.exec(script);
    await client.close();
    return openDatabase({ dataDir });
  }
  const { url, schemaName, drop } = await freshSchema();
  cleanup.push(drop);
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    options: `-c search_path=${schemaName},public`,
  });
  await migratePg(drizzlePg(pool), { migrationsFolder: folder, migrationsSchema: schemaName });
  await pool.query(script);
  await pool.end();
  return openDatabase({ url, schemaName, poolSize: 2 });
}
