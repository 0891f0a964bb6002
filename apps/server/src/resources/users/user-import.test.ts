import { fill, id as texts, USER_CSV_COLUMNS, USER_IMPORT_LIMITS } from '@cermat/core';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { queryRows } from '../../db/raw';
import { call, entry, login, type Answer } from '../../../test/support/client';
import { drivers, useHarness, type Harness } from '../../../test/support/harness';
import { personWith, roleWith } from '../../../test/support/people';

type Row = Partial<Record<(typeof USER_CSV_COLUMNS)[number], string>>;

const check = (h: Harness, rows: unknown, token = h.tokens.admin) =>
  call(h, entry('users.checkImport'), { body: { rows } }, token);
const importRows = (h: Harness, rows: unknown, token = h.tokens.admin) =>
  call(h, entry('users.import'), { body: { rows } }, token);

const row = (username: string, roles = 'Admin', extra: Row = {}): Row => ({
  username,
  name: `Nama ${username}`,
  status: 'ENABLE',
  roles,
  ...extra,
});

const errorsOf = (answer: Answer) =>
  answer.status === 200
    ? (answer.body.data as { errors: Record<string, string[]> }).errors
    : (answer.body.data as Record<string, string[]>);

async function userCount(h: Harness): Promise<number> {
  const [r] = await queryRows(h.db, sql`select count(*)::int as n from users`);
  return Number(r!.n);
}

async function importAudits(h: Harness): Promise<number> {
  const rows = await h.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.action, 'create')));
  return rows.length;
}

/** The cells of a CSV line the export wrote (quoted cells unquoted). */
function cells(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    const cell = m[1]!;
    out.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    if (m[2] === '') break;
  }
  return out;
}

