/**
 * bench:audit — figures for the audit trail, not a test (docs/benchmarks.md):
 *  1. the audit's cost on the write path: median of an edit request (in process, audited)
 *     against what the audit adds to its transaction: the median of a transaction that
 *     writes the record announced as `auditedWrite` announces it (with its BEGIN; the
 *     trigger writes the row at COMMIT), less the median of the same write unannounced,
 *     next to what a statement that asks for nothing (`select 1`) would add there. The
 *     four are timed in turn, so a load that comes and goes weighs on each alike;
 *  2. the CSV export of the user list: time to the last byte and the heap it holds;
 *  3. the Audit list over --audit-rows synthetic rows: median of 15 calls per case.
 *
 *   pnpm bench:audit                          PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… pnpm bench:audit --users 111112
 *   pnpm bench:audit --users 2000 --write-path-only      part 1 alone
 *     (a fresh schema bench_<hex> is made and dropped; 111,112 users are 100,001 ENABLE)
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../src/app';
import { createPasswordHasher } from '../src/auth/password';
import { announcementStatements } from '../src/audit/record';
import { openDatabase, type Database } from '../src/db/client';
import { inTransaction } from '../src/db/tx';
import { readTestEnv } from '../src/env';
import { seedDemo } from '../src/seed/seed';
import { generateSynthetic } from '../src/seed/synthetic';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '111112' },
    writes: { type: 'string', default: '400' },
    'audit-rows': { type: 'string', default: '1000000' },
    // Only part 1 (while iterating on the write path): no export, no Audit list.
    'write-path-only': { type: 'boolean', default: false },
  },
});
const url = readTestEnv().BENCH_DATABASE_URL;
const API = '/backend/api/v1';
// Cheap hashing: sign-in is not what is measured.
const hasher = createPasswordHasher({ memoryKib: 1024, timeCost: 1, parallelism: 1 });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function timeEach(n: number, run: (i: number) => unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run(i);
    out.push(performance.now() - started);
  }
  return out;
}

/** The median of each run, the runs timed in turn `n` times (after `warm` untimed rounds). */
async function inTurn(
  n: number,
  warm: number,
  runs: Record<string, (i: number) => unknown>,
): Promise<Record<string, number>> {
  const times = Object.fromEntries(Object.keys(runs).map((k) => [k, [] as number[]]));
  for (let i = 0; i < warm + n; i++)
    for (const [name, run] of Object.entries(runs)) {
      const started = performance.now();
      await run(i);
      if (i >= warm) times[name]!.push(performance.now() - started);
    }
  return Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)]));
}

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!url) return { database: openDatabase({}), drop: async () => undefined };
  const schemaName = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schemaName}`);
  await admin.end();
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema ${schemaName} cascade`);
    await client.end();
  };
  return { database: openDatabase({ url, schemaName, poolSize: 4 }), drop };
}

type App = ReturnType<typeof createApp>;

/** Parts 2 and 3: the export and the Audit list. */
async function lists(app: App, db: Database['db'], auth: Record<string, string>): Promise<void> {
  // 2. The export.
  console.log('\nCSV export of the user list (all ENABLE users, sorted by name):');
  for (const query of ['list=users', 'list=users&column=name&dir=desc&search=budi']) {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const started = performance.now();
    const res = await app.request(`${API}/master/export?${query}`, { headers: auth });
    let bytes = 0;
    let lines = 0;
    const reader = res.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      for (const byte of chunk.value) if (byte === 10) lines++;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const took = performance.now() - started;
    console.log(
      `  ${query}: ${res.status}, ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${ms(took)}, ` +
        `heap +${((heapPeak - heapBefore) / 1e6).toFixed(1)} MB at most`,
    );
  }

  // 3. The Audit list at scale.
  const rows = Number(values['audit-rows']);
  console.log(`\nAudit list over ${rows} more rows (median of 15, after 3):`);
  await db.execute(sql`
    insert into audit_log (at, user_id, username, role_id, role_name, action, entity, entity_id, after)
    select now() - make_interval(secs => g), 1 + g % 1000, 'u' || (g % 1000), 1, 'Admin',
           (array['create','update','status','delete'])[1 + g % 4],
           (array['user','role','menu','page','pohon_profesi'])[1 + g % 5], (g % 100000)::text,
           jsonb_build_object('name', md5(g::text))
    from generate_series(1, ${rows}::int) g`);
  await db.execute(sql`analyze audit_log`);
  for (const query of [
    'draw=1',
    'draw=1&entity=user&action=update',
    'draw=1&search=u42',
    'draw=1&user_id=7',
    'draw=1&date_from=2026-01-01T00:00:00.000%2B07:00&date_to=2026-01-02T00:00:00.000%2B07:00',
    'draw=1&page=500',
    // Every column the screen sorts by, each way once.
    'draw=1&column=username&dir=asc',
    'draw=1&column=role_name&dir=desc',
    'draw=1&column=action&dir=asc',
    'draw=1&column=entity&dir=desc',
    'draw=1&column=entity_id&dir=asc',
    'draw=1&column=at&dir=asc',
    'draw=1&entity=user&action=update&column=username&dir=desc',
  ]) {
    const get = () => app.request(`${API}/master/audit?${query}`, { headers: auth });
    await timeEach(3, get);
    console.log(`  GET master/audit?${query}: ${ms(median(await timeEach(15, get)))}`);
  }
}

