import { AUDIT_RETENTION, configs as configEntries, retentionDays } from '@cermat/contract';
import { id as texts } from '@cermat/core';
import { eq, sql } from 'drizzle-orm';
import { sessionOf, type HandlerContext } from '../context/handler';
import { parseWith } from '../context/validate';
import { hasRight } from '../auth/access';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { configs } from '../db/schema';
import { ApiError } from '../http/errors';

// Rows per delete: each statement is short, so writers (who append to the same table)
// never wait long behind it; the run stops after MAX_BATCHES and goes on next time.
const BATCH = 5_000;
const MAX_BATCHES = 200;

const KEY = 'AUDIT_RETENTION_DAYS';

/**
 * Days an audit row is kept: the configuration's AUDIT_RETENTION_DAYS, the default when
 * there is none, and undefined (keep every row) when the stored text is not a valid one:
 * a value stored before today's rule, or by hand, must never erase the trail.
 */
async function retention(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ value: configs.value }).from(configs).where(eq(configs.key, KEY));
  return row ? retentionDays(row.value) : AUDIT_RETENTION.defaultDays;
}

/**
 * Before a write of the configuration (a save or a restore) sets AUDIT_RETENTION_DAYS to
 * `value`: the value must follow the save's rule (422 on the field), and a change needs
 * write on the Audit menu besides Konfigurasi (403), or a Konfigurasi writer could have the
 * trail of its own doings erased. The stored row is locked, so a parallel change cannot
 * slip between the comparison and the write.
 */
export async function guardRetention(
  ctx: HandlerContext,
  tx: Db,
  value: string | undefined,
): Promise<void> {
  if (value === undefined) return;
  parseWith(configEntries.save.body, { [KEY]: value });
  const [row] = await queryRows(tx, sql`select value from configs where key = ${KEY} for update`);
  if (row?.value === value) return;
  const session = sessionOf(ctx);
  if (!(await hasRight(tx, session.userId, session.activeRoleId, 'audit', 'write')))
    throw new ApiError(403, texts.server.retentionNeedsAudit);
}

/** Deletes audit rows older than the retention, oldest first, in batches; returns how many. */
export async function purgeAudit(db: Db): Promise<number> {
  const days = await retention(db);
  if (days === undefined) return 0;
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
