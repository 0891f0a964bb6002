import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { drivers } from '../../../test/support/harness';
import { databaseAt } from '../../../test/support/database-before';

// What a database seeded before migration 0014 holds: schedules without status or stamps,
// a role holding the first one and one of its codes.
const BEFORE = `
  insert into roles (role_name) values ('Admin'), ('SPK');
  insert into jadwal_pelaksanaan (pelaksanaan) values ('Batch 1'), ('Batch 2');
  insert into kode_tes (idjadwal_pelaksanaan, kode_tes) values (1, 'B1-A'), (1, 'B1-B'), (2, 'B2-A');
  insert into role_schedule (id_role, idjadwal_pelaksanaan) values (1, 1);
  insert into role_kode_tes (id_role, idjadwal) values (1, 1), (2, 3);
`;

describe.each(drivers)('migration 0014 on a database made before it, on %s', (driver) => {
  const cleanup: (() => Promise<void>)[] = [];
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    for (const step of cleanup.reverse()) await step();
  });

  it('keeps every schedule, code and holding; the rules of a master apply from then on', async () => {
    database = await databaseAt(driver, '0013_effective_rights', BEFORE, cleanup);
    await database.migrate();
    const rows = (q: ReturnType<typeof sql>) => queryRows(database!.db, q);
    expect(
      await rows(sql`select idjadwal_pelaksanaan as id, pelaksanaan, status,
        created_at is not null and updated_at is not null as stamped
        from jadwal_pelaksanaan order by 1`),
    ).toEqual([
      { id: 1, pelaksanaan: 'Batch 1', status: 'ENABLE', stamped: true },
      { id: 2, pelaksanaan: 'Batch 2', status: 'ENABLE', stamped: true },
    ]);
    expect(await rows(sql`select id_role, idjadwal from role_kode_tes order by 1, 2`)).toEqual([
      { id_role: 1, idjadwal: 1 },
      { id_role: 2, idjadwal: 3 },
    ]);
    // A held schedule or code is never deleted, not even by the cascade from its schedule.
    await expect(
      database.script('delete from jadwal_pelaksanaan where idjadwal_pelaksanaan = 2'),
    ).rejects.toThrow();
    await expect(database.script('delete from kode_tes where idjadwal = 1')).rejects.toThrow();
    // Unique without regard to case, names and codes alike.
    await expect(
      database.script(`insert into jadwal_pelaksanaan (pelaksanaan) values ('BATCH 1')`),
    ).rejects.toThrow();
    await expect(
      database.script(`insert into kode_tes (idjadwal_pelaksanaan, kode_tes) values (2, 'b1-a')`),
    ).rejects.toThrow();
    // Audited and listed like every master.
    const [snapshot] = await rows(sql`select audit_snapshot('pelaksanaan', '1') as s`);
    expect(snapshot!.s).toMatchObject({
      pelaksanaan: 'Batch 1',
      idjadwal: [1, 2],
      kode_tes: ['B1-A', 'B1-B'],
    });
    const [version] = await rows(sql`select n from list_version`);
    await database.script(
      `update jadwal_pelaksanaan set status = 'DISABLE' where idjadwal_pelaksanaan = 2`,
    );
    const [moved] = await rows(sql`select n from list_version`);
    expect(Number(moved!.n)).toBeGreaterThan(Number(version!.n));
  });
});
