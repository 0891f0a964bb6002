import { AUDIT_RETENTION } from '@cermat/contract';
import { fieldLabel, fieldMessage, id } from '@cermat/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw';
import { auditLog, configs } from '../src/db/schema';
import { maintain } from '../src/maintenance';
import { call, entry, type Answer } from './support/client';
import { drivers, fuzzRuns, useHarness, type Harness } from './support/harness';
import { personWith, roleWith } from './support/people';

const KEY = 'AUDIT_RETENTION_DAYS';
const label = fieldLabel([KEY], id);

const save = (h: Harness, token: string, body: Record<string, string>) =>
  call(h, entry('configs.save'), { body }, token);

const stored = async (h: Harness) =>
  (await h.db.select().from(configs).where(eq(configs.key, KEY)))[0]?.value;

const fieldError = (answer: Answer) =>
  (answer.body.data as Record<string, string[]> | null)?.[KEY]?.[0];

/** A signed-in user whose only role writes Konfigurasi, and Audit when `audit`. */
async function configWriter(h: Harness, name: string, audit: boolean) {
  const rights = [{ link: 'konfigurasi', write: true }];
  if (audit) rights.push({ link: 'audit', write: true });
  return personWith(h, name, [await roleWith(h, `Role ${name}`, rights)]);
}

/** Audit rows `days` old. */
const oldRows = (h: Harness, count: number, days: number) =>
  queryRows(
    h.db,
    sql`insert into audit_log (action, entity, entity_id, at)
      select 'update', 'pohon_profesi', g::text, now() - make_interval(days => ${days})
      from generate_series(1, ${count}) g`,
  );

describe.each(drivers)('AUDIT_RETENTION_DAYS, on %s', (driver) => {
  const h = useHarness(driver);

  it('needs write on Audit besides Konfigurasi to change; the same value saves without it', async () => {
    const konfig = await configWriter(h, 'konfig-saja', false);
    const refused = await save(h, konfig.token, { [KEY]: '400', CAPTCHA: 'Tidak' });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message).toBe(id.server.retentionNeedsAudit);
    expect(await stored(h)).toBe(String(AUDIT_RETENTION.defaultDays));
    // The configuration form sends every key: an unchanged retention needs no Audit right.
    const whole = await save(h, konfig.token, {
      [KEY]: String(AUDIT_RETENTION.defaultDays),
      CAPTCHA: 'Tidak',
    });
    expect(whole.status).toBe(200);
    const auditor = await configWriter(h, 'konfig-audit', true);
    expect((await save(h, auditor.token, { [KEY]: '400' })).status).toBe(200);
    expect(await stored(h)).toBe('400');
  });

  it('is not put back by a restore from the trail without write on Audit', async () => {
    expect((await save(h, h.tokens.admin, { [KEY]: '400' })).status).toBe(200);
    const [row] = await h.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'config')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const konfig = await configWriter(h, 'konfig-saja', false);
    const body = { id: row!.id, entity: 'config', entity_id: 'all' };
    const refused = await call(h, entry('audit.restore'), { body }, konfig.token);
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message).toBe(id.server.retentionNeedsAudit);
    expect(await stored(h)).toBe('400');
  });

  it('takes digits only, from 30 days to a century, and names the field otherwise', async () => {
    const digits = fieldMessage(label, { kind: 'digits' }, id);
    const min = fieldMessage(label, { kind: 'min', limit: AUDIT_RETENTION.minDays }, id);
    const max = fieldMessage(label, { kind: 'max', limit: AUDIT_RETENTION.maxDays }, id);
    const cases: [string, string][] = [
      [' 1', digits],
      ['30 ', digits],
      ['1.5', digits],
      ['1e3', digits],
      ['+40', digits],
      ['0x1f', digits],
      ['٣٠', digits],
      ['', digits],
      ['1', min],
      ['29', min],
      ['0', min],
      ['36501', max],
      ['99999999999999999999', max],
    ];
    for (const [value, message] of cases) {
      const answer = await save(h, h.tokens.admin, { [KEY]: value });
      expect([answer.status, fieldError(answer)], JSON.stringify(value)).toEqual([422, message]);
    }
    for (const value of ['30', '0030', String(AUDIT_RETENTION.maxDays)])
      expect((await save(h, h.tokens.admin, { [KEY]: value })).status, value).toBe(200);
  });

  it('refuses, as an attacker would send them, every text that is not a plain number of days in range', async () => {
    const plain = /^\d+$/;
    const inRange = (v: string) =>
      plain.test(v) && +v >= AUDIT_RETENTION.minDays && +v <= AUDIT_RETENTION.maxDays;
    const texts = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer({ min: -100, max: 40_000 }).map(String),
      fc
        .tuple(fc.constantFrom(' ', '+', '-', '0x', '\t', '\u00a0', ''), fc.nat(40_000))
        .map(([a, n]) => `${a}${n}`),
    );
    await fc.assert(
      fc.asyncProperty(texts, async (value) => {
        const answer = await save(h, h.tokens.admin, { [KEY]: value });
        expect(answer.status).toBe(inRange(value) ? 200 : 422);
        if (!inRange(value)) expect(fieldError(answer)).toMatch(label);
      }),
      { numRuns: Math.min(fuzzRuns, 60) },
    );
  });

  it('a bad value already stored (by hand, or under an older rule) deletes nothing', async () => {
    await oldRows(h, 3, 400);
    await oldRows(h, 3, 40);
    for (const bad of ['1', ' 1', '1e3', 'satu']) {
      await h.db.update(configs).set({ value: bad }).where(eq(configs.key, KEY));
      expect((await maintain(h.database, h.config)).purgedAudit, bad).toBe(0);
    }
    await h.db.delete(configs).where(eq(configs.key, KEY));
    expect((await maintain(h.database, h.config)).purgedAudit).toBe(3);
  });
});
