import { fill, id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jadwalPelaksanaan, kodeTes, roleKodeTes, roleSchedule } from '../../db/schema';
import { lastRow, restore } from '../../../test/support/audit-rows';
import { call, entry, type CallInput } from '../../../test/support/client';
import { drivers, useHarness } from '../../../test/support/harness';
import { codesOf as storedCodes, pelaksanaanStamp, roleStamp } from '../../../test/support/inputs';
import { menuIds, personWith, roleWith } from '../../../test/support/people';

// The demo seed: three schedules, the first held by the Admin role with both its codes.
const FIRST = 1;
const SECOND = 2;
const THIRD = 3;

interface Code {
  idjadwal: number;
  kode_tes: string;
}
interface Row {
  idjadwal_pelaksanaan: number;
  pelaksanaan: string;
  kode_tes: string;
  status: string;
}
interface Detail extends Omit<Row, 'kode_tes'> {
  kode_tes: Code[];
  updated_at: string;
}
type Page = [{ draw: number; list_data: { data: Row[]; total: number } }];

describe.each(drivers)('pelaksanaan and its test codes, on %s', (driver) => {
  const h = useHarness(driver);

  const send = (name: string, input: CallInput, token = h.tokens.admin) =>
    call(h, entry(name), input, token);
  const list = async (query: Record<string, unknown> = {}) =>
    ((await send('pelaksanaan.list', { query: { draw: 1, ...query } })).body.data as Page)[0]
      .list_data;
  const detail = async (id: number) =>
    ((await send('pelaksanaan.get', { query: { id } })).body.data as [Detail])[0];
  const update = async (id: number, pelaksanaan: string, kode_tes: Partial<Code>[]) =>
    send('pelaksanaan.update', {
      body: { id, pelaksanaan, kode_tes, updated_at: await pelaksanaanStamp(h, id) },
    });
  const codesOf = (id: number) => storedCodes(h, id);
  /** The Hak Akses modal's choice of the Pelaksanaan menu (the modal needs one menu at least). */
  const pelaksanaanMenu = async () => [
    { idhak_akses: (await menuIds(h, ['pelaksanaan'])).get('pelaksanaan')!, menu: 'Pelaksanaan' },
  ];
  const disable = async (id: number) =>
    send('pelaksanaan.setStatus', {
      body: { id, status: 'DISABLE', updated_at: await pelaksanaanStamp(h, id) },
    });

  describe('the list', () => {
    it('shows each schedule with its codes joined in the order they were made', async () => {
      const { data, total } = await list();
      expect(total).toBe(3);
      expect(data.map((r) => [r.pelaksanaan, r.kode_tes])).toEqual([
        ['Asesmen Kompetensi Batch 1 2026', 'AK-2026-01A, AK-2026-01B'],
        ['Asesmen Kompetensi Batch 2 2026', 'AK-2026-02A, AK-2026-02B'],
        ['Sertifikasi Jabatan 2026', 'SJ-2026-01, SJ-2026-02, SJ-2026-03'],
      ]);
    });

    it('finds a schedule by its name or by any of its codes, without regard to case', async () => {
      expect(
        (await list({ search: 'sertifikasi' })).data.map((r) => r.idjadwal_pelaksanaan),
      ).toEqual([THIRD]);
      expect(
        (await list({ search: 'ak-2026-02b' })).data.map((r) => r.idjadwal_pelaksanaan),
      ).toEqual([SECOND]);
      expect((await list({ search: '2026-0' })).total).toBe(3);
    });

    it('sorts by the declared columns and filters by status', async () => {
      const desc = await list({ column: 'pelaksanaan', dir: 'desc' });
      expect(desc.data.map((r) => r.idjadwal_pelaksanaan)).toEqual([THIRD, SECOND, FIRST]);
      expect((await disable(SECOND)).status).toBe(200);
      expect((await list()).data.map((r) => r.idjadwal_pelaksanaan)).toEqual([FIRST, THIRD]);
      const disabled = await list({ filter_status: 'DISABLE' });
      expect(disabled.data.map((r) => r.pelaksanaan)).toEqual([
        'Asesmen Kompetensi Batch 2 2026',
        'Arsip Pelaksanaan',
      ]);
    });
  });

  it('reads one schedule with its codes, and its version as the ETag', async () => {
    const answer = await send('pelaksanaan.get', { query: { id: FIRST } });
    expect(answer.status).toBe(200);
    const [one] = answer.body.data as [Detail];
    expect(one).toMatchObject({ pelaksanaan: 'Asesmen Kompetensi Batch 1 2026', status: 'ENABLE' });
    expect(one.kode_tes).toEqual(await codesOf(FIRST));
    expect(answer.headers.get('etag')).toBe(`"${await pelaksanaanStamp(h, FIRST)}"`);
    expect((await send('pelaksanaan.get', { query: { id: 999_999 } })).status).toBe(404);
  });

  describe('create', () => {
    it('saves the schedule with its codes, and a role may choose it at once', async () => {
      const answer = await send('pelaksanaan.create', {
        body: {
          pelaksanaan: 'Uji Gelombang 3',
          kode_tes: [{ kode_tes: 'UG-03A' }, { kode_tes: 'UG-03B' }],
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.meta.message).toBe(texts.server.saved);
      const [row] = (await list({ search: 'Gelombang 3' })).data;
      expect(row).toMatchObject({ kode_tes: 'UG-03A, UG-03B', status: 'ENABLE' });
      const id = row!.idjadwal_pelaksanaan;
      const offered = (
        await send('roleAccess.detail', { params: { id_role: h.fixtures.readerRoleId } })
      ).body.data as { jadwal_pelaksanaan: { idjadwal_pelaksanaan: number }[] };
      expect(offered.jadwal_pelaksanaan.map((s) => s.idjadwal_pelaksanaan)).toContain(id);
      const codes = (await send('roleAccess.testCodes', { params: { idjadwal_pelaksanaan: id } }))
        .body.data as Code[];
      expect(codes.map((c) => c.kode_tes)).toEqual(['UG-03A', 'UG-03B']);
      const role = h.fixtures.readerRoleId;
      const saved = await send('roleAccess.update', {
        params: { id_role: role },
        body: {
          id_role: role,
          role_name: 'Baca Saja',
          menu: await pelaksanaanMenu(),
          idjadwal_pelaksanaan: id,
          kode_tes: codes.slice(0, 1),
          updated_at: await roleStamp(h, role),
        },
      });
      expect(saved.status).toBe(200);
    });

    it('refuses a taken name and taken codes without regard to case, naming each (422)', async () => {
      const answer = await send('pelaksanaan.create', {
        body: {
          pelaksanaan: 'sertifikasi JABATAN 2026',
          kode_tes: [{ kode_tes: 'Baru-1' }, { kode_tes: 'ak-2026-01a' }],
        },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.data).toEqual({
        pelaksanaan: [texts.server.duplicate],
        'kode_tes.1.kode_tes': [fill(texts.server.testCodeDuplicate, { code: 'ak-2026-01a' })],
      });
      expect((await list({ search: 'Baru-1' })).total).toBe(0);
    });

    it('refuses a code written twice in one form, without regard to case', async () => {
      const answer = await send('pelaksanaan.create', {
        body: {
          pelaksanaan: 'Dua Kali',
          kode_tes: [{ kode_tes: 'DK-1' }, { kode_tes: 'DK-2' }, { kode_tes: 'dk-1' }],
        },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.data).toEqual({
        'kode_tes.2.kode_tes': [fill(texts.server.testCodeRepeated, { code: 'dk-1' })],
      });
    });

    it('needs at least one code', async () => {
      const answer = await send('pelaksanaan.create', {
        body: { pelaksanaan: 'Tanpa Kode', kode_tes: [] },
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.data as object)).toEqual(['kode_tes']);
    });

    it('of 20 parallel twins of one code keeps one; each other names its code (422)', async () => {
      const code = (i: number) => (i % 2 ? 'KEMBAR-A' : 'kembar-a');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send('pelaksanaan.create', {
            body: { pelaksanaan: `Kembar ${i}`, kode_tes: [{ kode_tes: code(i) }] },
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      answers.forEach((answer, i) => {
        if (answer.status === 200) return;
        expect(answer.status).toBe(422);
        expect(answer.body.data).toEqual({
          'kode_tes.0.kode_tes': [fill(texts.server.testCodeDuplicate, { code: code(i) })],
        });
      });
      expect((await list({ search: 'kembar-a' })).total).toBe(1);
    });
  });

  describe('update', () => {
    it('keeps a code by its id (renamed), adds new ones and drops the ones not sent', async () => {
      const [a, b] = await codesOf(SECOND);
      const answer = await update(SECOND, 'Batch 2 Ubah', [
        { idjadwal: a!.idjadwal, kode_tes: 'B2-A' },
        { kode_tes: 'B2-C' },
      ]);
      expect(answer.status).toBe(200);
      const codes = await codesOf(SECOND);
      expect(codes[0]).toEqual({ idjadwal: a!.idjadwal, kode_tes: 'B2-A' });
      expect(codes.map((c) => c.kode_tes)).toEqual(['B2-A', 'B2-C']);
      expect(codes.some((c) => c.idjadwal === b!.idjadwal)).toBe(false);
      expect((await detail(SECOND)).pelaksanaan).toBe('Batch 2 Ubah');
    });

    it('renames a code a role holds, and the role still holds it', async () => {
      const [a, b] = await codesOf(FIRST);
      const answer = await update(FIRST, 'Batch 1', [
        { idjadwal: a!.idjadwal, kode_tes: 'AK-2026-01X' },
        b!,
      ]);
      expect(answer.status).toBe(200);
      const held = await h.db
        .select({ idjadwal: roleKodeTes.idjadwal })
        .from(roleKodeTes)
        .where(eq(roleKodeTes.id_role, h.fixtures.adminRoleId));
      expect(held.map((x) => x.idjadwal).sort()).toEqual([a!.idjadwal, b!.idjadwal]);
    });

    it('lets two codes trade names, and a code change its case', async () => {
      const [a, b] = await codesOf(SECOND);
      expect(
        (
          await update(SECOND, 'Tukar', [
            { idjadwal: a!.idjadwal, kode_tes: b!.kode_tes },
            { idjadwal: b!.idjadwal, kode_tes: a!.kode_tes.toLowerCase() },
          ])
        ).status,
      ).toBe(200);
      expect(await codesOf(SECOND)).toEqual([
        { idjadwal: a!.idjadwal, kode_tes: b!.kode_tes },
        { idjadwal: b!.idjadwal, kode_tes: a!.kode_tes.toLowerCase() },
      ]);
    });

    it('refuses to drop a code a role holds, naming the code and the roles (409)', async () => {
      const [a, b] = await codesOf(FIRST);
      const answer = await update(FIRST, 'Batch 1', [b!]);
      expect(answer.status).toBe(409);
      expect(answer.body.meta.message).toBe(
        fill(texts.server.testCodeInUse, { code: a!.kode_tes, roles: 'Admin' }),
      );
      expect(await codesOf(FIRST)).toEqual([a, b]);
    });

    it("refuses a code of another schedule and another schedule's codes (422)", async () => {
      const [other] = await codesOf(THIRD);
      const [a, b] = await codesOf(SECOND);
      const answer = await update(SECOND, 'Batch 2', [a!, b!, other!]);
      expect(answer.status).toBe(422);
      expect(answer.body.data).toEqual({
        'kode_tes.2.kode_tes': [fill(texts.server.testCodeDuplicate, { code: other!.kode_tes })],
        'kode_tes.2.idjadwal': [fill(texts.server.testCodeForeign, { code: other!.kode_tes })],
      });
      const taken = await update(SECOND, 'Asesmen Kompetensi BATCH 1 2026', [
        a!,
        { kode_tes: 'sj-2026-01' },
      ]);
      expect(taken.body.data).toEqual({
        pelaksanaan: [texts.server.duplicate],
        'kode_tes.1.kode_tes': [fill(texts.server.testCodeDuplicate, { code: 'sj-2026-01' })],
      });
      expect(await codesOf(SECOND)).toEqual([a, b]);
    });

    it('is refused when the schedule changed since it was read (409), If-Match too', async () => {
      const read = await pelaksanaanStamp(h, SECOND);
      const codes = await codesOf(SECOND);
      const body = { id: SECOND, pelaksanaan: 'Versi', kode_tes: codes, updated_at: read };
      expect((await send('pelaksanaan.update', { body })).status).toBe(200);
      const stale = await send('pelaksanaan.update', { body });
      expect(stale.status).toBe(409);
      expect(stale.body.meta.message).toBe(texts.server.stale);
      const etag = (await send('pelaksanaan.get', { query: { id: SECOND } })).headers.get('etag')!;
      const { updated_at: _, ...unversioned } = body;
      const headed = (tag: string) =>
        call(h, entry('pelaksanaan.update'), { body: unversioned }, h.tokens.admin, {
          'if-match': tag,
        });
      expect((await headed(etag)).status).toBe(200);
      expect((await headed(etag)).status).toBe(409);
      // Without a version (a client that sends none), the last write wins.
      expect((await send('pelaksanaan.update', { body: unversioned })).status).toBe(200);
      expect(
        (await send('pelaksanaan.update', { body: { ...unversioned, id: 999_999 } })).status,
      ).toBe(404);
    });
  });

  describe('status and delete', () => {
    it('deletes only a DISABLE schedule, its codes with it', async () => {
      const refused = await send('pelaksanaan.remove', { body: { id: SECOND } });
      expect(refused.status).toBe(409);
      expect(refused.body.meta.message).toBe(texts.server.deleteEnabled);
      expect((await disable(SECOND)).status).toBe(200);
      const answer = await send('pelaksanaan.remove', { body: { id: SECOND } });
      expect(answer.status).toBe(200);
      expect(await codesOf(SECOND)).toEqual([]);
      expect((await send('pelaksanaan.remove', { body: { id: SECOND } })).status).toBe(404);
    });

    it('refuses to delete a schedule a role holds, or one of whose codes it holds, naming them', async () => {
      const spk = await roleWith(h, 'SPK Uji', []);
      const [code] = await codesOf(THIRD);
      await h.db.insert(roleKodeTes).values({ id_role: spk, idjadwal: code!.idjadwal });
      for (const id of [FIRST, THIRD]) expect((await disable(id)).status).toBe(200);
      const first = await send('pelaksanaan.remove', { body: { id: FIRST } });
      expect(first.status).toBe(409);
      expect(first.body.meta.message).toBe(fill(texts.server.scheduleInUse, { roles: 'Admin' }));
      const third = await send('pelaksanaan.remove', { body: { id: THIRD } });
      expect(third.body.meta.message).toBe(fill(texts.server.scheduleInUse, { roles: 'SPK Uji' }));
      expect(await codesOf(THIRD)).toHaveLength(3);
      // Not even the database lets it go (RESTRICT), whatever deletes it.
      await expect(
        h.db.delete(jadwalPelaksanaan).where(eq(jadwalPelaksanaan.idjadwal_pelaksanaan, FIRST)),
      ).rejects.toThrow();
      await expect(
        h.db.delete(kodeTes).where(eq(kodeTes.idjadwal, code!.idjadwal)),
      ).rejects.toThrow();
    });

    it('in bulk: disables, and deletes only what no role holds', async () => {
      const items = [{ id: FIRST }, { id: SECOND }];
      const disabled = await send('bulk.apply', {
        body: { list: 'pelaksanaan', action: 'disable', items },
      });
      expect(disabled.status).toBe(200);
      expect((await list({ filter_status: 'DISABLE' })).total).toBe(3);
      const deleted = await send('bulk.apply', {
        body: { list: 'pelaksanaan', action: 'delete', items },
      });
      expect((deleted.body.data as { results: unknown[] }).results).toEqual([
        {
          id: FIRST,
          ok: false,
          reason: 'refused',
          message: fill(texts.server.scheduleInUse, { roles: 'Admin' }),
        },
        { id: SECOND, ok: true, reason: null, message: null },
      ]);
    });
  });

  it('exports its list as CSV, codes joined, found by a code', async () => {
    const answer = await send('exports.csv', {
      query: { list: 'pelaksanaan', search: 'SJ-2026-03' },
    });
    expect(answer.status).toBe(200);
    const [header, row, end] = answer.text!.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('idjadwal_pelaksanaan,pelaksanaan,kode_tes,status,created_at,updated_at');
    expect(row).toMatch(/^3,Sertifikasi Jabatan 2026,"SJ-2026-01, SJ-2026-02, SJ-2026-03",ENABLE,/);
    expect(end).toBe('');
  });

  it('counts schedules on the dashboard for a reader of its menu', async () => {
    const data = (await send('dashboard.get', {})).body.data as { counts: Record<string, number> };
    expect(data.counts.pelaksanaan).toBe(4);
    const none = (await send('dashboard.get', {}, h.tokens.noAccess)).body.data as {
      counts: Record<string, number>;
    };
    expect(none.counts.pelaksanaan).toBeUndefined();
  });

  describe('audit and restore', () => {
    it('records every write with the codes, and Kembalikan brings a dropped code back with its id', async () => {
      const before = await codesOf(SECOND);
      expect(
        (
          await update(SECOND, 'Sebelum Kembali', [
            { idjadwal: before[0]!.idjadwal, kode_tes: 'B2-X' },
          ])
        ).status,
      ).toBe(200);
      const row = await lastRow(h, 'pelaksanaan', SECOND);
      expect(row).toMatchObject({ action: 'update', username: 'admin' });
      expect(row.before).toMatchObject({
        pelaksanaan: 'Asesmen Kompetensi Batch 2 2026',
        idjadwal: before.map((c) => c.idjadwal),
        kode_tes: before.map((c) => c.kode_tes),
      });
      expect(row.after).toMatchObject({
        pelaksanaan: 'Sebelum Kembali',
        idjadwal: [before[0]!.idjadwal],
        kode_tes: ['B2-X'],
      });
      const answer = await restore(h, row.id, 'pelaksanaan', String(SECOND), h.tokens.admin);
      expect(answer.status).toBe(200);
      expect(await codesOf(SECOND)).toEqual(before);
      expect((await detail(SECOND)).pelaksanaan).toBe('Asesmen Kompetensi Batch 2 2026');
      expect((await lastRow(h, 'pelaksanaan', SECOND)).action).toBe('restore');
      // Twice is stale: the record is no longer what that row left.
      expect((await restore(h, row.id, 'pelaksanaan', String(SECOND), h.tokens.admin)).status).toBe(
        409,
      );
    });

    it('audits create, status and delete; a restore needs write on its menu', async () => {
      await send('pelaksanaan.create', {
        body: { pelaksanaan: 'Tercatat', kode_tes: [{ kode_tes: 'TC-1' }] },
      });
      const id = (await list({ search: 'Tercatat' })).data[0]!.idjadwal_pelaksanaan;
      expect((await lastRow(h, 'pelaksanaan', id)).after).toMatchObject({ kode_tes: ['TC-1'] });
      expect((await disable(id)).status).toBe(200);
      const status = await lastRow(h, 'pelaksanaan', id);
      expect(status).toMatchObject({ action: 'status', after: { status: 'DISABLE' } });
      const reader = await restore(h, status.id, 'pelaksanaan', String(id), h.tokens.reader);
      expect(reader.status).toBe(403);
      expect((await send('pelaksanaan.remove', { body: { id } })).status).toBe(200);
      expect(await lastRow(h, 'pelaksanaan', id)).toMatchObject({ action: 'delete', after: null });
      const history = await send(
        'audit.history',
        { query: { draw: 1, entity: 'pelaksanaan', entity_id: String(id) } },
        h.tokens.reader,
      );
      expect(history.status).toBe(200);
    });
  });

  describe('Hak Akses', () => {
    const role = () => h.fixtures.readerRoleId;
    const save = async (schedule: number, codes: Code[]) =>
      send('roleAccess.update', {
        params: { id_role: role() },
        body: {
          id_role: role(),
          role_name: 'Baca Saja',
          menu: await pelaksanaanMenu(),
          idjadwal_pelaksanaan: schedule,
          kode_tes: codes,
          updated_at: await roleStamp(h, role()),
        },
      });
    const offered = async () =>
      (await send('roleAccess.detail', { params: { id_role: role() } })).body.data as {
        jadwal_pelaksanaan: { idjadwal_pelaksanaan: number; pelaksanaan: string }[];
        roles_data_akses: unknown;
      };

    it('offers only ENABLE schedules; a DISABLE one offers no codes', async () => {
      expect((await offered()).jadwal_pelaksanaan.map((s) => s.idjadwal_pelaksanaan)).toEqual([
        FIRST,
        SECOND,
        THIRD,
      ]);
      expect((await disable(SECOND)).status).toBe(200);
      expect((await offered()).jadwal_pelaksanaan.map((s) => s.idjadwal_pelaksanaan)).toEqual([
        FIRST,
        THIRD,
      ]);
      const codes = await send('roleAccess.testCodes', {
        params: { idjadwal_pelaksanaan: SECOND },
      });
      expect(codes.status).toBe(200);
      expect(codes.body.data).toEqual([]);
    });

    it('refuses a DISABLE schedule and a code not of the chosen schedule (422, on the field)', async () => {
      const codes = await codesOf(SECOND);
      const [other] = await codesOf(THIRD);
      const foreign = await save(SECOND, [codes[0]!, other!]);
      expect(foreign.status).toBe(422);
      expect(foreign.body.data).toEqual({
        kode_tes: [fill(texts.server.testCodeForeign, { code: other!.kode_tes })],
      });
      expect((await disable(SECOND)).status).toBe(200);
      const disabled = await save(SECOND, codes);
      expect(disabled.status).toBe(422);
      expect(disabled.body.data).toEqual({ idjadwal_pelaksanaan: [texts.server.scheduleDisabled] });
    });

    it('a role keeps a schedule disabled since, until its Hak Akses is saved again', async () => {
      const codes = await codesOf(SECOND);
      expect((await save(SECOND, codes)).status).toBe(200);
      expect((await disable(SECOND)).status).toBe(200);
      const held = await h.db.select().from(roleSchedule).where(eq(roleSchedule.id_role, role()));
      expect(held).toEqual([{ id_role: role(), idjadwal_pelaksanaan: SECOND }]);
      expect((await offered()).roles_data_akses).toEqual({
        jadwal_pelaksanaan_idjadwal_pelaksanaan: SECOND,
      });
      // Saved again, it must choose an ENABLE one.
      expect((await save(SECOND, codes)).status).toBe(422);
      expect((await save(THIRD, (await codesOf(THIRD)).slice(0, 1))).status).toBe(200);
    });
  });

  describe('rights', () => {
    it('a role without its menu gets 403; a reader reads but cannot write', async () => {
      const create = { body: { pelaksanaan: 'Terlarang', kode_tes: [{ kode_tes: 'T-1' }] } };
      expect(
        (await send('pelaksanaan.list', { query: { draw: 1 } }, h.tokens.noAccess)).status,
      ).toBe(403);
      expect((await send('pelaksanaan.create', create, h.tokens.noAccess)).status).toBe(403);
      expect((await send('pelaksanaan.list', { query: { draw: 1 } }, h.tokens.reader)).status).toBe(
        200,
      );
      expect(
        (await send('pelaksanaan.get', { query: { id: FIRST } }, h.tokens.reader)).status,
      ).toBe(200);
      for (const [name, input] of [
        ['pelaksanaan.create', create],
        [
          'pelaksanaan.update',
          { body: { id: SECOND, pelaksanaan: 'X', kode_tes: [{ kode_tes: 'X-1' }] } },
        ],
        ['pelaksanaan.setStatus', { body: { id: SECOND, status: 'DISABLE' } }],
        ['pelaksanaan.remove', { body: { id: h.fixtures.disabled.pelaksanaanId } }],
        [
          'bulk.apply',
          { body: { list: 'pelaksanaan', action: 'disable', items: [{ id: SECOND }] } },
        ],
      ] as const)
        expect((await send(name, input, h.tokens.reader)).status, name).toBe(403);
      expect(
        (await send('exports.csv', { query: { list: 'pelaksanaan' } }, h.tokens.noAccess)).status,
      ).toBe(403);
    });

    it('a writer of Pelaksanaan alone may manage schedules, and nothing else', async () => {
      const writer = await roleWith(h, 'Penulis Pelaksanaan', [
        { link: 'pelaksanaan', write: true },
      ]);
      const person = await personWith(h, 'penulis-pelaksanaan', [writer]);
      const create = { body: { pelaksanaan: 'Milik Penulis', kode_tes: [{ kode_tes: 'MP-1' }] } };
      expect((await send('pelaksanaan.create', create, person.token)).status).toBe(200);
      expect(
        (await send('pohonProfesi.create', { body: { nama_pohon_profesi: 'X' } }, person.token))
          .status,
      ).toBe(403);
      expect((await menuIds(h, ['pelaksanaan'])).size).toBe(1);
    });
  });
});
