import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditDetail, type Session } from '@cermat/contract';
import { formatDate, id } from '@cermat/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../src';
import { send, serve } from './call';

type Trail = [
  { draw: number; list_data: { data: AuditDetail[]; total: number; to: number | null } },
];

const trailOf = async (path: string, query: Record<string, unknown>) => {
  const answer = await send('GET', path, { query });
  return { status: answer.status, ...(answer.json.data as Trail)[0] };
};
const list = (query: Record<string, unknown> = {}) =>
  trailOf('master/audit', { draw: 1, ...query });
const history = (entity: string, entityId: string) =>
  trailOf('master/audit/history', { draw: 1, entity, entity_id: entityId });

describe('the Audit menu', () => {
  it('sits under Master as the server seeds it: read and write for Admin, read for a reader', async () => {
    serve();
    const me = (await send('GET', 'auth/me')).json.data as Session;
    const access = me.roles[0]!.menu_access;
    const audit = access.find((m) => m.menu_master_link_name === 'audit');
    const master = access.find((m) => m.menu_master_link_name === 'master');
    expect(audit).toMatchObject({
      menu_master_nama: 'Audit',
      menu_master_link_path: '/master/audit',
      menu_master_parent: master?.id_menu_master,
      is_read: 1,
      is_write: 1,
    });
    // Last under Master, after every entry core's table puts there.
    const siblings = access.filter((m) => m.menu_master_parent === master?.id_menu_master);
    expect(Math.max(...siblings.map((m) => m.menu_master_urutan))).toBe(audit?.menu_master_urutan);
    const menus = await send('GET', 'master/menu', { query: { draw: 1, search: 'audit' } });
    expect(JSON.stringify(menus.json.data)).toContain('/master/audit');
    serve(scenarios.readOnly);
    const rights = await send('GET', 'auth/get-hak-akses', { query: { menu: 'Audit', role: 1 } });
    expect(rights.json.data).toEqual({ is_read: 1, is_write: 0 });
    expect((await list()).status).toBe(200);
  });
});

