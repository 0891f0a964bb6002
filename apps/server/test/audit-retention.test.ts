import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw';
import { maintain } from '../src/maintenance';
import { call, entry } from './support/client';
import { drivers, useHarness, type Harness } from './support/harness';

/** Audit rows `days` old, made in one statement. */
const oldRows = (h: Harness, count: number, days: number) =>
  queryRows(
    h.db,
    sql`insert into audit_log (action, entity, entity_id, at)
      select 'update', 'pohon_profesi', g::text, now() - make_interval(days => ${days})
      from generate_series(1, ${count}) g`,
  );

const ages = async (h: Harness) =>
  (
    await queryRows(
      h.db,
      sql`select floor(extract(epoch from now() - at) / 86400)::int as days, count(*)::int as n
        from audit_log group by 1 order by 1`,
    )
  ).map((r) => [Number(r.days), Number(r.n)]);

describe.each(drivers)('audit retention, on %s', (driver) => {
  const h = useHarness(driver);

  it('keeps 365 days by default and removes older rows in batches', async () => {
    await oldRows(h, 12_000, 400);
    await oldRows(h, 3, 300);
    const { purgedAudit } = await maintain(h.database, h.config);
    expect(purgedAudit).toBe(12_000);
    expect((await ages(h)).filter(([days]) => days! > 0)).toEqual([[300, 3]]);
  });

  it('follows AUDIT_RETENTION_DAYS, which takes only whole days within bounds', async () => {
    const save = (value: string) =>
      call(h, entry('configs.save'), { body: { AUDIT_RETENTION_DAYS: value } }, h.tokens.admin);
    for (const bad of ['0', '-1', '1.5', 'satu', '', '99999999'])
      expect((await save(bad)).status, bad).toBe(422);
    expect((await save('30')).status).toBe(200);
    await oldRows(h, 2, 40);
    await oldRows(h, 2, 20);
    expect((await maintain(h.database, h.config)).purgedAudit).toBe(2);
    expect((await ages(h)).filter(([days]) => days! > 0)).toEqual([[20, 2]]);
  });
});
