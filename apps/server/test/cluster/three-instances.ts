/**
 * test:cluster — three instances of the BUILT server as separate processes on one new
 * PostgreSQL database, started at the same moment, each with its own port and its own
 * DATA_DIR (no shared disk). Checks what must hold across instances, then stops them
 * (SIGTERM to each process group, waited for) and drops the database. Fails when
 * TEST_DATABASE_URL is unset. Run after `pnpm --filter @cermat/server build`.
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { readTestEnv } from '../../src/env';
import {
  assertBuilt,
  createDatabase,
  freePort,
  startInstance,
  stopInstance,
  waitReady,
  type Instance,
} from './instances';

const API = '/backend/api/v1';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

interface Answer {
  status: number;
  headers: Headers;
  body: { meta?: { code: number }; data?: unknown } | null;
}

async function request(
  at: Instance,
  method: string,
  path: string,
  options: {
    token?: string;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${at.origin}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? ((await res.json()) as Answer['body']) : null;
  return { status: res.status, headers: res.headers, body };
}

async function signIn(at: Instance, username: string, password: string): Promise<Answer> {
  return request(at, 'POST', `${API}/auth/login`, { json: { username, password } });
}

async function token(at: Instance, username: string, password: string): Promise<string> {
  const answer = await signIn(at, username, password);
  const data = answer.body?.data as { access_token?: string } | undefined;
  assert.equal(answer.status, 200, `sign-in of ${username} on ${at.name}`);
  assert.ok(data?.access_token);
  return data.access_token;
}

const step = (text: string) => console.log(`  ✓ ${text}`);

async function scalar(url: string, statement: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(statement);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

async function checks(url: string, [a, b, c]: [Instance, Instance, Instance]): Promise<void> {
  assert.equal(await scalar(url, 'select count(*) as n from roles'), 4, 'roles after start');
  assert.equal(await scalar(url, 'select count(*) as n from users'), 1, 'users after start');
  step('all three came up on the empty database, seeded once (4 roles, 1 user)');

  const admin = await token(a, 'admin', 'admin12345');
  const form = new FormData();
  form.set('file', new Blob([PNG], { type: 'image/png' }), 'foto.png');
  const uploaded = await request(b, 'POST', `${API}/referensi/upload`, { token: admin, form });
  assert.equal(uploaded.status, 200, 'upload on B');
  const photo = `/backend${(uploaded.body?.data as { path_file: string }).path_file}`;
  const served = await fetch(`${c.origin}${photo}`);
  assert.equal(served.status, 200, 'photo on C');
  assert.deepEqual(new Uint8Array(await served.arrayBuffer()), PNG);
  const etag = served.headers.get('etag');
  assert.ok(etag, 'ETag');
  assert.match(served.headers.get('cache-control') ?? '', /immutable/);
  const revalidated = await fetch(`${a.origin}${photo}`, { headers: { 'if-none-match': etag } });
  assert.equal(revalidated.status, 304, 'revalidation on A');
  step('signed in on A, uploaded a photo on B, read it on C (ETag, immutable; 304 on A)');

  const created = await request(a, 'POST', `${API}/master/role`, {
    token: admin,
    json: { role_name: 'Klaster', role_description: 'Uji klaster' },
  });
  assert.equal(created.status, 200, 'role created on A');
  const roleId = await scalar(url, "select id_role as n from roles where role_name = 'Klaster'");
  const userCreated = await request(a, 'POST', `${API}/master/user`, {
    token: admin,
    json: {
      username: 'klaster',
      name: 'Klaster',
      password: 'sandi-klaster-1',
      password_confirm: 'sandi-klaster-1',
      selected_role: JSON.stringify([roleId]),
    },
  });
  assert.equal(userCreated.status, 200, 'user created on A');
  const member = await token(b, 'klaster', 'sandi-klaster-1');
  const rolesOnB = () => request(b, 'GET', `${API}/master/role/all?draw=1`, { token: member });
  assert.equal((await rolesOnB()).status, 403, 'no right yet on B');
  const menuId = await scalar(
    url,
    "select id_menu_master as n from menu_master where menu_master_link_name = 'all-role'",
  );
  const saved = await request(a, 'POST', `${API}/master/menu/menu-role`, {
    token: admin,
    json: { id_role: roleId, menu_data: JSON.stringify([menuId]), menu_write: '[]' },
  });
  assert.equal(saved.status, 200, 'rights saved on A');
  assert.equal((await rolesOnB()).status, 200, 'new right on B at once');
  step("changed a role's menu rights on A; B's next call has them");

  const leaving = await token(a, 'admin', 'admin12345');
  assert.equal((await request(a, 'GET', `${API}/auth/me`, { token: leaving })).status, 200);
  assert.equal((await request(c, 'POST', `${API}/auth/logout`, { token: leaving })).status, 200);
  assert.equal((await request(a, 'GET', `${API}/auth/me`, { token: leaving })).status, 401);
  step('logged out on C; the token is refused on A');

  // THROTTLE_USER_MAX=5 per (username, address): five failures over three instances.
  for (const at of [a, b, c, a, b])
    assert.equal((await signIn(at, 'tamu', 'salah-sandi')).status, 401, `failure on ${at.name}`);
  const sixth = await signIn(c, 'tamu', 'salah-sandi');
  assert.equal(sixth.status, 429, 'sixth failure, on C');
  assert.ok(Number(sixth.headers.get('retry-after')) > 0);
  step('failed sign-ins count across all three (5 over A, B, C; the 6th on C is 429)');

  // Shutdown: readyz turns 503 while the instance still answers (C's SHUTDOWN_DELAY_SECONDS
  // is long, so a busy machine's slowness never outlasts it).
  c.child.kill('SIGTERM');
  while ((await request(c, 'GET', '/backend/readyz')).status === 200);
  assert.equal((await request(c, 'GET', '/backend/readyz')).status, 503, 'readyz of C stopping');
  assert.equal((await request(c, 'GET', `${API}/auth/me`, { token: admin })).status, 200);
  assert.equal((await request(a, 'GET', '/backend/readyz')).status, 200, 'A still ready');
  assert.equal(await c.exited, 0, 'C exits cleanly');
  step('SIGTERM on C: readyz 503 while it still answers, then a clean exit; A stays ready');
}

async function main(): Promise<void> {
  const adminUrl = readTestEnv().TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'test:cluster needs TEST_DATABASE_URL (a PostgreSQL server the instances share)',
    );
  assertBuilt();
  const started = performance.now();
  const database = await createDatabase(adminUrl, 'cluster');
  console.log(`test:cluster — three built instances on database ${database.name}`);
  const instances: Instance[] = [];
  const stopAll = () => Promise.all(instances.map((i) => stopInstance(i)));
  const interrupted = () => {
    void stopAll().finally(() => database.drop().finally(() => process.exit(130)));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const [i, name] of ['A', 'B', 'C'].entries())
      instances.push(
        startInstance(name, ports[i]!, {
          DATABASE_URL: database.url,
          ARGON2_MEMORY_KIB: '1024',
          ARGON2_TIME_COST: '1',
          SHUTDOWN_DELAY_SECONDS: name === 'C' ? '10' : '1',
          DATABASE_POOL_SIZE: '4',
        }),
      );
    await Promise.all(instances.map((i) => waitReady(i)));
    await checks(database.url, [instances[0]!, instances[1]!, instances[2]!]);
    const codes = await stopAll();
    assert.deepEqual(codes, [0, 0, 0], 'every instance exits cleanly on SIGTERM');
    step('all stopped (SIGTERM, exit 0)');
  } catch (error) {
    for (const i of instances)
      if (i.output.length) console.error(`--- ${i.name}:\n${i.output.join('')}`);
    throw error;
  } finally {
    await stopAll();
    await database.drop();
  }
  console.log(`test:cluster passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