describe('the trail lists as the server does', () => {
  it('newest first, a page at a time, the draw echoed', async () => {
    serve();
    const first = await list({ draw: 4, length: 5 });
    expect(first.draw).toBe(4);
    expect(first.list_data.total).toBe(12);
    const ids = first.list_data.data.map((r) => r.id_audit);
    expect(ids).toEqual([12, 11, 10, 9, 8]);
    const third = await list({ length: 5, page: 3 });
    expect(third.list_data.data.map((r) => r.id_audit)).toEqual([2, 1]);
    // The list carries no values: those come with one row or a record's history.
    expect(first.list_data.data[0]).not.toHaveProperty('before');
  });

  it('holds every entity the filters offer, each row about a record the store holds', async () => {
    const api = serve();
    const entities = new Set(api.store.audit.map((r) => r.entity));
    expect([...entities].sort()).toEqual(AUDIT_ENTITIES.filter((e) => e !== 'menu_order').sort());
    const role = api.store.audit.find((r) => r.entity === 'role' && r.action === 'update');
    expect(api.store.lists.roles.some((r) => String(r.id_role) === role?.entity_id)).toBe(true);
  });

  it('any query gets only the rows its filters and search allow, in its order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            search: fc.constantFrom('admin', 'user2', '1', 'foto', 'zzz'),
            user_id: fc.constantFrom(1, 2, 99),
            entity: fc.constantFrom(...AUDIT_ENTITIES),
            action: fc.constantFrom(...AUDIT_ACTIONS),
            date_from: fc.integer({ min: 0, max: 40 }),
            date_to: fc.integer({ min: 0, max: 40 }),
            column: fc.constantFrom(0, 1, 2, 'at', 'username', 'entity', 'password'),
            dir: fc.constantFrom('asc', 'desc'),
          },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 1, max: 3 }),
        async (filters, page) => {
          const api = serve({ rows: 60 });
          // Hours from the trail's first row: ranges that cut it anywhere.
          const hour = (h: number | undefined) =>
            h === undefined ? undefined : new Date(Date.UTC(2027, 0, 4, h)).toISOString();
          const query = {
            ...filters,
            date_from: hour(filters.date_from),
            date_to: hour(filters.date_to),
          };
          const { status, list_data } = await list({ ...query, length: 10, page });
          expect(status).toBe(200);
          const expected = api.store.audit.filter(
            (r) =>
              (query.user_id === undefined || r.user_id === query.user_id) &&
              (query.entity === undefined || r.entity === query.entity) &&
              (query.action === undefined || r.action === query.action) &&
              (query.date_from === undefined || r.at >= query.date_from) &&
              (query.date_to === undefined || r.at < query.date_to) &&
              (query.search === undefined ||
                // As the server searches: the user, the record's id and its name then.
                `${r.username}\n${r.entity_id}\n${r.record_name ?? ''}`
                  .toLowerCase()
                  .includes(query.search)),
          );
          expect(list_data.total).toBe(expected.length);
          expect(list_data.data.length).toBe(
            Math.max(0, Math.min(10, expected.length - (page - 1) * 10)),
          );
          const shown = new Set(expected.map((r) => r.id_audit));
          expect(list_data.data.every((r) => shown.has(r.id_audit))).toBe(true);
          if (query.column === undefined || query.column === 'password') {
            const ids = list_data.data.map((r) => r.id_audit);
            expect(ids).toEqual([...ids].sort((a, b) => b - a));
          }
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);

  it('the usual states: none, a full page of 500, every text at its longest, a failure', async () => {
    serve(scenarios.empty);
    expect((await list()).list_data).toMatchObject({ data: [], total: 0, to: null });
    serve(scenarios.manyRows);
    expect((await list({ length: 500 })).list_data.data).toHaveLength(500);
    serve(scenarios.longValues);
    const [row] = (await list()).list_data.data;
    expect([row?.username.length, row?.address.length, row?.request_id.length]).toEqual([
      64, 100, 100,
    ]);
    serve({ fail: { status: 500, entries: ['audit.list'] } });
    expect((await list()).status).toBe(500);
  });

  it('one row with its values before and after; an unknown one is 404', async () => {
    serve();
    const one = await send('GET', 'master/audit', { query: { id: 12 } });
    const [row] = one.json.data as [AuditDetail];
    expect(row).toMatchObject({
      id_audit: 12,
      entity: 'pelaksanaan',
      action: 'update',
      entity_id: '1',
    });
    expect(row.before?.pelaksanaan).toBe('Uji Kompetensi Gelombang 1 (versi 1)');
    expect(row.after?.pelaksanaan).toBe('Uji Kompetensi Gelombang 1');
    // A nested value (the schedule's codes) is kept as its JSON text.
    expect(JSON.parse(String(row.after?.kode_tes))).toHaveLength(2);
    expect((await send('GET', 'master/audit', { query: { id: 99 } })).status).toBe(404);
  });
});

