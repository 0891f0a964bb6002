/**
 * bench:api — seeds N users into a fresh database, starts the server as its own
 * process, and prints per case: p50 / p99 at a steady request rate (--rate, open
 * loop), requests per second and p99 closed loop (autocannon), and the raw SQL time
 * of the same query. Figures, not a test.
 *
 *   pnpm bench:api                      100k users on PGlite
 *   pnpm bench:api --users 1000000      1M users
 *   BENCH_DATABASE_URL=postgres://...   use PostgreSQL (a fresh database cermat_bench_* is made)
 *   --duration 10 --connections 10 --rate 200
 *   --keep                              leave the seeded database behind and print how to reuse it
 *   --reuse <postgres URL | PGlite dir> bench a database a --keep run left (no seeding)
 *   --profile <dir>                     write the server's V8 CPU profile into <dir>
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { paced } from './paced';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPasswordHasher, defaultPasswordCost } from '../src/auth/password';
import { openDatabase, type Db } from '../src/db/client';
import { queryRows } from '../src/db/raw';
import { readTestEnv } from '../src/env';
import { seedDemo } from '../src/seed/seed';
import { generateSynthetic } from '../src/seed/synthetic';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string' },
    port: { type: 'string', default: '3901' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    profile: { type: 'string' },
  },
});
const users = Number(values.users);
const duration = Number(values.duration);
const connections = Number(values.connections);
const rate = values.rate ? Number(values.rate) : undefined;
const port = Number(values.port);
const pgUrl = readTestEnv().BENCH_DATABASE_URL;

const serverRoot = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${port}/backend/api/v1`;

interface Case {
  name: string;
  /** A fixed path, or one made anew for every call. */
  path: string | (() => string);
  /** The statement the list runs, timed on its own. */
  rawSql?: string;
  login?: boolean;
}

const listed = 'id, username, name, status, created_at, updated_at';
const cases: Case[] = [
  {
    name: 'list page 1',
    path: '/master/user?draw=1&length=10',
    rawSql: `select ${listed} from users where status = 'ENABLE' order by id limit 10`,
  },
  {
    name: 'search "budi"',
    path: '/master/user?draw=1&length=10&search=budi',
    rawSql: `select ${listed} from users where status = 'ENABLE' and (username ilike '%budi%' or name ilike '%budi%') order by id limit 10`,
  },
  {
    name: 'search rare "abc12"',
    path: '/master/user?draw=1&length=10&search=abc12',
    // Expected to be small: the page and the exact total from the first 1,001 matches.
    rawSql: `select ${listed}, count(*) over () from (select ${listed} from users where status = 'ENABLE' and (username ilike '%abc12%' or name ilike '%abc12%') limit 1001) m order by id limit 10`,
  },
  {
    name: 'sort name desc',
    path: '/master/user?draw=1&length=10&column=name&dir=desc',
    rawSql: `select ${listed} from users where status = 'ENABLE' order by name desc, id desc limit 10`,
  },
  {
    name: 'deep page (offset 50k)',
    path: '/master/user?draw=1&length=10&page=5001',
    // Deep: the page's keys from the index alone, then their rows.
    rawSql: `select ${listed} from users join (select id as k from users where status = 'ENABLE' order by id limit 10 offset 50000) p on id = k order by id`,
  },
  {
    // Every call a random deep page (offset 20k-80k): only the nearest remembered
    // position below it, if any, shortens the skip.
    name: 'deep pages, each new',
    path: () => `/master/user?draw=1&length=10&page=${2001 + Math.floor(Math.random() * 6000)}`,
    rawSql: `select ${listed} from users join (select id as k from users where status = 'ENABLE' order by id limit 10 offset 50000) p on id = k order by id`,
  },
  { name: 'login (argon2id m=19456 t=2)', path: '/auth/login', login: true },
];

async function rawMs(db: Db, statement: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    await queryRows(db, sql.raw(statement));
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[7]!;
}

async function freshPostgres(url: string): Promise<string> {
  const name = `cermat_bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Seeds a fresh database (unless reused) and times each case's raw SQL. */
async function prepare(env: Record<string, string>, seed: boolean): Promise<Map<string, number>> {
  const database = openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR && path.join(env.DATA_DIR, 'pglite'),
  });
  await database.migrate();
  if (seed) {
    const hasher = createPasswordHasher(defaultPasswordCost);
    await seedDemo(database.db, hasher);
    const started = performance.now();
    await generateSynthetic(
      database.db,
      hasher,
      { users, roles: Math.ceil(users / 100), menus: 1000 },
      (what, done) => process.stdout.write(`\r  generated ${what}: ${done}      `),
    );
    console.log(`\n  seeding took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const raw = new Map<string, number>();
  for (const c of cases) if (c.rawSql) raw.set(c.name, await rawMs(database.db, c.rawSql));
  await database.close();
  return raw;
}

