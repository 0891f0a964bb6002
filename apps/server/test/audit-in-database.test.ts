import { createHash } from 'node:crypto';
import { bounds, limits } from '@cermat/contract';
import { id as texts } from '@cermat/core';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw';
import { auditLog, pageColumns, pageRows, pages, users } from '../src/db/schema';
import { lastRow, restore, rowsOf } from './support/audit-rows';
import { call, entry } from './support/client';
import { drivers, useHarness, type Harness } from './support/harness';
import { pageBody, pageStamp, pohonStamp, userStamp } from './support/inputs';

/** What the record is now, as the database's one definition reads it. */
const snapshotOf = async (h: Harness, entity: string, id: string | number) =>
  (await queryRows(h.db, sql`select audit_snapshot(${entity}, ${String(id)}) as s`))[0]!
    .s as Record<string, unknown> | null;

/** The component names of a page's columns, as stored. */
const componentsOf = async (h: Harness, pageId: number) =>
  (
    await h.db
      .select({ c: pageColumns.component })
      .from(pageColumns)
      .innerJoin(pageRows, eq(pageRows.id, pageColumns.row_id))
      .where(eq(pageRows.page_id, pageId))
  ).map((row) => row.c);

const hashOf = async (h: Harness, id: number) =>
  (await h.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, id)))[0]!.hash;

/**
 * A page as the trail wrote it before migration 0010 (audit/snapshots.ts, in JavaScript):
 * the reference for rows written then, which restores must still accept.
 */
async function pageAsJavaScriptWroteIt(h: Harness, id: number) {
  const [page] = await h.db.select().from(pages).where(eq(pages.id, id));
  const cells = await h.db
    .select({ row: pageRows.number, col: pageColumns })
    .from(pageRows)
    .leftJoin(pageColumns, eq(pageColumns.row_id, pageRows.id))
    .where(eq(pageRows.page_id, id))
    .orderBy(asc(pageRows.number), asc(pageColumns.number));
  const rows: { grid: number; component: string; order: number }[][] = [];
  for (const cell of cells) {
    const list = (rows[cell.row - 1] ??= []);
    if (cell.col)
      list.push({ grid: cell.col.grid, component: cell.col.component, order: cell.col.order_no });
  }
  const state = { ...page, rows: JSON.stringify(rows.map((r) => r ?? [])) };
  return JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
}

/** An audit row written as the JavaScript trail did: values as given. */
const oldRow = async (
  h: Harness,
  entity: string,
  entityId: number,
  before: object,
  after: object,
) =>
  (
    await h.db
      .insert(auditLog)
      .values({ action: 'update', entity, entity_id: String(entityId), before, after })
      .returning({ id: auditLog.id })
  )[0]!.id;

const saveUser = async (h: Harness, id: number, username: string, password = '') =>
  call(
    h,
    entry('users.update'),
    {
      body: {
        id,
        username,
        name: 'Sasaran',
        selected_role: JSON.stringify([h.fixtures.readerRoleId]),
        password,
        password_confirm: password,
        updated_at: await userStamp(h, id),
      },
    },
    h.tokens.admin,
  );

