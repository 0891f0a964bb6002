import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { roles, users } from '../src/db/schema';
import { prepareDatabase } from '../src/start-up';
import { drivers, type Driver } from './support/harness';
import { freshSchema } from './support/fresh-schema';
import { testHasher } from './support/hasher';

/**
 * Three instances on one empty database: on PostgreSQL three pools (three processes'
 * worth of sessions) on a new schema; PGlite has one session per process, so three
 * start-ups share one in-memory database.
 */
async function threeInstances(
  driver: Driver,
): Promise<{ instances: Database[]; close: () => Promise<void> }> {
  if (driver === 'pglite') {
    const one = openDatabase({});
    return { instances: [one, one, one], close: () => one.close() };
  }
  const { url, schemaName, drop } = await freshSchema();
  const instances = [1, 2, 3].map(() => openDatabase({ url, schemaName, poolSize: 3 }));
  return {
    instances,
    close: async () => {
      await Promise.all(instances.map((i) => i.close()));
      await drop();
    },
  };
}

describe.each(drivers)('start-up on %s', (driver) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(closers.map((close) => close())));

  it('brings up three instances started at once on an empty database, with one seed', async () => {
    const cluster = await threeInstances(driver);
    closers.push(cluster.close);
    const started = await Promise.allSettled(
      cluster.instances.map((database) =>
        prepareDatabase(database, { seedDemo: true, hasher: testHasher }),
      ),
    );
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const seeded = started.filter((s) => s.status === 'fulfilled' && s.value.seeded);
    expect(seeded).toHaveLength(1);
    const db = cluster.instances[0]!.db;
    expect((await db.select({ n: count() }).from(roles))[0]!.n).toBe(4);
    expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(1);

    // A later start (an upgrade, a restart) migrates nothing new and seeds nothing.
    expect(
      await prepareDatabase(cluster.instances[1]!, { seedDemo: true, hasher: testHasher }),
    ).toEqual({
      seeded: false,
    });
  });

  // The race the issue saw: migrated already (an earlier start with SEED_DEMO=false, or a
  // restore of the schema alone), then several instances each asked "empty?" and seeded.
  it('seeds a migrated, empty database once when three instances start at once', async () => {
    const cluster = await threeInstances(driver);
    closers.push(cluster.close);
    await prepareDatabase(cluster.instances[0]!, { seedDemo: false, hasher: testHasher });
    const started = await Promise.allSettled(
      cluster.instances.map((database) =>
        prepareDatabase(database, { seedDemo: true, hasher: testHasher }),
      ),
    );
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const db = cluster.instances[0]!.db;
    expect((await db.select({ n: count() }).from(roles))[0]!.n).toBe(4);
  });
});