describe.each(drivers)('users import, on %s', (driver) => {
  const h = useHarness(driver);

  /** A user whose only right is write (and so read) on the user list. */
  async function userEditor() {
    const role = await roleWith(h, 'Pengelola User', [{ link: 'all-user', write: true }]);
    return { role, ...(await personWith(h, 'pengelola-user', [role])) };
  }

  it('reads back what the export wrote: the same columns, new users created without a password, each audited', async () => {
    const exported = await call(
      h,
      entry('exports.csv'),
      { query: { list: 'users' } },
      h.tokens.admin,
    );
    const [header, ...lines] = exported.text!.slice(1).split('\r\n').slice(0, -1);
    expect(cells(header!)).toEqual([...USER_CSV_COLUMNS]);
    const records = lines.map((line) =>
      Object.fromEntries(USER_CSV_COLUMNS.map((c, i) => [c, cells(line)[i]!])),
    );
    const admin = records.find((r) => r.username === 'admin')!;
    expect(admin.roles).toBe('Admin | Manager | PMK | SPK');
    // As exported, every username is taken: each row says so, nothing is written.
    const again = await check(h, records);
    expect(again.status).toBe(200);
    expect(errorsOf(again)['rows.0.username']).toEqual([texts.server.duplicate]);
    // Renamed, the same rows import.
    const before = await userCount(h);
    const renamed = records.map((r, i) => ({ ...r, username: `impor-${i}` }));
    const done = await importRows(h, renamed);
    expect(done.status).toBe(200);
    expect(done.body.meta.message).toBe(fill(texts.server.imported, { count: records.length }));
    expect(await userCount(h)).toBe(before + records.length);
    expect(await importAudits(h)).toBe(records.length);
    const [made] = await h.db.select().from(users).where(eq(users.username, 'impor-0'));
    expect(made!.password_hash).toBe('');
    // No password yet: signing in fails as any wrong password does, never a 5xx.
    const signIn = await call(h, entry('auth.login'), {
      body: { username: 'impor-0', password: 'apa-saja-123' },
    });
    expect([signIn.status, signIn.body.data]).toEqual([401, texts.server.loginFailed]);
    const [trail] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(made!.id))));
    expect(trail!.username).toBe('admin');
    expect(trail!.after).toMatchObject({ username: 'impor-0' });
    expect(JSON.stringify(trail!.after)).not.toContain('password');
  });

  it('names each row’s errors, in the file and against the database, and imports nothing', async () => {
    const rows = [
      row('Budi'),
      row('budi'),
      row('Jose\u0301'),
      row('Jos\u00e9'),
      row('ADMIN'),
      row('sari', 'Admin | Penguji Tamu'),
      row('tono', '', { name: ' ' }),
      row('u\u200bsa', 'Admin', { status: 'AKTIF' }),
      row('constructor'),
      row('__proto__'),
    ];
    const answer = await check(h, rows);
    expect(answer.status).toBe(200);
    const errors = errorsOf(answer);
    expect(errors['rows.1.username']).toEqual([fill(texts.server.importRepeated, { row: 1 })]);
    expect(errors['rows.3.username']).toEqual([fill(texts.server.importRepeated, { row: 3 })]);
    expect(errors['rows.4.username']).toEqual([texts.server.duplicate]);
    expect(errors['rows.5.roles']).toEqual([
      fill(texts.server.importUnknownRoles, { roles: 'Penguji Tamu' }),
    ]);
    expect(errors['rows.6.name']?.[0]).toContain('wajib diisi');
    expect(errors['rows.6.roles']?.[0]).toContain('wajib diisi');
    expect(errors['rows.7.username']).toHaveLength(1);
    expect(errors['rows.7.status']).toHaveLength(1);
    // Names that are keys of a plain object are names like any other.
    expect(Object.keys(errors).filter((k) => /^rows\.(0|2|8|9)\./.test(k))).toEqual([]);
    const before = await userCount(h);
    const refused = await importRows(h, rows);
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual(errors);
    expect(await userCount(h)).toBe(before);
    expect(await importAudits(h)).toBe(0);
  });

  it('a user editor cannot import an administrator, only roles within its rights', async () => {
    const me = await userEditor();
    await roleWith(h, 'Lihat User', [{ link: 'all-user', write: false }]);
    const rows = [row('calon-admin', 'Admin'), row('staf', 'Lihat User')];
    const answer = await check(h, rows, me.token);
    expect(errorsOf(answer)).toEqual({
      'rows.0.roles': [fill(texts.server.importCannotGrant, { roles: 'Admin' })],
    });
    const refused = await importRows(h, rows, me.token);
    expect(refused.status).toBe(422);
    const [taken] = await h.db.select().from(users).where(eq(users.username, 'calon-admin'));
    expect(taken).toBeUndefined();
    expect((await importRows(h, [rows[1]], me.token)).status).toBe(200);
  });

  it('needs write on the user list', async () => {
    expect((await check(h, [row('x')], h.tokens.reader)).status).toBe(403);
    expect((await importRows(h, [row('x')], h.tokens.reader)).status).toBe(403);
    expect((await importRows(h, [row('x')])).status).toBe(200);
    expect((await check(h, [row('y')], 'bukan-token')).status).toBe(401);
  });

  it('refuses prototype keys and odd shapes with a 4xx, never a 5xx', async () => {
    const raw = (body: string) =>
      h.app.request('/backend/api/v1/master/user/import/check', {
        method: 'POST',
        headers: { authorization: `Bearer ${h.tokens.admin}`, 'content-type': 'application/json' },
        body,
      });
    const proto = await raw(
      '{"rows":[{"__proto__":{"username":"x"},"username":"a","name":"A","status":"ENABLE","roles":"Admin"}]}',
    );
    expect(proto.status).toBe(422);
    for (const body of [
      '{"rows":[]}',
      '{"rows":{}}',
      '{"rows":[1]}',
      '{"rows":[{"username":5}]}',
      '[]',
      '{',
    ])
      expect((await raw(body)).status, body).toBeLessThan(500);
    const extra = await check(h, [{ ...row('lain'), constructor: 'x', toString: 'y' }]);
    expect(extra.status).toBe(200);
  });

  it('any cells give each row’s errors, keyed by row and column, never a 5xx', async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('Admin', 'ENABLE', 'admin', ''),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ username: cell, name: cell, status: cell, roles: cell }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (rows) => {
          const answer = await check(h, rows);
          expect(answer.status).toBe(200);
          for (const key of Object.keys(errorsOf(answer)))
            expect(key).toMatch(/^rows\.\d\.(username|name|status|roles)$/);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('two imports of one file at once: one creates the users, the other reports them', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(`paralel-${i}`));
    const before = await userCount(h);
    const answers = await Promise.all([importRows(h, rows), importRows(h, rows)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const loser = answers.find((a) => a.status === 422)!;
    expect(errorsOf(loser)['rows.19.username']).toEqual([texts.server.duplicate]);
    expect(await userCount(h)).toBe(before + 20);
  });

  it(`checks ${USER_IMPORT_LIMITS.rows} rows, refuses more, and a body too large in words`, async () => {
    const rows = Array.from({ length: USER_IMPORT_LIMITS.rows }, (_, i) => row(`massal-${i}`));
    const checked = await check(h, rows);
    expect(checked.status).toBe(200);
    expect(errorsOf(checked)).toEqual({});
    const tooMany = await check(h, [...rows, row('satu-lagi')]);
    expect(tooMany.status).toBe(422);
    expect(errorsOf(tooMany).rows?.[0]).toContain(String(USER_IMPORT_LIMITS.rows));
    const long = 'x'.repeat(USER_IMPORT_LIMITS.cell);
    const huge = await check(
      h,
      rows.map((r) => ({ ...r, roles: long })),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.data).toBe(
      fill(texts.server.importTooLarge, { size: USER_IMPORT_LIMITS.bodyBytes / 1024 / 1024 }),
    );
    // A thousand users in one transaction.
    const before = await userCount(h);
    expect((await importRows(h, rows.slice(0, 1_000))).status).toBe(200);
    expect(await userCount(h)).toBe(before + 1_000);
  }, 60_000);
});

describe.each(drivers)('a user without a password, on %s', (driver) => {
  const h = useHarness(driver);

  it('never signs in, and is told what a wrong password is told', async () => {
    await h.db.insert(users).values({ username: 'tanpa-sandi', name: 'Tanpa', password_hash: '' });
    for (const password of ['', 'apa-saja-123']) {
      const answer = await call(h, entry('auth.login'), {
        body: { username: 'tanpa-sandi', password },
      });
      expect(answer.status).toBeLessThan(500);
      expect(answer.status).not.toBe(200);
    }
    const answer = await call(h, entry('auth.login'), {
      body: { username: 'tanpa-sandi', password: 'apa-saja-123' },
    });
    expect([answer.status, answer.body.data]).toEqual([401, texts.server.loginFailed]);
    await login(h);
  });
});