/** Where the run's data lives: reused, or made fresh for this run. */
async function target(): Promise<{ env: Record<string, string>; seed: boolean }> {
  const reuse = values.reuse;
  if (reuse) {
    const isUrl = /^postgres(ql)?:\/\//.test(reuse);
    return { env: isUrl ? { DATABASE_URL: reuse } : { DATA_DIR: reuse }, seed: false };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cermat-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (pgUrl) env.DATABASE_URL = await freshPostgres(pgUrl);
  return { env, seed: true };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`${base}/auth/check-token`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error('server did not start');
}

const header = [
  '| case | p50 ms | p99 ms | max ms | req/s | closed loop req/s | closed loop p99 ms | raw SQL ms (median) | non-2xx |',
  '|---|---|---|---|---|---|---|---|---|',
].join('\n');

const ms = (n: number) => n.toFixed(1);

const apiPath = (where: Case['path']) =>
  `${new URL(base).pathname}${typeof where === 'string' ? where : where()}`;

/**
 * One case: at the steady rate (when --rate is given; open loop, see paced.ts), then
 * closed loop with autocannon (as fast as the connections allow). Each after a short
 * unmeasured warm-up (plans cached, JIT warm).
 */
async function runCase(c: Case, token: string, sqlMs: number | undefined): Promise<string> {
  const { path: where } = c;
  const request = {
    url: typeof where === 'string' ? `${base}${where}` : () => `${base}${where()}`,
    method: c.login ? ('POST' as const) : ('GET' as const),
    headers: (c.login
      ? { 'content-type': 'application/json' }
      : { authorization: `Bearer ${token}` }) as Record<string, string>,
    ...(c.login ? { body: JSON.stringify({ username: 'admin', password: 'admin12345' }) } : {}),
  };
  const cells = ['-', '-', '-', '-'];
  if (rate && !c.login) {
    await paced({ ...request, rate, duration: 2, connections });
    const steady = await paced({ ...request, rate, duration, connections });
    cells.splice(0, 4, ms(steady.p50), ms(steady.p99), ms(steady.max), steady.achieved.toFixed(0));
    if (steady.non2xx) cells.push(`paced non-2xx ${steady.non2xx}`);
  }
  const closed = {
    ...request,
    url: base,
    connections: c.login ? 2 : connections,
    duration,
    requests: [{ setupRequest: (r: object) => ({ ...r, path: apiPath(where) }) }],
  };
  await autocannon({ ...closed, duration: 2 });
  const result = await autocannon(closed);
  return `| ${c.name} | ${cells.slice(0, 4).join(' | ')} | ${result.requests.average.toFixed(0)} | ${result.latency.p99} | ${sqlMs === undefined ? '-' : sqlMs.toFixed(2)} | ${result.non2xx + result.errors}${cells[4] ? ` (${cells[4]})` : ''} |`;
}

async function main() {
  const { env, seed } = await target();
  const driver = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    seed
      ? `bench:api — ${users.toLocaleString('en')} users on ${driver}`
      : `bench:api — reusing ${driver} data at ${values.reuse}`,
  );
  const raw = await prepare(env, seed);

  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer();
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const rows: string[] = [];
    for (const c of cases) {
      rows.push(await runCase(c, token, raw.get(c.name)));
      console.log(rows.at(-1));
    }
    console.log(
      `\nusers=${seed ? users : 'reused'} db=${driver} duration=${duration}s connections=${connections}${rate ? ` rate=${rate}/s` : ''}`,
    );
    console.log(header);
    for (const row of rows) console.log(row);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    if (values.keep && seed) console.log(`\nkept: --reuse ${env.DATABASE_URL ?? env.DATA_DIR}`);
    else if (seed) {
      rmSync(env.DATA_DIR!, { recursive: true, force: true });
      if (pgUrl && env.DATABASE_URL)
        await dropDatabase(pgUrl, new URL(env.DATABASE_URL).pathname.slice(1));
    }
  }
}

async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.end();
}

await main();
