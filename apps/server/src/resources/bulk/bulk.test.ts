import { limits } from '@cermat/contract';
import { id as texts } from '@cermat/core';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, pohonProfesi, users } from '../../db/schema';
import { call, entry } from '../../../test/support/client';
import { drivers, useHarness, type Harness } from '../../../test/support/harness';
import { pohonStamp, userStamp } from '../../../test/support/inputs';
import { personWith, roleWith } from '../../../test/support/people';

const bulk = (h: Harness, body: unknown, token = h.tokens.admin) =>
  call(h, entry('bulk.apply'), { body }, token);

type Results = {
  results: { id: number; ok: boolean; reason: string | null; message: string | null }[];
};

describe.each(drivers)('bulk actions, on %s', (driver) => {
  const h = useHarness(driver);

  it('applies each id under the single action, and says per id why not', async () => {
    const answer = await bulk(h, {
      list: 'pohon-profesi',
      action: 'disable',
      items: [
        { id: 1, updated_at: await pohonStamp(h, 1) },
        { id: 2, updated_at: '2000-01-01T00:00:00.000Z' },
        { id: 999_999 },
      ],
    });
    expect(answer.status).toBe(200);
    expect((answer.body.data as Results).results).toEqual([
      { id: 1, ok: true, reason: null, message: null },
      { id: 2, ok: false, reason: 'changed', message: texts.server.stale },
      { id: 999_999, ok: false, reason: 'not_found', message: texts.server.notFound },
    ]);
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.request_id, answer.headers.get('x-request-id')!));
    expect(rows.map((r) => [r.action, r.entity_id])).toEqual([['status', '1']]);
  });

  it('deletes only DISABLE records, and none changed since they were selected', async () => {
    const disabled = h.fixtures.disabled.pohonId;
    const stamp = await pohonStamp(h, disabled);
    const answer = await bulk(h, {
      list: 'pohon-profesi',
      action: 'delete',
      items: [{ id: 1 }, { id: disabled, updated_at: stamp }],
    });
    expect((answer.body.data as Results).results.map((r) => r.reason)).toEqual([
      'not_disabled',
      null,
    ]);
    const left = await h.db
      .select({ id: pohonProfesi.id_pohon_profesi })
      .from(pohonProfesi)
      .where(inArray(pohonProfesi.id_pohon_profesi, [1, disabled]));
    expect(left.map((r) => r.id)).toEqual([1]);
    // Restore (DISABLE → ENABLE) of a user edited since the selection: refused as changed.
    const user = h.fixtures.disabled.userId;
    const old = await userStamp(h, user);
    await h.db.update(users).set({ name: 'Diubah' }).where(eq(users.id, user));
    await h.db
      .update(users)
      .set({ updated_at: new Date(Date.parse(old) + 5) })
      .where(eq(users.id, user));
    const restore = await bulk(h, {
      list: 'users',
      action: 'restore',
      items: [{ id: user, updated_at: old }],
    });
    expect((restore.body.data as Results).results[0]).toMatchObject({ reason: 'changed' });
  });

  it('keeps the rules of the single action: no right, own account, lock-out', async () => {
    // A user editor may not disable the administrator (who holds rights it lacks).
    const role = await roleWith(h, 'Editor User', [{ link: 'all-user', write: true }]);
    const editor = await personWith(h, 'editor-user', [role]);
    // A user holding no more than the editor does is within its reach.
    const plain = await personWith(h, 'pengguna-biasa', [role]);
    const answer = await bulk(
      h,
      {
        list: 'users',
        action: 'disable',
        items: [{ id: h.fixtures.adminId }, { id: editor.userId }, { id: plain.userId }],
      },
      editor.token,
    );
    expect((answer.body.data as Results).results.map((r) => [r.ok, r.reason])).toEqual([
      [false, 'no_right'],
      [false, 'refused'],
      [true, null],
    ]);
    // Without write on the list, nothing at all.
    const reader = await bulk(
      h,
      { list: 'users', action: 'disable', items: [{ id: h.fixtures.targetUserId }] },
      h.tokens.reader,
    );
    expect(reader.status).toBe(403);
  });

  it('refuses duplicate ids, an empty and an oversized selection before doing anything', async () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
    for (const body of [
      { list: 'pohon-profesi', action: 'disable', items: [{ id: 1 }, { id: 1 }] },
      { list: 'pohon-profesi', action: 'disable', items: [] },
      { list: 'pohon-profesi', action: 'disable', items: items(limits.pageSize + 1) },
      { list: 'audit', action: 'delete', items: [{ id: 1 }] },
    ]) {
      const answer = await bulk(h, body);
      expect(answer.status).toBe(422);
    }
    const [one] = await h.db
      .select({ status: pohonProfesi.status })
      .from(pohonProfesi)
      .where(eq(pohonProfesi.id_pohon_profesi, 1));
    expect(one!.status).toBe('ENABLE');
  });
});