describe.each(drivers)('audit inside the database, on %s', (driver) => {
  const h = useHarness(driver);

  it('leaves no row when the work fails after the write was announced (422, 409)', async () => {
    // A name another branch has (unique without case): the UPDATE fails inside the work.
    const [other] = await queryRows(
      h.db,
      sql`select nama_pohon_profesi as n from pohon_profesi where id_pohon_profesi = 2`,
    );
    const taken = await call(
      h,
      entry('pohonProfesi.update'),
      {
        body: {
          id: 1,
          nama_pohon_profesi: String(other!.n).toUpperCase(),
          updated_at: await pohonStamp(h, 1),
        },
      },
      h.tokens.admin,
    );
    expect(taken.status).toBe(422);
    expect(await rowsOf(h, taken.headers.get('x-request-id'))).toEqual([]);
    const target = h.fixtures.targetUserId;
    const stale = await call(
      h,
      entry('users.setStatus'),
      { body: { id: target, status: 'DISABLE', updated_at: '2001-01-01T00:00:00.000Z' } },
      h.tokens.admin,
    );
    expect(stale.status).toBe(409);
    expect(await rowsOf(h, stale.headers.get('x-request-id'))).toEqual([]);
  });

  it('stores no hash and no digest of one: after says "changed" only when it changed', async () => {
    const target = h.fixtures.targetUserId;
    const oldHash = await hashOf(h, target);
    const changed = await saveUser(h, target, 'sasaran', 'rahasia-baru-2');
    expect(changed.status).toBe(200);
    const newHash = await hashOf(h, target);
    const row = await lastRow(h, 'user', target);
    expect(row.after).toMatchObject({ password: 'changed' });
    expect(row.before).not.toHaveProperty('password');
    const stored = JSON.stringify(row);
    for (const hash of [oldHash, newHash]) {
      expect(stored).not.toContain(hash);
      // The before side carried a digest until COMMIT; none of it may stay.
      expect(stored).not.toContain(createHash('md5').update(JSON.stringify(hash)).digest('hex'));
    }
    const same = await saveUser(h, target, 'sasaran');
    expect(same.status).toBe(200);
    const unchanged = await lastRow(h, 'user', target);
    expect(unchanged.after).not.toHaveProperty('password');
    expect(unchanged.before).not.toHaveProperty('password');
  });

  it('round-trips a username with quotes, backslashes and unicode through a restore', async () => {
    const target = h.fixtures.targetUserId;
    const odd = `O'Brien "\\kutip\\" ünï 😀 \u2028 \t`;
    expect((await saveUser(h, target, odd)).status).toBe(200);
    const [stored] = await h.db
      .select({ u: users.username })
      .from(users)
      .where(eq(users.id, target));
    const kept = stored!.u;
    expect((await lastRow(h, 'user', target)).after).toMatchObject({ username: kept });
    expect((await saveUser(h, target, 'biasa')).status).toBe(200);
    const rename = await lastRow(h, 'user', target);
    expect(rename.before).toMatchObject({ username: kept });
    const answer = await restore(h, rename.id, 'user', String(target), h.tokens.admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [now] = await h.db.select({ u: users.username }).from(users).where(eq(users.id, target));
    expect(now!.u).toBe(kept);
  });

  it('keeps odd component names of a page exactly, as text JavaScript would have written', async () => {
    // Names the form allows at their edges, and older rows the form never checked.
    await call(
      h,
      entry('pages.update'),
      {
        body: {
          id: 1,
          ...pageBody('beranda'),
          detail_page: [{ number: 1, columns: [{ number: 1, grid: 4, component: '-', order: 1 }] }],
          updated_at: await pageStamp(h, 1),
        },
      },
      h.tokens.admin,
    );
    const odd = 'Kartu "Kutip" \\ </script> \n\t\u0001 ü 😀';
    await queryRows(
      h.db,
      sql`update page_columns set component = ${odd}
        where row_id in (select id from page_rows where page_id = 1)`,
    );
    const expected = await pageAsJavaScriptWroteIt(h, 1);
    expect((await snapshotOf(h, 'page', 1))!.rows).toBe(expected.rows);
    const save = await call(
      h,
      entry('pages.update'),
      { body: { id: 1, ...pageBody('beranda'), updated_at: await pageStamp(h, 1) } },
      h.tokens.admin,
    );
    expect(save.status).toBe(200);
    const row = await lastRow(h, 'page', 1);
    expect(row.before).toMatchObject({ rows: expected.rows });
    const answer = await restore(h, row.id, 'page', '1', h.tokens.admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await componentsOf(h, 1)).toEqual([odd]);
  });

  it('records and restores the largest page the contract allows (100 rows of 48 columns)', async () => {
    // An attacker's biggest audited write: the before and after snapshots at COMMIT hold
    // 4,800 cells of the longest component name each, and the restore writes them back.
    const name = 'K'.repeat(limits.component);
    const largest = Array.from({ length: bounds.pageRows }, (_, r) => ({
      number: r + 1,
      columns: Array.from({ length: bounds.pageColumns }, (_, c) => ({
        number: c + 1,
        grid: (c % bounds.grid) + 1,
        component: `${name.slice(0, -4)}${String(r * 100 + c).padStart(4, '0')}`,
        order: c + 1,
      })),
    }));
    const save = (detail_page: unknown) => async () =>
      call(
        h,
        entry('pages.update'),
        {
          body: {
            id: 1,
            ...pageBody('beranda'),
            detail_page,
            updated_at: await pageStamp(h, 1),
          },
        },
        h.tokens.admin,
      );
    expect((await save(largest)()).status).toBe(200);
    expect((await save(pageBody('beranda').detail_page)()).status).toBe(200);
    const row = await lastRow(h, 'page', 1);
    expect(JSON.parse((row.before as { rows: string }).rows)).toHaveLength(bounds.pageRows);
    const answer = await restore(h, row.id, 'page', '1', h.tokens.admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await componentsOf(h, 1)).toHaveLength(bounds.pageRows * bounds.pageColumns);
    expect((await lastRow(h, 'page', 1)).action).toBe('restore');
  });

  it('restores from a row the JavaScript trail wrote when nothing changed since, not after', async () => {
    const current = await pageAsJavaScriptWroteIt(h, 1);
    const earlier = { ...current, nama_page: 'beranda-lama', rows: '[]' };
    const id = await oldRow(h, 'page', 1, earlier, current);
    const answer = await restore(h, id, 'page', '1', h.tokens.admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [page] = await h.db.select({ n: pages.nama_page }).from(pages).where(eq(pages.id, 1));
    expect(page!.n).toBe('beranda-lama');
    // The same kind of row for a user, whose after says "changed" for the password.
    const target = h.fixtures.targetUserId;
    const user = (await snapshotOf(h, 'user', target))!;
    const { password: _, ...visible } = user;
    const userRow = await oldRow(
      h,
      'user',
      target,
      { ...visible, name: 'Nama Lama' },
      { ...visible, password: 'changed' },
    );
    const restored = await restore(h, userRow, 'user', String(target), h.tokens.admin);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    // A row whose after is no longer the record (one component differs) is refused.
    const moved = await pageAsJavaScriptWroteIt(h, 1);
    const staleRow = await oldRow(h, 'page', 1, earlier, { ...moved, rows: '[[]]' });
    const refused = await restore(h, staleRow, 'page', '1', h.tokens.admin);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toBe(texts.server.stale);
  });

  it('gives each of parallel edits of one record its own before and after', async () => {
    const start = String((await snapshotOf(h, 'pohon_profesi', 1))!.nama_pohon_profesi);
    const names = Array.from({ length: 6 }, (_, i) => `Serentak ${i}`);
    // No version sent: last write wins, so every edit goes through, one after another.
    const answers = await Promise.all(
      names.map((nama_pohon_profesi) =>
        call(
          h,
          entry('pohonProfesi.update'),
          { body: { id: 1, nama_pohon_profesi } },
          h.tokens.admin,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
    const rows = await Promise.all(answers.map((a) => rowsOf(h, a.headers.get('x-request-id'))));
    type State = Record<string, unknown>;
    // Each edit by the name it found: two that read the same before would collide here.
    const byBefore = new Map(
      rows.map(([row]) => [(row!.before as State).nama_pohon_profesi, row!]),
    );
    expect(byBefore.size).toBe(names.length);
    // One chain from the start through every edit, each before the previous one's after.
    let name: unknown = start;
    let previous: State | undefined;
    for (const _ of names) {
      const row = byBefore.get(name);
      expect(row, `no edit started from ${String(name)}`).toBeDefined();
      if (previous) expect(row!.before).toEqual(previous);
      previous = row!.after as State;
      name = previous.nama_pohon_profesi;
    }
  });

  it('leaves rows written any other way as they are (imports, synthetic rows)', async () => {
    const after = { name: 'sintetis', password: 'bukan rahasia uji' };
    const [row] = await h.db
      .insert(auditLog)
      .values({ action: 'update', entity: 'user', entity_id: '1', after })
      .returning({ id: auditLog.id });
    const [kept] = await h.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(kept!.after).toEqual(after);
    expect(kept!.before).toBeNull();
  });

  it('reads no record for ids that are not one, and refuses an unknown entity', async () => {
    for (const id of ['1 or 1=1', "1'; drop table users; --", '99999999999', '', '-1'])
      expect(await snapshotOf(h, 'user', id), id).toBeNull();
    await expect(snapshotOf(h, 'tidak_ada', '1')).rejects.toThrow();
  });
});
