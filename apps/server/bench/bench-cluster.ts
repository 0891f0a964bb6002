/**
 * bench:cluster — serving uploads from the database, and one instance against three.
 * Figures, not a test. Needs the built server (`pnpm --filter @cermat/server build`).
 *
 *   BENCH_DATABASE_URL=postgres://... pnpm bench:cluster   a fresh database cluster_bench_*,
 *                                                          three instances (1 vs 3 measured)
 *   pnpm bench:cluster                                     PGlite: one instance, files only
 *   --duration 10 --connections 12 --photos 1000 --users 10000
 *
 * Per case, closed loop (autocannon): requests per second, p50/p99 and MB/s, first
 * against instance A alone, then round-robin over A, B and C (connection i to instance
 * i mod 3), all in the same run on the same data. Before that, the read a photo costs:
 * its plan and the median time of the statement itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createPasswordHasher, defaultPasswordCost } from '../src/auth/password';
import { openDatabase, type Database } from '../src/db/client';
import { readTestEnv } from '../src/env';
import { generateSynthetic } from '../src/seed/synthetic';
import { prepareDatabase } from '../src/start-up';
import { saveUpload } from '../src/uploads/store';
import {
  assertBuilt,
  createDatabase,
  freePort,
  startInstance,
  stopInstance,
  waitReady,
  type Instance,
} from '../test/cluster/instances';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '12' },
    photos: { type: 'string', default: '1000' },
    users: { type: 'string', default: '10000' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const photoCount = Number(values.photos);
const userCount = Number(values.users);
const pgUrl = readTestEnv().BENCH_DATABASE_URL;

const SMALL = 64 * 1024;
const LARGE = 2_000_000;

/** Incompressible bytes behind a PNG signature (photos do not compress either). */
function photo(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 65_536) crypto.getRandomValues(bytes.subarray(i, i + 65_536));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

const png = { ext: 'png', mime: 'image/png' } as const;
const nameOf = (servedPath: string) => servedPath.split('/').pop()!;

/** The median of 50 runs of the statement a served photo costs, and its plan. */
async function rawRead(database: Database, name: string): Promise<{ ms: number; plan: string }> {
  const session = await database.reserve();
  try {
    const statement = 'select mime, size, bytes from uploads where name = $1';
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await session.query(statement, [name]);
      times.push(performance.now() - started);
    }
    const plan = await session.query(`explain (analyze, buffers) ${statement}`, [name]);
    const lines = plan.map((row) => String(Object.values(row)[0]));
    return {
      ms: times.sort((a, b) => a - b)[25]!,
      plan: lines
        .filter((l) => /Scan|Buffers|Execution/.test(l))
        .map((l) => l.trim())
        .join(' · '),
    };
  } finally {
    session.release();
  }
}

interface Prepared {
  small: string[];
  large: string;
  raw: { label: string; ms: number; plan: string }[];
}

/** Demo data, synthetic users and the photos, written by this process before the servers start. */
async function prepare(database: Database): Promise<Prepared> {
  const hasher = createPasswordHasher(defaultPasswordCost);
  await prepareDatabase(database, { seedDemo: true, hasher });
  if (userCount)
    await generateSynthetic(database.db, hasher, { users: userCount, roles: 0, menus: 0 });
  const small: string[] = [];
  for (let i = 0; i < photoCount; i++)
    small.push(nameOf(await saveUpload(database.db, png, photo(SMALL))));
  const large = nameOf(await saveUpload(database.db, png, photo(LARGE)));
  await database.script('analyze');
  const raw = [
    { label: `photo ${SMALL / 1024} KB`, ...(await rawRead(database, small[0]!)) },
    { label: `photo ${(LARGE / 1e6).toFixed(1)} MB`, ...(await rawRead(database, large)) },
  ];
  return { small, large, raw };
}

interface Case {
  name: string;
  path: () => string;
  headers?: Record<string, string>;
  /** A 304 is this case's right answer, not a failure. */
  notModified?: boolean;
}

async function measure(c: Case, origins: string[], token: string) {
  const options = {
    url: origins,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}`, ...c.headers },
    requests: [{ setupRequest: (r: object) => ({ ...r, path: c.path() }) }],
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbps: result.throughput.average / 1e6,
    bad: (c.notModified ? 0 : result.non2xx) + result.errors,
  };
}

async function main(): Promise<void> {
  assertBuilt();
  const created = pgUrl ? await createDatabase(pgUrl, 'cluster_bench') : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cermat-bench-cluster-'));
  const env: Record<string, string> = created
    ? { DATABASE_URL: created.url }
    : { DATA_DIR: dataDir };
  const database = openDatabase({ url: env.DATABASE_URL, dataDir: path.join(dataDir, 'pglite') });
  const instances: Instance[] = [];
  try {
    console.log(
      `bench:cluster — ${created ? 'PostgreSQL' : 'PGlite'}, ${photoCount} photos of ${SMALL / 1024} KB + one of 2 MB, ${userCount} users`,
    );
    const prepared = await prepare(database);
    await database.close();
    const count = created ? 3 : 1;
    for (const name of ['A', 'B', 'C'].slice(0, count))
      instances.push(startInstance(name, await freePort(), { ...env, SEED_DEMO: 'false' }));
    await Promise.all(instances.map((i) => waitReady(i)));
    const login = await fetch(`${instances[0]!.origin}/backend/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

    const randomSmall = () =>
      `/backend/storage/uploads/${prepared.small[Math.floor(Math.random() * prepared.small.length)]}`;
    const cases: Case[] = [
      { name: `photo ${SMALL / 1024} KB (random of ${photoCount})`, path: randomSmall },
      { name: 'photo 2 MB', path: () => `/backend/storage/uploads/${prepared.large}` },
      {
        name: 'photo revalidation (304)',
        path: () => `/backend/storage/uploads/${prepared.large}`,
        headers: { 'if-none-match': `"${prepared.large}"` },
        notModified: true,
      },
      {
        name: 'GET master/user page 1',
        path: () => '/backend/api/v1/master/user?draw=1&length=10',
      },
    ];
    const rows: string[] = [];
    for (const c of cases)
      for (const n of created ? [1, 3] : [1]) {
        const r = await measure(
          c,
          instances.slice(0, n).map((i) => i.origin),
          token,
        );
        rows.push(
          `| ${c.name} | ${n} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.mbps.toFixed(1)} | ${r.bad} |`,
        );
        console.log(rows.at(-1));
      }
    console.log(`\nraw read (median of 50, one connection):`);
    for (const r of prepared.raw) console.log(`  ${r.label}: ${r.ms.toFixed(2)} ms — ${r.plan}`);
    console.log(`\nduration=${duration}s connections=${connections} cores=${os.cpus().length}`);
    console.log(
      '| case | instances | req/s | p50 ms | p99 ms | MB/s | failed |\n|---|---|---|---|---|---|---|',
    );
    for (const row of rows) console.log(row);
  } finally {
    await Promise.all(instances.map((i) => stopInstance(i)));
    await created?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
