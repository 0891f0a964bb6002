import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jadwalPelaksanaan, kodeTes } from '../../db/schema';
import { call, entry, login, type CallInput } from '../../../test/support/client';
import { drivers, useHarness } from '../../../test/support/harness';
import { userStamp } from '../../../test/support/inputs';
import { personWith, roleWith } from '../../../test/support/people';

// A session that ends between opening a form and saving it: the save is 401 and writes
// nothing, whether the user signed out (elsewhere, in another tab) or an administrator ended
// the session (disabling the account revokes its sessions, as auth.test.ts shows).

// The demo seed's second schedule, with codes AK-2026-02A and AK-2026-02B.
const SECOND = 2;

interface Detail {
  idjadwal_pelaksanaan: number;
  pelaksanaan: string;
  kode_tes: { idjadwal: number; kode_tes: string }[];
  status: string;
  updated_at: string;
}

describe.each(drivers)('a session that ends mid-action on pelaksanaan, on %s', (driver) => {
  const h = useHarness(driver);

  const send = (name: string, input: CallInput, token: string) =>
    call(h, entry(name), input, token);
  const detail = async (id: number, token: string) => {
    const answer = await send('pelaksanaan.get', { query: { id } }, token);
    expect(answer.status).toBe(200);
    return (answer.body.data as [Detail])[0];
  };
  const namedLike = async (name: string) =>
    h.db
      .select({ id: jadwalPelaksanaan.idjadwal_pelaksanaan })
      .from(jadwalPelaksanaan)
      .where(eq(jadwalPelaksanaan.pelaksanaan, name));
  const codeNamed = async (code: string) =>
    h.db.select().from(kodeTes).where(eq(kodeTes.kode_tes, code));
  const expectSessionEnded = (answer: { status: number; body: { data: unknown } }) => {
    expect(answer.status).toBe(401);
    expect(answer.body.data).toBe(texts.server.unauthorized);
  };

  it('an edit opened, then signed out: the save is 401 and the schedule is unchanged', async () => {
    const token = await login(h);
    const opened = await detail(SECOND, token);
    expect((await send('auth.logout', {}, token)).status).toBe(200);
    const save = await send(
      'pelaksanaan.update',
      {
        body: {
          id: SECOND,
          pelaksanaan: 'Tersimpan Setelah Keluar',
          kode_tes: [opened.kode_tes[0]!, { kode_tes: 'SESUDAH-KELUAR' }],
          updated_at: opened.updated_at,
        },
      },
      token,
    );
    expectSessionEnded(save);
    // Read back in a new session: what was opened is what is there.
    const fresh = await login(h);
    expect(await detail(SECOND, fresh)).toEqual(opened);
    expect(await codeNamed('SESUDAH-KELUAR')).toEqual([]);
    // The form's version is still current: the same save in the new session is taken.
    const again = await send(
      'pelaksanaan.update',
      {
        body: {
          id: SECOND,
          pelaksanaan: 'Tersimpan Setelah Masuk Lagi',
          kode_tes: opened.kode_tes,
          updated_at: opened.updated_at,
        },
      },
      fresh,
    );
    expect(again.status).toBe(200);
  });

  it('a create form opened, then signed out: the save is 401 and nothing is made', async () => {
    const token = await login(h);
    // The form's Pelaksanaan list was read with the session.
    expect((await send('pelaksanaan.list', { query: { draw: 1 } }, token)).status).toBe(200);
    expect((await send('auth.logout', {}, token)).status).toBe(200);
    const save = await send(
      'pelaksanaan.create',
      { body: { pelaksanaan: 'Dibuat Setelah Keluar', kode_tes: [{ kode_tes: 'DSK-1' }] } },
      token,
    );
    expectSessionEnded(save);
    expect(await namedLike('Dibuat Setelah Keluar')).toEqual([]);
    expect(await codeNamed('DSK-1')).toEqual([]);
  });

  it('a session revoked by an administrator mid-edit and mid-create: both saves are 401, nothing written', async () => {
    const writer = await roleWith(h, 'Penulis Pelaksanaan', [{ link: 'pelaksanaan', write: true }]);
    const person = await personWith(h, 'penulis-sesi', [writer]);
    const opened = await detail(SECOND, person.token);
    // Disabling the account ends its sessions at once.
    const disabled = await send(
      'users.setStatus',
      {
        body: {
          id: person.userId,
          status: 'DISABLE',
          updated_at: await userStamp(h, person.userId),
        },
      },
      h.tokens.admin,
    );
    expect(disabled.status).toBe(200);
    expectSessionEnded(
      await send(
        'pelaksanaan.update',
        {
          body: {
            id: SECOND,
            pelaksanaan: 'Diubah Sesudah Dicabut',
            kode_tes: opened.kode_tes.map((c) => ({ ...c, kode_tes: `${c.kode_tes}-X` })),
            updated_at: opened.updated_at,
          },
        },
        person.token,
      ),
    );
    expectSessionEnded(
      await send(
        'pelaksanaan.create',
        { body: { pelaksanaan: 'Dibuat Sesudah Dicabut', kode_tes: [{ kode_tes: 'DSD-1' }] } },
        person.token,
      ),
    );
    const fresh = await login(h);
    expect(await detail(SECOND, fresh)).toEqual(opened);
    expect(await namedLike('Dibuat Sesudah Dicabut')).toEqual([]);
    expect(await codeNamed('DSD-1')).toEqual([]);
  });
});
