import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../src/db/pglite';
import { fuzzRuns } from './support/harness';

// The client drizzle gets must read every value as drizzle's own session does (the reference:
// the same instance, handed over as it is), without sending parsers with each query.
describe('the PGlite client handed to drizzle', () => {
  const { client, forDrizzle } = openPglite(undefined);
  const reference = drizzle(client);
  const db = drizzle(forDrizzle);
  afterAll(() => client.close());

  const day = 86_400_000;
  const values = fc.record({
    at: fc.date({ min: new Date(-1e12), max: new Date(4e12), noInvalidDate: true }),
    seconds: fc.integer({ min: -1e9, max: 1e9 }),
    amount: fc.tuple(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.nat(999_999)),
    bytes: fc.uint8Array({ maxLength: 64 }),
    // PostgreSQL text holds any character but NUL.
    text: fc.string({ unit: 'grapheme', maxLength: 20 }).filter((t) => !t.includes('\0')),
    flag: fc.boolean(),
  });
  // Every kind of value the product reads, alone and in arrays (drizzle's parsers cover
  // some of them, PGlite's the others, db/client.ts's the bytes).
  const query = (v: typeof values extends fc.Arbitrary<infer T> ? T : never) => {
    const when = v.at.toISOString();
    const amount = `${v.amount[0]}.${v.amount[1]}`;
    return sql`select ${when}::timestamptz as tz, ${when}::timestamp as ts,
      ${when}::date as d, ${when}::timestamptz::time as t, ${when}::timestamptz::timetz as ttz,
      make_interval(secs => ${v.seconds}) as i, ${amount}::numeric as n,
      ${v.amount[0].toString()}::int8 as big, ${v.seconds}::float8 / 7 as f,
      ${Buffer.from(v.bytes)}::bytea as b, ${v.text}::text as s, ${v.flag}::boolean as flag,
      jsonb_build_object('s', ${v.text}::text, 'n', ${v.seconds}::int) as j,
      array[${when}::timestamptz] as tzs, array[${when}::timestamp] as tss,
      array[${when}::date] as ds, array[make_interval(secs => ${v.seconds})] as iss,
      array[${amount}::numeric] as ns, array[${Buffer.from(v.bytes)}::bytea] as bs,
      array[${v.seconds}::int] as ints, array[${v.text}::text] as ss,
      gen_random_uuid() is not null as uuid_made, ${day}::int8 as day`;
  };

  it('reads every type as drizzle does, in and out of a transaction', async () => {
    await fc.assert(
      fc.asyncProperty(values, async (v) => {
        const [expected] = (await reference.execute(query(v))).rows;
        expect((await db.execute(query(v))).rows).toEqual([expected]);
        const inside = await db.transaction(async (tx) => (await tx.execute(query(v))).rows);
        expect(inside).toEqual([expected]);
      }),
      { numRuns: fuzzRuns },
    );
  });

  it('sends no parsers with a query, so PGlite copies none', async () => {
    const spy = vi.spyOn(client, 'query');
    await db.execute(sql`select now() as at`);
    await db.transaction(async (tx) => tx.execute(sql`select now() as at`));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![2]?.parsers).toBeUndefined();
    spy.mockRestore();
  });

  it('keeps a rolled back transaction rolled back and a finished one closed', async () => {
    await db.execute(sql`create table kept (n int)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept values (1)`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect((await db.execute(sql`select count(*)::int as n from kept`)).rows).toEqual([{ n: 0 }]);
    let finished: Transaction | undefined;
    await forDrizzle.transaction(async (tx) => {
      finished = tx;
      expect(tx.closed).toBe(false);
    });
    expect(finished!.closed).toBe(true);
    await expect(finished!.query('select 1')).rejects.toThrow('closed');
  });
});
