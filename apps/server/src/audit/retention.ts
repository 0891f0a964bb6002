import { AUDIT_RETENTION, retentionDays } from '@cermat/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { configs } from '../db/schema';

// Rows per delete: each statement is short, so writers (who append to the same table)
// never wait long behind it; the run stops after MAX_BATCHES and goes on next time.
const BATCH = 5_000;
const MAX_BATCHES = 200;

/** Days an audit row is kept: the configuration's AUDIT_RETENTION_DAYS, else the default. */
async function retention(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: configs.value })
    .from(configs)
    .where(eq(configs.key, 'AUDIT_RETENTION_DAYS'));
  return retentionDays(row?.value) ?? AUDIT_RETENTION.defaultDays;
}

/** Deletes audit rows older than the retention, oldest first, in batches; returns how many. */
export async function purgeAudit(db: Db): Promise<number> {
  const days = await retention(db);
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const [row] = await queryRows(
      db,
      sql`with gone as (
        delete from audit_log where id in (
          select id from audit_log where at < now() - make_interval(days => ${days})
          order by id limit ${BATCH})
        returning 1)
      select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < BATCH) break;
  }
  return total;
}
