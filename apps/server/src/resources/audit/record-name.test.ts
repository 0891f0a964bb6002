import type { AuditRow } from '@cermat/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { lastRow } from '../../../test/support/audit-rows';
import { call, entry } from '../../../test/support/client';
import { databaseAt } from '../../../test/support/database-before';
import { drivers, useHarness, type Harness } from '../../../test/support/harness';
import { roleStamp, userStamp } from '../../../test/support/inputs';

const rename = async (h: Harness, id: number, role_name: string) =>
  call(
    h,
    entry('roles.update'),
    { body: { id, role_name, role_description: 'Uji', updated_at: await roleStamp(h, id) } },
    h.tokens.admin,
  );

/** A role made through its form's call (audited), and its id. */
async function createRole(h: Harness, role_name: string): Promise<number> {
  const answer = await call(
    h,
    entry('roles.create'),
    { body: { role_name, role_description: 'Uji' } },
    h.tokens.admin,
  );
  expect(answer.status).toBe(200);
  const [role] = await queryRows(
    h.db,
    sql`select id_role from roles where role_name = ${role_name}`,
  );
  return Number(role!.id_role);
}

/** The Audit list's rows of one entity that a search finds, as the console reads them. */
async function found(h: Harness, search: string): Promise<AuditRow[]> {
  const answer = await call(
    h,
    entry('audit.list'),
    { query: { draw: 1, search, entity: 'role', length: 100 } },
    h.tokens.admin,
  );
  expect(answer.status).toBe(200);
  return (answer.body.data as [{ list_data: { data: AuditRow[] } }])[0].list_data.data;
}

describe.each(drivers)('each audit row names its record as it was, on %s', (driver) => {
  const h = useHarness(driver);

  it('keeps the old name on older rows after a rename; a search by either name finds its row', async () => {
    const id = await createRole(h, 'Peran Nama Lama');
    const created = await lastRow(h, 'role', id);
    expect((await rename(h, id, 'Peran Nama Baru')).status).toBe(200);
    const renamed = await lastRow(h, 'role', id);
    expect(renamed.record_name).toBe('Peran Nama Baru');
    // The row the old name wrote still says it; its search finds that row and not the rename.
    const byOld = await found(h, 'nama lama');
    expect(byOld.map((r) => [r.id_audit, r.record_name])).toContainEqual([
      created.id,
      'Peran Nama Lama',
    ]);
    expect(byOld.map((r) => r.id_audit)).not.toContain(renamed.id);
    expect((await found(h, 'Nama Baru')).map((r) => r.id_audit)).toEqual([renamed.id]);
  });

  it('names a deleted record by its name before the delete', async () => {
    const id = h.fixtures.disabled.roleId;
    const [role] = await queryRows(h.db, sql`select role_name from roles where id_role = ${id}`);
    const answer = await call(h, entry('roles.remove'), { body: { id_role: id } }, h.tokens.admin);
    expect(answer.status).toBe(200);
    const row = await lastRow(h, 'role', id);
    expect([row.action, row.after, row.record_name]).toEqual(['delete', null, role!.role_name]);
  });

  it('treats a name like any text: quotes, percent signs and prototype keys', async () => {
    const id = await createRole(h, `Peran '%_\\ "__proto__"`);
    expect((await lastRow(h, 'role', id)).record_name).toBe(`Peran '%_\\ "__proto__"`);
    // LIKE's own characters are searched as themselves.
    expect((await found(h, `'%_\\`)).map((r) => r.entity_id)).toEqual([String(id)]);
  });

  it('names the records a change refers to by id, as they are now, and nothing it does not', async () => {
    const user = h.fixtures.targetUserId;
    const reader = h.fixtures.readerRoleId;
    const saved = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: user,
          username: 'sasaran',
          name: 'Sasaran',
          selected_role: JSON.stringify([reader]),
          updated_at: await userStamp(h, user),
        },
      },
      h.tokens.admin,
    );
    expect(saved.status).toBe(200);
    const row = await lastRow(h, 'user', user);
    const [role] = await queryRows(
      h.db,
      sql`select role_name from roles where id_role = ${reader}`,
    );
    const detail = await call(h, entry('audit.get'), { query: { id: row.id } }, h.tokens.admin);
    expect(detail.status).toBe(200);
    const [change] = detail.body.data as [{ names: Record<string, Record<string, string>> }];
    expect(change.names.role?.[String(reader)]).toBe(role!.role_name);
    expect(Object.keys(change.names)).toEqual(['role']);
    const history = await call(
      h,
      entry('audit.history'),
      { query: { draw: 1, entity: 'user', entity_id: String(user) } },
      h.tokens.admin,
    );
    const [{ list_data }] = history.body.data as [{ list_data: { data: (typeof change)[] } }];
    expect(list_data.data[0]!.names.role?.[String(reader)]).toBe(role!.role_name);
  });
});

// Rows written before migration 0016: a rename, a delete, a session (no name), an upload.
const BEFORE = `
  insert into audit_log (action, entity, entity_id, "before", "after") values
    ('update', 'role', '7', '{"role_name":"Lama"}', '{"role_name":"Baru"}'),
    ('delete', 'user', '3', '{"username":"budi"}', null),
    ('create', 'menu', '9', null, '{"menu_master_nama":"Master"}'),
    ('login', 'session', '4', null, '{"user_id":3}'),
    ('upload', 'upload', 'a.png', null, '{"mime":"image/png"}');
`;

describe.each(drivers)('migration 0016 on a trail written before it, on %s', (driver) => {
  const cleanup: (() => Promise<void>)[] = [];
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    for (const step of cleanup.reverse()) await step();
  });

  it('names each row of a master by its after (a delete: its before); the others stay unnamed', async () => {
    database = await databaseAt(driver, '0014_pelaksanaan_master', BEFORE, cleanup);
    await database.migrate();
    expect(
      await queryRows(database.db, sql`select entity, record_name from audit_log order by id`),
    ).toEqual([
      { entity: 'role', record_name: 'Baru' },
      { entity: 'user', record_name: 'budi' },
      { entity: 'menu', record_name: 'Master' },
      { entity: 'session', record_name: null },
      { entity: 'upload', record_name: null },
    ]);
  });
});
