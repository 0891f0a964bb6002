import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { configs } from '../src/db/schema';
import { inTransaction } from '../src/db/tx';
import { drivers, useHarness } from './support/harness';

// Only a server with several connections can deadlock (PGlite runs one query at a time).
// configs has no list_version trigger (writes to listed tables queue on that one row,
// so they cannot cross like this).
describe.each(drivers.filter((d) => d === 'postgres'))('transactions on %s', (driver) => {
  const h = useHarness(driver);

  it('a deadlock victim is run again, so both crossing edits land', async () => {
    await h.db.insert(configs).values([
      { key: 'SILANG_A', value: '' },
      { key: 'SILANG_B', value: '' },
    ]);
    const set = (tx: typeof h.db, key: string, value: string) =>
      tx.update(configs).set({ value }).where(eq(configs.key, key));
    // Each transaction holds one row, then asks for the other's: PostgreSQL aborts one.
    let firstHolds!: () => void;
    let secondHolds!: () => void;
    const firstHeld = new Promise<void>((r) => (firstHolds = r));
    const secondHeld = new Promise<void>((r) => (secondHolds = r));
    const first = inTransaction(h.db, async (tx) => {
      await set(tx, 'SILANG_A', 'satu');
      firstHolds();
      await secondHeld;
      await set(tx, 'SILANG_B', 'satu');
    });
    const second = inTransaction(h.db, async (tx) => {
      await set(tx, 'SILANG_B', 'dua');
      secondHolds();
      await firstHeld;
      await set(tx, 'SILANG_A', 'dua');
    });
    await expect(Promise.all([first, second])).resolves.toBeDefined();
    const rows = await h.db
      .select({ value: configs.value })
      .from(configs)
      .where(inArray(configs.key, ['SILANG_A', 'SILANG_B']))
      .orderBy(configs.key);
    // Whichever ran last wrote both rows: never a mix of the two.
    expect([
      ['satu', 'satu'],
      ['dua', 'dua'],
    ]).toContainEqual(rows.map((r) => r.value));
  });
});

describe('the retry policy', () => {
  /** A database whose transactions fail with these SQLSTATEs (wrapped as drizzle does), then succeed. */
  const failingWith = (...codes: string[]) => {
    const calls = { n: 0 };
    const db = {
      transaction: async (fn: (tx: unknown) => Promise<unknown>) => {
        const code = codes[calls.n++];
        if (code)
          throw new Error('Failed query', { cause: Object.assign(new Error(code), { code }) });
        return fn({});
      },
    } as unknown as Db;
    return { db, calls };
  };

  it('runs a deadlock or serialization victim again, three times at most', async () => {
    const twice = failingWith('40P01', '40001');
    await expect(inTransaction(twice.db, async () => 'ok')).resolves.toBe('ok');
    expect(twice.calls.n).toBe(3);
    const always = failingWith('40P01', '40P01', '40P01', '40P01');
    await expect(inTransaction(always.db, async () => 'ok')).rejects.toThrow('Failed query');
    expect(always.calls.n).toBe(3);
  });

  it('never repeats other failures (a unique violation is an answer, not bad luck)', async () => {
    const unique = failingWith('23505');
    await expect(inTransaction(unique.db, async () => 'ok')).rejects.toThrow('Failed query');
    expect(unique.calls.n).toBe(1);
  });
});
