import { fill, id } from '@cermat/core';
import { describe, expect, it } from 'vitest';
import { send, serve } from './call';

type Detail = {
  roles_data_akses: { jadwal_pelaksanaan_idjadwal_pelaksanaan: number | null } | null;
  list_kode_tes: { jadwal_idjadwal: number; jadwal_kode_tes: string }[];
  jadwal_pelaksanaan: { idjadwal_pelaksanaan: number; pelaksanaan: string }[];
};
type Code = { idjadwal: number; kode_tes: string };

const detail = async (role = 2) =>
  (await send('GET', `master/roles/get-detail-edit/${role}`)).json.data as Detail;
const codes = async (schedule: number) => {
  const answer = await send('GET', `master/roles/get-kode-tes/${schedule}`);
  expect(answer.status).toBe(200);
  return answer.json.data as Code[];
};
const offered = async () => (await detail()).jadwal_pelaksanaan.map((s) => s.idjadwal_pelaksanaan);

/** The fullwidth form of every printable ASCII character ('A' → 'Ａ'). */
const wide = (text: string) =>
  text.replace(/[\u0021-\u007e]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

describe("the Hak Akses modal's schedules come from the Pelaksanaan list", () => {
  it('offers only the ENABLE schedules of the store, with their codes as stored', async () => {
    const api = serve();
    const enabled = api.store.lists.pelaksanaan
      .filter((row) => row.status === 'ENABLE')
      .map((row) => row.idjadwal_pelaksanaan);
    // 12 schedules, every third disabled.
    expect(enabled).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
    const data = await detail();
    expect(data.jadwal_pelaksanaan.map((s) => s.idjadwal_pelaksanaan)).toEqual(enabled);
    expect(data.jadwal_pelaksanaan[0]).toEqual({
      idjadwal_pelaksanaan: 1,
      pelaksanaan: 'Uji Kompetensi Gelombang 1',
    });
    expect(await codes(4)).toEqual([
      { idjadwal: 7, kode_tes: 'UK-04-A' },
      { idjadwal: 8, kode_tes: 'UK-04-B' },
    ]);
    // A DISABLE or unknown schedule offers no codes.
    expect(await codes(3)).toEqual([]);
    expect(await codes(999)).toEqual([]);
    // The role holds a schedule of the store and one of its codes, never one it lacks.
    expect(data.roles_data_akses).toEqual({ jadwal_pelaksanaan_idjadwal_pelaksanaan: 2 });
    expect(data.list_kode_tes).toEqual([{ jadwal_idjadwal: 3, jadwal_kode_tes: 'UK-02-A' }]);
  });

  it('offers a schedule made on the Pelaksanaan screen at once, and drops it once disabled', async () => {
    serve();
    const made = await send('POST', 'master/pelaksanaan', {
      body: {
        pelaksanaan: 'Gelombang Baru',
        kode_tes: [{ kode_tes: 'GB-1' }, { kode_tes: 'GB-2' }],
      },
    });
    expect(made.status).toBe(200);
    const listed = (await detail()).jadwal_pelaksanaan.at(-1)!;
    expect(listed).toEqual({ idjadwal_pelaksanaan: 13, pelaksanaan: 'Gelombang Baru' });
    expect((await codes(13)).map((c) => c.kode_tes)).toEqual(['GB-1', 'GB-2']);
    const disabled = await send('PUT', 'master/pelaksanaan', {
      body: { id: 13, status: 'DISABLE' },
    });
    expect(disabled.status).toBe(200);
    expect(await offered()).not.toContain(13);
    expect(await codes(13)).toEqual([]);
  });

  it('holds no schedule when the store has none', async () => {
    serve({ rows: 0 });
    expect(await detail()).toMatchObject({
      roles_data_akses: null,
      list_kode_tes: [],
      jadwal_pelaksanaan: [],
    });
  });

  it('lets a role keep a schedule disabled since, no longer offered', async () => {
    serve();
    expect(
      (await send('PUT', 'master/pelaksanaan', { body: { id: 2, status: 'DISABLE' } })).status,
    ).toBe(200);
    const data = await detail();
    expect(data.roles_data_akses).toEqual({ jadwal_pelaksanaan_idjadwal_pelaksanaan: 2 });
    expect(data.jadwal_pelaksanaan.map((s) => s.idjadwal_pelaksanaan)).not.toContain(2);
  });

  it('stores codes folded as the contract folds them (NFKC), so a fullwidth twin is taken', async () => {
    const api = serve();
    const made = await send('POST', 'master/pelaksanaan', {
      body: { pelaksanaan: 'Lebar', kode_tes: [{ kode_tes: wide('TPA01') }] },
    });
    expect(made.status).toBe(200);
    expect(api.store.lists.pelaksanaan.at(-1)!.kode_tes).toEqual([
      { idjadwal: 25, kode_tes: 'TPA01' },
    ]);
    expect((await codes(13)).map((c) => c.kode_tes)).toEqual(['TPA01']);
    const twin = await send('POST', 'master/pelaksanaan', {
      body: { pelaksanaan: 'Lebar Lagi', kode_tes: [{ kode_tes: wide('uk-01-a') }] },
    });
    expect([twin.status, twin.json.data]).toEqual([
      422,
      { 'kode_tes.0.kode_tes': [fill(id.server.testCodeDuplicate, { code: 'uk-01-a' })] },
    ]);
  });
});