const { database, drop } = await open();
try {
  const { db } = database;
  await database.migrate();
  await seedDemo(db, hasher);
  const users = Number(values.users);
  console.log(`${url ? 'PostgreSQL' : 'PGlite'}: seeding ${users} users…`);
  await generateSynthetic(db, hasher, { users, roles: 0, menus: 0 });
  const app = createApp({
    db,
    config: {
      dataDir: '',
      session: { absoluteMs: 3600_000, idleMs: 3600_000 },
      throttle: { userMax: 5, ipMax: 20, windowSeconds: 900 },
      jsonBodyLimit: 1024 * 1024,
      trustProxy: false,
    },
    logger: pino({ level: 'silent' }),
    hasher,
  });
  const signIn = await app.request(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
  });
  const { data } = (await signIn.json()) as { data: { access_token: string } };
  const auth = { authorization: `Bearer ${data.access_token}` };
  const put = (path: string, body: object) =>
    app.request(`${API}/${path}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const [admin] = await db
    .execute(
      sql`select u.id, min(ur.id_role) as role from users u join user_roles ur on ur.user_id = u.id
        where u.username = 'admin' group by u.id`,
    )
    .then((r) => (r as { rows: { id: number; role: number }[] }).rows);
  const actor = { userId: admin!.id, roleId: admin!.role };

  // 1. The write path.
  const n = Number(values.writes);
  const cases = [
    {
      name: 'PUT master/pohon-profesi (name)',
      target: { entity: 'pohon_profesi' as const, entityId: 1 },
      touch: sql`update pohon_profesi set status = status where id_pohon_profesi = 1`,
      write: (i: number) =>
        put('master/pohon-profesi', { id: 1, nama_pohon_profesi: `Dahan ${i}` }),
    },
    {
      name: 'PUT master/user (name, roles)',
      target: { entity: 'user' as const, entityId: admin!.id },
      touch: sql`update users set status = status where id = ${admin!.id}`,
      write: (i: number) =>
        put('master/user', {
          id: admin!.id,
          username: 'admin',
          name: `Admin ${i}`,
          selected_role: '[1,2,3,4]',
          password: '',
          password_confirm: '',
        }),
    },
  ];
  console.log('\nwrite path (in process, sequential):');
  for (const c of cases) {
    // The very announcement `auditedWrite` sends with the BEGIN; the COMMIT writes the row.
    const begin = announcementStatements({
      user_id: actor.userId,
      role_id: actor.roleId,
      action: 'update',
      entity: c.target.entity,
      id: String(c.target.entityId),
      address: 'bench',
      request_id: 'bench',
    });
    const t = await inTurn(n, 50, {
      request: (i) => c.write(i),
      bare: () => inTransaction(db, (tx) => tx.execute(c.touch)),
      audited: () => inTransaction(db, (tx) => tx.execute(c.touch), begin),
      // One statement that asks for nothing: what a statement of its own would cost.
      statement: () =>
        inTransaction(db, async (tx) => {
          await tx.execute(sql`select 1`);
          await tx.execute(c.touch);
        }),
    });
    const cost = Math.max(0, t.audited! - t.bare!);
    const share = (x: number) => `${((x / t.request!) * 100).toFixed(1)} %`;
    console.log(
      `  ${c.name}: request median ${ms(t.request!)}, audit ${ms(cost)} (${share(cost)} of the ` +
        `request); one empty statement would add ${ms(t.statement! - t.bare!)}`,
    );
  }

  if (!values['write-path-only']) await lists(app, db, auth);
} finally {
  await database.close();
  await drop();
}