describe("a record's history and 'Kembalikan'", () => {
  it('lists only that record, newest first, each change leading to the next', async () => {
    serve();
    const { list_data } = await history('role', '1');
    const rows = list_data.data;
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.entity === 'role' && r.entity_id === '1')).toBe(true);
    expect(rows[0]!.id_audit).toBeGreaterThan(rows[1]!.id_audit);
    expect(rows[1]?.after).toEqual(rows[0]?.before);
    expect((await history('role', '3')).list_data.total).toBe(0);
  });

  it('restores the newest change, audited; an older one is refused as changed since', async () => {
    const api = serve();
    const [newest, older] = (await history('role', '1')).list_data.data;
    const stale = await send('POST', 'master/audit/restore', {
      body: { id: older!.id_audit, entity: 'role', entity_id: '1' },
    });
    expect([stale.status, stale.json.data]).toEqual([409, id.server.stale]);
    const done = await send('POST', 'master/audit/restore', {
      body: { id: newest!.id_audit, entity: 'role', entity_id: '1' },
    });
    expect([done.status, done.json.meta.message]).toEqual([200, id.server.updated]);
    expect(api.store.lists.roles[0]?.role_description).toBe(newest?.before?.role_description);
    const [restore] = (await history('role', '1')).list_data.data;
    expect(restore).toMatchObject({ action: 'restore', username: 'admin' });
    expect(restore?.before?.role_description).toBe(newest?.after?.role_description);
    // The record is no longer what that change left it as: a second restore is refused.
    const again = await send('POST', 'master/audit/restore', {
      body: { id: newest!.id_audit, entity: 'role', entity_id: '1' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses what the server refuses: another record, nothing to go back to, no right', async () => {
    const api = serve();
    const login = api.store.audit.find((r) => r.action === 'login')!;
    const config = api.store.audit.find((r) => r.entity === 'config')!;
    const other = await send('POST', 'master/audit/restore', {
      body: { id: config.id_audit, entity: 'role', entity_id: '1' },
    });
    expect([other.status, other.json.data]).toEqual([422, { id: [id.server.invalid] }]);
    const nothing = await send('POST', 'master/audit/restore', {
      body: { id: login.id_audit, entity: 'session', entity_id: login.entity_id },
    });
    expect([nothing.status, nothing.json.data]).toEqual([422, { id: [id.server.notRestorable] }]);
    // The configuration goes back too (its 'Kembalikan' on the Konfigurasi screen).
    const back = await send('POST', 'master/audit/restore', {
      body: { id: config.id_audit, entity: 'config', entity_id: 'all' },
    });
    expect(back.status).toBe(200);
    expect(api.store.configs.ONE_TIME_LOGIN).toBe(config.before?.ONE_TIME_LOGIN);
    serve(scenarios.readOnly);
    const [newest] = (await history('role', '1')).list_data.data;
    const refused = await send('POST', 'master/audit/restore', {
      body: { id: newest!.id_audit, entity: 'role', entity_id: '1' },
    });
    expect(refused.status).toBe(403);
  });

  it("records every write of a list with its values, so the record's history shows it", async () => {
    const api = serve();
    const role = api.store.lists.roles[2]!;
    await send('PUT', 'master/role', {
      body: { id: 3, role_name: 'PMK Baru', updated_at: role.updated_at },
    });
    const [change] = (await history('role', '3')).list_data.data;
    expect(change).toMatchObject({ action: 'update', user_id: 1, role_name: 'Admin' });
    expect([change?.before?.role_name, change?.after?.role_name]).toEqual(['PMK 3', 'PMK Baru']);
    await send('POST', 'master/role', { body: { role_name: 'Penguji' } });
    const [created] = (await history('role', '13')).list_data.data;
    expect(created).toMatchObject({ action: 'create', before: null });
    expect(created?.after?.role_name).toBe('Penguji');
    await send('DELETE', 'master/role', { body: { id_role: 3 } });
    const [deleted] = (await history('role', '3')).list_data.data;
    expect(deleted).toMatchObject({ action: 'delete', after: null });
  });
});

describe('bulk actions answer per id', () => {
  const disable = (items: { id: number; updated_at?: string }[], list = 'users') =>
    send('POST', 'master/bulk', { body: { list, action: 'disable', items } });
  type Results = {
    results: { id: number; ok: boolean; reason: string | null; message: string | null }[];
  };

  it('runs each under its single rule: done, changed since, own account, unknown', async () => {
    const api = serve();
    const [admin, second] = api.store.lists.users;
    const { json } = await disable([
      { id: 2, updated_at: String(second!.updated_at) },
      { id: 1, updated_at: String(admin!.updated_at) },
      { id: 4, updated_at: '2020-01-01T00:00:00.000Z' },
      { id: 999 },
    ]);
    expect((json.data as Results).results).toEqual([
      { id: 2, ok: true, reason: null, message: null },
      { id: 1, ok: false, reason: 'refused', message: id.server.ownAccount },
      { id: 4, ok: false, reason: 'changed', message: id.server.stale },
      { id: 999, ok: false, reason: 'not_found', message: id.server.notFound },
    ]);
    expect(api.store.lists.users[1]?.status).toBe('DISABLE');
    expect(api.store.audit.at(-1)).toMatchObject({
      action: 'status',
      entity: 'user',
      entity_id: '2',
    });
  });

  it('deletes only disabled records, and a reader is refused whole', async () => {
    serve();
    const deleted = await send('POST', 'master/bulk', {
      body: { list: 'pohon-profesi', action: 'delete', items: [{ id: 2 }, { id: 3 }] },
    });
    expect((deleted.json.data as Results).results.map((r) => [r.id, r.reason])).toEqual([
      [2, 'not_disabled'],
      [3, null],
    ]);
    serve(scenarios.readOnly);
    const refused = await disable([{ id: 2 }], 'roles');
    expect([refused.status, refused.json.data]).toEqual([403, id.server.forbidden]);
  });
});

/** The cells of a CSV text, read strictly (RFC 4180): a stray quote leaves text unread. */
function parseCsv(text: string): string[][] {
  expect(text.at(0)).toBe('\uFEFF');
  const cell = /("(?:[^"]|"")*"|[^,\r\n"]*)(,|\r\n)/y;
  const rows: string[][] = [];
  const row: string[] = [];
  let read = (cell.lastIndex = 1);
  for (let found = cell.exec(text); found; found = cell.exec(text)) {
    const [, raw = '', end] = found;
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end === '\r\n') rows.push(row.splice(0));
    read = cell.lastIndex;
  }
  expect(read).toBe(text.length);
  return rows;
}

