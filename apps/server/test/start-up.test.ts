import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { roles, users } from '../src/db/schema';
import { prepareDatabase } from '../src/start-up';
import { drivers, serverDrivers, type Driver } from './support/harness';
import { freshSchema } from './support/fresh-schema';
import { testHasher } from './support/hasher';

const start = (database: Database, seedDemo = true) =>
  prepareDatabase(database, { seedDemo, hasher: testHasher });

const countOf = async (database: Database, table: typeof roles | typeof users) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

/** An empty database: PGlite in memory, or three pools (three instances) on a new PostgreSQL schema. */
async function emptyDatabase(driver: Driver) {
  if (driver === 'pglite') {
    const database = openDatabase({});
    return { databases: [database], close: () => database.close() };
  }
  const { url, schemaName, drop } = await freshSchema();
  const databases = [1, 2, 3].map(() => openDatabase({ url, schemaName, poolSize: 3 }));
  const close = async () => {
    await Promise.all(databases.map((d) => d.close()));
    await drop();
  };
  return { databases, close };
}

describe.each(drivers)('start-up on %s', (driver) => {
  it('migrates and seeds an empty database; a later start changes nothing', async () => {
    const { databases, close } = await emptyDatabase(driver);
    const database = databases[0]!;
    try {
      expect(await start(database)).toEqual({ seeded: true });
      expect(await countOf(database, roles)).toBe(4);
      // A later start (an upgrade, a restart) migrates nothing new and seeds nothing.
      expect(await start(database)).toEqual({ seeded: false });
      expect(await countOf(database, users)).toBe(1);
    } finally {
      await close();
    }
  });
});

/**
 * Three instances (on PostgreSQL) on one new schema of a PostgreSQL server: three pools, so three
 * processes' worth of sessions race for the start-up lock as a cluster's instances do.
 * (PGlite is one session in one process: no race to have.)
 */
describe.each(serverDrivers)('start-up race on %s', (driver) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(closers.map((close) => close())));

  async function threeInstances(): Promise<Database[]> {
    const { databases, close } = await emptyDatabase(driver);
    closers.push(close);
    return databases;
  }

  it('brings up three instances started at once on an empty database, with one seed', async () => {
    const instances = await threeInstances();
    const started = await Promise.allSettled(instances.map((database) => start(database)));
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const seeded = started.filter((s) => s.status === 'fulfilled' && s.value.seeded);
    expect(seeded).toHaveLength(1);
    expect(await countOf(instances[0]!, roles)).toBe(4);
    expect(await countOf(instances[2]!, users)).toBe(1);
    expect(await start(instances[1]!)).toEqual({ seeded: false });
  });

  // Migrated already (an earlier start with SEED_DEMO=false, or a restore of the schema
  // alone), then several instances each ask "empty?" and seed.
  it('seeds a migrated, empty database once when three instances start at once', async () => {
    const instances = await threeInstances();
    await start(instances[0]!, false);
    const started = await Promise.allSettled(instances.map((database) => start(database)));
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await countOf(instances[0]!, roles)).toBe(4);
  });
});
