import { afterAll, beforeAll, beforeEach } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../../src/app';
import type { Logger } from '../../src/log';
import type { AppConfig, PasswordHasher } from '../../src/context/deps';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { readTestEnv } from '../../src/env';
import { seedDemo } from '../../src/seed/seed';
import { login } from './client';
import { people, seedFixtures, type Fixtures } from './fixtures';
import { testHasher } from './hasher';

export type Driver = 'pglite' | 'postgres';

const testEnv = readTestEnv();

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const drivers: Driver[] = testEnv.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/**
 * The drivers whose database is a server other processes share (sessions of their own,
 * advisory locks, races between instances): PostgreSQL. Empty without TEST_DATABASE_URL,
 * which global-setup refuses under CI.
 */
export const serverDrivers = drivers.filter((d): d is 'postgres' => d === 'postgres');
export const fuzzRuns = testEnv.FUZZ_RUNS;

const tables: PgTable[] = Object.values(schema).filter((t: unknown) => t instanceof PgTable);

const names = tables.map((t) => getTableName(t));

/** Copies every table aside once, after seeding. */
const snapshotScript = names
  .map((name) => `create table "snap_${name}" as select * from "${name}";`)
  .join('\n');

/** Every table back to the snapshot, serial counters included, in one round trip. */
const restoreScript = [
  // DELETE beats TRUNCATE on small tables in PostgreSQL; children first.
  ...[...names].reverse().map((name) => `delete from "${name}";`),
  ...tables.flatMap((table) => {
    const name = getTableName(table);
    const serials = Object.values(getTableColumns(table)).filter(
      (c) => c.columnType === 'PgSerial',
    );
    return [
      `insert into "${name}" select * from "snap_${name}";`,
      ...serials.map(
        (c) =>
          `select setval(pg_get_serial_sequence('"${name}"', '${c.name}'), coalesce((select max("${c.name}") from "${name}"), 0) + 1, false);`,
      ),
    ];
  }),
].join('\n');

export interface Harness {
  driver: Driver;
  database: Database;
  db: Db;
  app: ReturnType<typeof createApp>;
  config: AppConfig;
  fixtures: Fixtures;
  /** Sessions made before the snapshot, so every test starts with them live (revoked: logged out). */
  tokens: { admin: string; reader: string; noAccess: string; revoked: string };
  /** Empties every table and seeds the demo data and the test fixtures again. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  config?: Partial<AppConfig>;
  /** The app's hasher (seeding always uses testHasher, so wrap it to count checks). */
  hasher?: PasswordHasher;
  logger?: Logger;
}

async function openFor(driver: Driver): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (driver === 'pglite') return { database: openDatabase({}), drop: async () => undefined };
  const url = testEnv.TEST_DATABASE_URL!;
  // One schema per test file, so files run in parallel on one database.
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schemaName}`);
  await admin.end();
  return {
    database: openDatabase({ url, schemaName, poolSize: 4 }),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schemaName} cascade`);
      await client.end();
    },
  };
}

async function createHarness(driver: Driver, options: HarnessOptions = {}): Promise<Harness> {
  const { database, drop } = await openFor(driver);
  try {
    return await build(driver, database, drop, options);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
}

/** The sign-in throttle every harness starts with. */
export const testThrottle = { userMax: 5, ipMax: 20, windowSeconds: 900 };

async function build(
  driver: Driver,
  database: Database,
  drop: () => Promise<void>,
  options: HarnessOptions,
): Promise<Harness> {
  await database.migrate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cermat-test-'));
  const config: AppConfig = {
    dataDir,
    session: { absoluteMs: 12 * 3600_000, idleMs: 30 * 60_000 },
    throttle: testThrottle,
    jsonBodyLimit: 1024 * 1024,
    trustProxy: true,
    adminDist: undefined,
    ...options.config,
  };
  const app = createApp({
    db: database.db,
    config,
    logger: options.logger ?? pino({ level: 'silent' }),
    hasher: options.hasher ?? testHasher,
  });
  const harness: Harness = {
    driver,
    database,
    db: database.db,
    app,
    config,
    fixtures: undefined as unknown as Fixtures,
    tokens: { admin: '', reader: '', noAccess: '', revoked: '' },
    async reset() {
      await database.script(restoreScript);
    },
    async close() {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Seed once per file, then reset by copying a snapshot back (far cheaper than re-seeding).
  await seedDemo(database.db, testHasher);
  harness.fixtures = await seedFixtures(database.db);
  harness.tokens = {
    admin: await login(harness),
    reader: await login(harness, people.reader),
    noAccess: await login(harness, people.noAccess),
    revoked: await login(harness),
  };
  await app.request('/backend/api/v1/auth/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${harness.tokens.revoked}` },
  });
  await database.script(snapshotScript);
  return harness;
}

/**
 * One harness per file for a describe block: opened before its tests, reset before
 * each, closed after. The returned object forwards to the live harness.
 */
export function useHarness(driver: Driver, options: HarnessOptions = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await createHarness(driver, options);
  });
  afterAll(() => current?.close());
  beforeEach(() => current?.reset());
  return new Proxy({} as Harness, {
    get: (_, key) => {
      if (!current) throw new Error('harness used outside its tests');
      return current[key as keyof Harness];
    },
  });
}

/** One harness per driver in one describe block, PGlite first (see support/reach.ts). */
export const useHarnesses = (options: HarnessOptions = {}): Harness[] =>
  drivers.map((driver) => useHarness(driver, options));
