import { AUDIT_ENTITIES } from '@cermat/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announcementStatements, type Announcement } from '../src/audit/record';
import { queryRows } from '../src/db/raw';
import { auditLog, pohonProfesi } from '../src/db/schema';
import { inTransaction } from '../src/db/tx';
import { rowsOf } from './support/audit-rows';
import { call, entry } from './support/client';
import { drivers, fuzzRuns, useHarness, type Harness } from './support/harness';

// What a caller can put in an announcement (the proxy's X-Forwarded-For): SQL's and JSON's
// quoting and escapes, `$$`, statement ends, non-BMP text. HTTP carries no NUL.
const tricky = fc.constantFrom("'", '\\', '"', ';', '$$', "E'", "\\'", '\n', '😀', 'ü', '%s', 'a');
const text = fc
  .string({ unit: fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 1 })) })
  .map((s) => s.replaceAll('\0', ''));

const announcement = (over: Partial<Announcement>): Announcement => ({
  user_id: 1,
  role_id: 1,
  action: 'update',
  entity: 'pohon_profesi',
  id: '1',
  address: 'uji',
  request_id: 'uji',
  ...over,
});

/** Renames branch 1 in a transaction announced with `a`, by `work`. */
const announced = (h: Harness, a: Announcement, work: (tx: Harness['db']) => Promise<unknown>) =>
  inTransaction(h.db, work, announcementStatements(a));

const rename = (tx: Harness['db'], id: number, nama_pohon_profesi: string) =>
  tx.update(pohonProfesi).set({ nama_pohon_profesi }).where(eq(pohonProfesi.id_pohon_profesi, id));

const rowsFor = (h: Harness, requestId: string) =>
  h.db.select().from(auditLog).where(eq(auditLog.request_id, requestId));

describe.each(drivers)('the audited write announced with its BEGIN, on %s', (driver) => {
  const h = useHarness(driver);

  it('carries any address, request id and record id as given, never as SQL', async () => {
    await fc.assert(
      fc.asyncProperty(
        text,
        text,
        fc.constantFrom(...AUDIT_ENTITIES),
        fc.option(text, { nil: undefined }),
        async (address, request_id, entity, id) => {
          const a = announcement({ address, request_id, entity, id });
          const seen = await inTransaction(
            h.db,
            (tx) =>
              queryRows(
                tx,
                sql`select current_setting('cermat.audit')::jsonb as a,
                  current_setting('cermat.audit_entity') as e`,
              ),
            announcementStatements(a),
          );
          expect(seen[0]).toEqual({ a: JSON.parse(JSON.stringify(a)), e: entity });
        },
      ),
      { numRuns: Math.min(fuzzRuns * 2, 60) },
    );
    // The longest a proxy's header can carry (Node takes 16 KB of headers), quotes and all.
    const long = announcement({ address: `'\\$$;`.repeat(3_000), entity: 'user', id: "1'" });
    const [held] = await inTransaction(
      h.db,
      (tx) => queryRows(tx, sql`select current_setting('cermat.audit')::jsonb as a`),
      announcementStatements(long),
    );
    expect(held!.a).toEqual(long);
    // Nothing outlives its transaction: the next one is announced by nobody.
    const [after] = await queryRows(
      h.db,
      sql`select coalesce(current_setting('cermat.audit', true), '') as a`,
    );
    expect(after!.a).toBe('');
  });

  it('writes one row whose before is the first state and after the last, of that record only', async () => {
    const [start] = await h.db
      .select({ n: pohonProfesi.nama_pohon_profesi })
      .from(pohonProfesi)
      .where(eq(pohonProfesi.id_pohon_profesi, 1));
    await announced(h, announcement({ request_id: 'dua-kali' }), async (tx) => {
      // Another row of the same table first: not the announced record, so it passes.
      await rename(tx, 2, 'Cabang Lain');
      await rename(tx, 1, 'Nama Antara');
      await rename(tx, 1, 'Nama Akhir');
    });
    const rows = await rowsFor(h, 'dua-kali');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.entity_id).toBe('1');
    expect(rows[0]!.before).toMatchObject({ nama_pohon_profesi: start!.n });
    expect(rows[0]!.after).toMatchObject({ nama_pohon_profesi: 'Nama Akhir' });
  });

  it('writes no row for a change nobody announced (seeds, imports, maintenance)', async () => {
    const before = await h.db.$count(auditLog);
    await inTransaction(h.db, (tx) => rename(tx, 1, 'Tanpa Pengumuman'));
    await rename(h.db, 2, 'Tanpa Transaksi');
    expect(await h.db.$count(auditLog)).toBe(before);
  });

  it('hands back no connection in a failed transaction when the announcement fails', async () => {
    // More failures than the pool has connections: one handed back broken would fail a
    // later call with "current transaction is aborted".
    for (let i = 0; i < 6; i++)
      await expect(
        inTransaction(h.db, async () => 'tidak sampai', ['select 1 / 0']),
      ).rejects.toThrow();
    for (let i = 0; i < 6; i++)
      expect(await inTransaction(h.db, async (tx) => queryRows(tx, sql`select 1 as n`))).toEqual([
        { n: 1 },
      ]);
  });

  it('gives each of parallel edits of a user (several tables) its own before and after', async () => {
    const target = h.fixtures.targetUserId;
    const names = Array.from({ length: 5 }, (_, i) => `Serentak ${i}`);
    // No version sent: last write wins, so every edit goes through, one after another.
    const answers = await Promise.all(
      names.map((name) =>
        call(
          h,
          entry('users.update'),
          {
            body: {
              id: target,
              username: 'sasaran',
              name,
              selected_role: JSON.stringify([h.fixtures.readerRoleId]),
              password: '',
              password_confirm: '',
            },
          },
          h.tokens.admin,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
    type State = Record<string, unknown>;
    const rows = await Promise.all(answers.map((a) => rowsOf(h, a.headers.get('x-request-id'))));
    expect(rows.map((r) => r.length)).toEqual(names.map(() => 1));
    // Each edit's before is another edit's after, or the start: one chain, no two alike.
    const befores = rows.map(([row]) => (row!.before as State).name);
    expect(new Set(befores).size).toBe(names.length);
    const afters = new Set(rows.map(([row]) => (row!.after as State).name));
    expect(befores.filter((name) => !afters.has(name as string))).toHaveLength(1);
  });
});
