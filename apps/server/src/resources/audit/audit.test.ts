import { id as texts } from '@cermat/core';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, pohonProfesi, users } from '../../db/schema';
import { lastRow, restore } from '../../../test/support/audit-rows';
import { call, entry } from '../../../test/support/client';
import { drivers, useHarness, type Harness } from '../../../test/support/harness';
import { pohonStamp, userStamp } from '../../../test/support/inputs';
import { menuIds, personWith, roleWith } from '../../../test/support/people';

const renamePohon = async (h: Harness, id: number, name: string) =>
  call(
    h,
    entry('pohonProfesi.update'),
    { body: { id, nama_pohon_profesi: name, updated_at: await pohonStamp(h, id) } },
    h.tokens.admin,
  );

const pohonName = async (h: Harness, id: number) =>
  (
    await h.db
      .select({ n: pohonProfesi.nama_pohon_profesi })
      .from(pohonProfesi)
      .where(eq(pohonProfesi.id_pohon_profesi, id))
  )[0]!.n;

describe.each(drivers)('audit trail, on %s', (driver) => {
  const h = useHarness(driver);

  it('records who, what, before and after in the request', async () => {
    const before = await pohonName(h, 1);
    const answer = await renamePohon(h, 1, 'Dahan Tercatat');
    expect(answer.status).toBe(200);
    const row = await lastRow(h, 'pohon_profesi', 1);
    expect(row).toMatchObject({
      action: 'update',
      user_id: h.fixtures.adminId,
      username: 'admin',
      role_id: h.fixtures.adminRoleId,
      role_name: 'Admin',
      request_id: answer.headers.get('x-request-id'),
    });
    expect(row.before).toMatchObject({ nama_pohon_profesi: before });
    expect(row.after).toMatchObject({ nama_pohon_profesi: 'Dahan Tercatat' });
  });

  it('leaves no row when the write rolls back (stale version, refused rights)', async () => {
    const count = async () => (await h.db.select({ id: auditLog.id }).from(auditLog)).length;
    const start = await count();
    const stale = await call(
      h,
      entry('pohonProfesi.update'),
      { body: { id: 1, nama_pohon_profesi: 'Basi', updated_at: '2000-01-01T00:00:00.000Z' } },
      h.tokens.admin,
    );
    expect(stale.status).toBe(409);
    // A user editor may not strip the administrator's roles (delegation, inside the write).
    const role = await roleWith(h, 'Editor User', [{ link: 'all-user', write: true }]);
    const editor = await personWith(h, 'editor-user', [role]);
    const start2 = await count();
    const refused = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: h.fixtures.adminId,
          username: 'admin',
          name: 'Admin',
          selected_role: JSON.stringify([role]),
        },
      },
      editor.token,
    );
    expect(refused.status).toBe(403);
    // Only the editor's sign-in was written in between.
    expect(start2 - start).toBe(1);
    expect(await count()).toBe(start2);
  });

  it('keeps passwords and tokens out: only "changed"', async () => {
    const target = h.fixtures.targetUserId;
    const answer = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: target,
          username: 'sasaran',
          name: 'Sasaran',
          selected_role: JSON.stringify([h.fixtures.readerRoleId]),
          password: 'rahasia-baru-1',
          password_confirm: 'rahasia-baru-1',
          updated_at: await userStamp(h, target),
        },
      },
      h.tokens.admin,
    );
    expect(answer.status).toBe(200);
    const row = await lastRow(h, 'user', target);
    expect(row.after).toMatchObject({ password: 'changed' });
    expect(row.before).not.toHaveProperty('password');
    const [hash] = await h.db
      .select({ h: users.password_hash })
      .from(users)
      .where(eq(users.id, target));
    expect(JSON.stringify(row)).not.toContain(hash!.h);
    const logins = await h.db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(JSON.stringify(logins)).not.toMatch(/token|argon2/);
  });

  it('lists newest first with filters, and shows one row with before and after', async () => {
    await renamePohon(h, 1, 'Satu');
    await renamePohon(h, 2, 'Dua');
    const list = await call(
      h,
      entry('audit.list'),
      { query: { draw: 4, entity: 'pohon_profesi', action: 'update' } },
      h.tokens.reader,
    );
    expect(list.status).toBe(200);
    const [{ draw, list_data }] = list.body.data as [
      {
        draw: number;
        list_data: { data: { id_audit: number; entity_id: string }[]; total: number };
      },
    ];
    expect(draw).toBe(4);
    expect(list_data.data.map((r) => r.entity_id)).toEqual(['2', '1']);
    const newest = list_data.data[0]!.id_audit;
    const byUser = await call(
      h,
      entry('audit.list'),
      { query: { draw: 1, user_id: h.fixtures.readerId } },
      h.tokens.admin,
    );
    const readerRows = (byUser.body.data as [{ list_data: { data: { username: string }[] } }])[0]
      .list_data.data;
    expect(readerRows.length).toBeGreaterThan(0);
    expect(readerRows.every((r) => r.username === 'pembaca')).toBe(true);
    const future = await call(
      h,
      entry('audit.list'),
      { query: { draw: 1, date_from: '2999-01-01T00:00:00.000+07:00' } },
      h.tokens.admin,
    );
    expect((future.body.data as [{ list_data: { total: number } }])[0].list_data.total).toBe(0);
    const searched = await call(
      h,
      entry('audit.list'),
      { query: { draw: 1, search: 'pembaca' } },
      h.tokens.admin,
    );
    expect(
      (searched.body.data as [{ list_data: { total: number } }])[0].list_data.total,
    ).toBeGreaterThan(0);
    const one = await call(h, entry('audit.get'), { query: { id: newest } }, h.tokens.admin);
    expect(one.body.data).toMatchObject([
      {
        id_audit: newest,
        before: { nama_pohon_profesi: expect.any(String) },
        after: { nama_pohon_profesi: 'Dua' },
      },
    ]);
  });

  it('refuses the trail and a history to a role without the right', async () => {
    const list = await call(h, entry('audit.list'), { query: { draw: 1 } }, h.tokens.noAccess);
    expect(list.status).toBe(403);
    const one = await call(h, entry('audit.get'), { query: { id: 1 } }, h.tokens.noAccess);
    expect(one.status).toBe(403);
    const history = await call(
      h,
      entry('audit.history'),
      { query: { draw: 1, entity: 'user', entity_id: String(h.fixtures.adminId) } },
      h.tokens.noAccess,
    );
    expect(history.status).toBe(403);
    // A reader of pohon-profesi only sees no user's history (read follows the record's menu).
    const role = await roleWith(h, 'Pembaca Pohon', [{ link: 'pohon-profesi', write: false }]);
    const person = await personWith(h, 'pembaca-pohon', [role]);
    const other = await call(
      h,
      entry('audit.history'),
      { query: { draw: 1, entity: 'user', entity_id: String(h.fixtures.adminId) } },
      person.token,
    );
    expect(other.status).toBe(403);
    const own = await call(
      h,
      entry('audit.history'),
      { query: { draw: 1, entity: 'pohon_profesi', entity_id: '1' } },
      person.token,
    );
    expect(own.status).toBe(200);
  });

  describe('restore', () => {
    it('writes the before-values back, as an audited write of its own', async () => {
      const original = await pohonName(h, 1);
      await renamePohon(h, 1, 'Salah Ketik');
      const row = await lastRow(h, 'pohon_profesi', 1);
      const answer = await restore(h, row.id, 'pohon_profesi', '1', h.tokens.admin);
      expect(answer.status).toBe(200);
      expect(await pohonName(h, 1)).toBe(original);
      const restored = await lastRow(h, 'pohon_profesi', 1);
      expect(restored).toMatchObject({
        action: 'restore',
        request_id: answer.headers.get('x-request-id'),
      });
      expect(restored.after).toMatchObject({ nama_pohon_profesi: original });
    });

    it('is refused (409) when the record changed since that row', async () => {
      await renamePohon(h, 1, 'Pertama');
      const first = await lastRow(h, 'pohon_profesi', 1);
      await renamePohon(h, 1, 'Kedua');
      const answer = await restore(h, first.id, 'pohon_profesi', '1', h.tokens.admin);
      expect(answer.status).toBe(409);
      expect(answer.body.data).toBe(texts.server.stale);
      expect(await pohonName(h, 1)).toBe('Kedua');
    });

    it('lets exactly one of two parallel restores of a row through', async () => {
      await renamePohon(h, 1, 'Paralel');
      const row = await lastRow(h, 'pohon_profesi', 1);
      const answers = await Promise.all([
        restore(h, row.id, 'pohon_profesi', '1', h.tokens.admin),
        restore(h, row.id, 'pohon_profesi', '1', h.tokens.admin),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    });

    it("refuses another record's row, a create, and a caller without write", async () => {
      await renamePohon(h, 1, 'Milik Satu');
      const row = await lastRow(h, 'pohon_profesi', 1);
      const mismatch = await restore(h, row.id, 'pohon_profesi', '2', h.tokens.admin);
      expect(mismatch.status).toBe(422);
      const asUser = await restore(h, row.id, 'user', '1', h.tokens.admin);
      expect(asUser.status).toBe(422);
      const reader = await restore(h, row.id, 'pohon_profesi', '1', h.tokens.reader);
      expect(reader.status).toBe(403);
      await call(
        h,
        entry('pohonProfesi.create'),
        { body: { nama_pohon_profesi: 'Baru Dibuat' } },
        h.tokens.admin,
      );
      const created = (
        await h.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, 'create'))
          .orderBy(desc(auditLog.id))
          .limit(1)
      )[0]!;
      const answer = await restore(
        h,
        created.id,
        'pohon_profesi',
        created.entity_id,
        h.tokens.admin,
      );
      expect(answer.status).toBe(422);
      expect(answer.body.data).toEqual({ id: [texts.server.notRestorable] });
      // A user's row needs write on users: a pohon-profesi editor cannot restore it.
      await call(
        h,
        entry('users.setStatus'),
        {
          body: {
            id: h.fixtures.targetUserId,
            status: 'DISABLE',
            updated_at: await userStamp(h, h.fixtures.targetUserId),
          },
        },
        h.tokens.admin,
      );
      const userRow = await lastRow(h, 'user', h.fixtures.targetUserId);
      const role = await roleWith(h, 'Editor Pohon', [{ link: 'pohon-profesi', write: true }]);
      const editor = await personWith(h, 'editor-pohon', [role]);
      const foreign = await restore(
        h,
        userRow.id,
        'user',
        String(h.fixtures.targetUserId),
        editor.token,
      );
      expect(foreign.status).toBe(403);
    });

    it('refuses a restore that would grant rights the caller lacks', async () => {
      // A role with write on konfigurasi loses it; an editor of roles and menus (without
      // konfigurasi) may not give it back by restoring.
      const ids = await menuIds(h, ['konfigurasi', 'all-role', 'all-menu']);
      const target = await roleWith(h, 'Pengatur', [{ link: 'konfigurasi', write: true }]);
      const save = await call(
        h,
        entry('menus.saveMenuRole'),
        { body: { id_role: target, menu_data: '[]', menu_write: '[]' } },
        h.tokens.admin,
      );
      expect(save.status).toBe(200);
      const row = await lastRow(h, 'role', target);
      expect(row.before).toMatchObject({ menu_write: [ids.get('konfigurasi')] });
      const editorRole = await roleWith(h, 'Editor Role', [
        { link: 'all-role', write: true },
        { link: 'all-menu', write: true },
      ]);
      const editor = await personWith(h, 'editor-role', [editorRole]);
      const answer = await restore(h, row.id, 'role', String(target), editor.token);
      expect(answer.status).toBe(403);
      expect(answer.body.meta.message).toContain('Konfigurasi');
      const byAdmin = await restore(h, row.id, 'role', String(target), h.tokens.admin);
      expect(byAdmin.status).toBe(200);
      expect((await lastRow(h, 'role', target)).after).toMatchObject({
        menu_write: [ids.get('konfigurasi')],
      });
    });

    it('restores a user (roles and status) within the lock-out and own-account rules', async () => {
      const target = h.fixtures.targetUserId;
      await call(
        h,
        entry('users.setStatus'),
        { body: { id: target, status: 'DISABLE', updated_at: await userStamp(h, target) } },
        h.tokens.admin,
      );
      const row = await lastRow(h, 'user', target);
      const answer = await restore(h, row.id, 'user', String(target), h.tokens.admin);
      expect(answer.status).toBe(200);
      const [now] = await h.db.select({ s: users.status }).from(users).where(eq(users.id, target));
      expect(now!.s).toBe('ENABLE');
    });
  });
});