describe('CSV export', () => {
  const exportOf = (query: Record<string, unknown>) => send('GET', 'master/export', { query });

  it('every page of what the list shows, UTF-8 with a BOM, dates as the screen shows them', async () => {
    serve({ rows: 1200 });
    const answer = await exportOf({ list: 'roles', column: 'role_name', dir: 'desc' });
    expect(answer.type).toBe('text/csv; charset=utf-8');
    expect(answer.text.startsWith('\uFEFFid_role,role_name')).toBe(true);
    const [header, ...rows] = parseCsv(answer.text);
    // 1200 roles, every third disabled: the 800 enabled ones the list shows by default.
    expect(rows).toHaveLength(800);
    const names = rows.map((r) => r[header!.indexOf('role_name')]!);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'id')));
    const created = rows[0]![header!.indexOf('created_at')];
    expect(created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const searched = parseCsv((await exportOf({ list: 'roles', search: 'Auditor 1192' })).text);
    expect(searched.slice(1).map((r) => r[1])).toEqual(['Auditor 1192']);
  });

  it("the Audit list's with its filters; a list the role may not read is 403", async () => {
    const api = serve();
    const csv = parseCsv((await exportOf({ list: 'audit', entity: 'role' })).text);
    expect(csv[0]).toEqual([
      'id_audit',
      'at',
      'user_id',
      'username',
      'role_id',
      'role_name',
      'action',
      'entity',
      'entity_id',
      'record_name',
      'address',
      'request_id',
    ]);
    expect(csv.slice(1).map((r) => r[7])).toEqual(['role', 'role', 'role']);
    expect(csv[1]?.[1]).toBe(formatDate(api.store.audit[10]!.at));
    const users = api.store.lists.menus.find((m) => m.menu_master_link_name === 'all-user');
    const admin = api.store.roleMenus.get(1)!;
    admin.read = admin.read.filter((m) => m !== users?.id_menu_master);
    expect((await exportOf({ list: 'users' })).status).toBe(403);
  });

  it('keeps any text as it was, a formula kept as text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40, unit: 'grapheme' }), async (text) => {
        const api = serve({ rows: 1 });
        api.store.lists.roles[0]!.role_description = text;
        const [, row] = parseCsv((await exportOf({ list: 'roles' })).text);
        const formula = /^[=+\-@\t\r]/.test(text);
        expect(row?.[2]).toBe(formula ? `'${text}` : text);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
