import type { PasswordHasher } from './context/deps';
import { withLock } from './db/advisory-lock';
import type { Database } from './db/client';
import { isEmpty, seedDemo } from './seed/seed';

/**
 * What every start does before it serves: the migrations and, on an empty database,
 * the demo seed — under the cluster's start-up lock, on PostgreSQL and PGlite alike.
 * Instances started together on an empty database take turns: the first migrates and
 * seeds, the others find both done. Before the lock they raced: concurrent migrations
 * collided in the catalog, and instances that each saw "empty" died on a unique index
 * (menu_parent_nama_uq, roles_name_uq). Returns whether this call seeded.
 */
export async function prepareDatabase(
  database: Database,
  options: { seedDemo: boolean; hasher: PasswordHasher },
): Promise<{ seeded: boolean }> {
  return withLock(database, 'startUp', async () => {
    await database.migrate();
    if (!options.seedDemo || !(await isEmpty(database.db))) return { seeded: false };
    await seedDemo(database.db, options.hasher);
    return { seeded: true };
  });
}
