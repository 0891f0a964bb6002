import { sql } from 'drizzle-orm';
import type { PasswordHasher } from '../context/deps';
import type { Db } from '../db/client';

/** Every synthetic user signs in with this password (benchmarks log in as them). */
const SYNTHETIC_PASSWORD = 'bench-password-1';

export interface SyntheticCounts {
  users: number;
  roles: number;
  menus: number;
}

const BATCH = 50_000;

/**
 * Bulk rows for benchmarks, made by the database itself (generate_series) in batches.
 * Names carry a run prefix so repeated runs never collide; every tenth row is DISABLE.
 */
export async function generateSynthetic(
  db: Db,
  hasher: PasswordHasher,
  counts: SyntheticCounts,
  onProgress: (what: string, done: number) => void = () => undefined,
): Promise<void> {
  const run = Date.now().toString(36);
  const hash = await hasher.hash(SYNTHETIC_PASSWORD);
  for (let start = 1; start <= counts.users; start += BATCH) {
    const end = Math.min(counts.users, start + BATCH - 1);
    await db.execute(sql`
      insert into users (username, password_hash, name, status)
      select ${`u${run}-`} || g, ${hash},
             (array['Budi','Siti','Agus','Dewi','Rudi','Ani','Eko','Sri'])[1 + g % 8] || ' ' || md5(g::text),
             case when g % 10 = 0 then 'DISABLE' else 'ENABLE' end
      from generate_series(${start}::int, ${end}::int) as g`);
    onProgress('users', end);
  }
  if (counts.roles > 0) {
    await db.execute(sql`
      insert into roles (role_name, role_description, status)
      select ${`Role ${run} `} || g, 'Role sintetis ' || md5(g::text),
             case when g % 10 = 0 then 'DISABLE' else 'ENABLE' end
      from generate_series(1, ${counts.roles}::int) as g`);
    onProgress('roles', counts.roles);
  }
  if (counts.menus > 0) {
    await db.execute(sql`
      insert into menu_master (menu_master_type, menu_master_nama, menu_master_icon,
        menu_master_link_path, menu_master_link_name, menu_master_urutan, menu_master_parent, status)
      select 'MENU', ${`Menu ${run} `} || g, 'bx bx-circle', ${`/synthetic/${run}/`} || g,
             ${`synthetic-${run}-`} || g, g, 0,
             case when g % 10 = 0 then 'DISABLE' else 'ENABLE' end
      from generate_series(1, ${counts.menus}::int) as g`);
    onProgress('menus', counts.menus);
  }
  // What autovacuum would soon do after a bulk load (PGlite has none): fresh statistics
  // for the planner's estimates, the trigram indexes' pending entries merged, and the
  // visibility map set so deep pages are read from the index alone.
  await db.execute(sql`vacuum (analyze) users`);
  await db.execute(sql`vacuum (analyze) roles`);
  await db.execute(sql`vacuum (analyze) menu_master`);
}
