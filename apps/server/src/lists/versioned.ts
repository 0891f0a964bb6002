import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { queryRows } from '../db/raw';

/** `list_version` read in the statement it is selected in: the same snapshot as its rows. */
export const listVersion = () => sql<string>`(select n from list_version)::text`;

const knownOf = perDatabase(() => new Map<string, Promise<boolean>>());

/**
 * True when every write to `table` moves `list_version` (its statement trigger, migration
 * 0003). Only such a list may reuse what it read earlier (a count, a position): an equal
 * version then means the same rows. Asked once per table and process (triggers come with
 * migrations, which run before the server listens).
 */
export function isVersioned(db: Db, table: PgTable): Promise<boolean> {
  const known = knownOf(db);
  const name = getTableName(table);
  let answer = known.get(name);
  if (!answer) {
    answer = queryRows(
      db,
      sql`select exists (
        select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where t.tgrelid = to_regclass(${name}) and p.proname = 'bump_list_version'
      ) as versioned`,
    ).then((rows) => rows[0]?.versioned === true);
    known.set(name, answer);
    // A failed look-up is asked again next time rather than remembered.
    answer.catch(() => known.delete(name));
  }
  return answer;
}
