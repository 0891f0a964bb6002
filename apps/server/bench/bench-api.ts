/**
 * bench:api — seeds N users into a fresh database, starts the server as its own
 * process, and prints p50 / p99 / requests per second per case beside the raw SQL
 * time of the same query. Figures, not a test.
 *
 *   pnpm bench:api                      100k users on PGlite
 *   pnpm bench:api --users 1000000      1M users
 *   BENCH_DATABASE_URL=postgres://...   use PostgreSQL (a fresh database cermat_bench_* is made)
 *   --duration 10 --connections 10 --rate 200
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
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
  path: string;
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
    rawSql: `select ${listed} from users where status = 'ENABLE' and (username ilike '%abc12%' or name ilike '%abc12%') order by id limit 10`,
  },
  {
    name: 'sort name desc',
    path: '/master/user?draw=1&length=10&column=name&dir=desc',
    rawSql: `select ${listed} from users where status = 'ENABLE' order by name desc, id desc limit 10`,
  },
  {
    name: 'deep page (offset 50k)',
    path: '/master/user?draw=1&length=10&page=5001',
    rawSql: `select ${listed} from users where status = 'ENABLE' order by id limit 10 offset 50000`,
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

async function prepare(env: Record<string, string>): Promise<Map<string, number>> {
  const database = openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR && path.join(env.DATA_DIR, 'pglite'),
  });
  await database.migrate();
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
  const raw = new Map<string, number>();
  for (const c of cases) if (c.rawSql) raw.set(c.name, await rawMs(database.db, c.rawSql));
  await database.close();
  return raw;
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

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cermat-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (pgUrl) env.DATABASE_URL = await freshPostgres(pgUrl);
  console.log(
    `bench:api — ${users.toLocaleString('en')} users on ${pgUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
  const raw = await prepare(env);

  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
      const headers: Record<string, string> = c.login
        ? { 'content-type': 'application/json' }
        : { authorization: `Bearer ${token}` };
      const options = {
        url: `${base}${c.path}`,
        method: c.login ? ('POST' as const) : ('GET' as const),
        headers,
        ...(c.login ? { body: JSON.stringify({ username: 'admin', password: 'admin12345' }) } : {}),
        connections: c.login ? 2 : connections,
        duration,
        ...(rate && !c.login ? { overallRate: rate } : {}),
      };
      // A short unmeasured warm-up: plans cached, JIT warm.
      await autocannon({ ...options, duration: 2 });
      const result = await autocannon(options);
      const sqlMs = raw.get(c.name);
      rows.push(
        `| ${c.name} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.average.toFixed(0)} | ${sqlMs === undefined ? '-' : sqlMs.toFixed(2)} | ${result.non2xx + result.errors} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(
      `\nusers=${users} db=${pgUrl ? 'postgres' : 'pglite'} duration=${duration}s connections=${connections}${rate ? ` rate=${rate}/s` : ''}`,
    );
    console.log('| case | p50 ms | p99 ms | req/s | raw SQL ms (median) | non-2xx |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl && env.DATABASE_URL)
      await dropDatabase(pgUrl, new URL(env.DATABASE_URL).pathname.slice(1));
  }
}

async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.end();
}

await main();
