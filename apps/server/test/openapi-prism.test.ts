import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { entries, type NamedEntry } from '@cermat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../src/http/listen';
import { callers, expectedStatus, send } from './support/access-matrix';
import { API, call, entry, upload, type Answer } from './support/client';
import { useHarness, type Harness } from './support/harness';

/**
 * The OpenAPI document as tools no one here wrote read it: every answer of the access
 * matrix (each entry's success, 401, 403) and of the common refusals (404, 409, 422) goes
 * through Stoplight Prism's validating proxy (`prism proxy <document> <server> --errors`),
 * which answers a response that breaks the document with an error of its own and names what
 * broke (`sl-violations`, or a problem+json body). Requests are not checked
 * (`--validate-request=false`): the refusals are the server's to give, not Prism's. Only a
 * call without a token never reaches the server whatever the flags (Prism answers the
 * missing bearer itself), so the 'no token' caller is left to the access matrix.
 */
const prismCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
  'dist/index.js',
);

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/** Starts Prism's proxy and resolves once it listens (it logs its address). */
async function startPrism(documentUrl: string, upstream: string, port: number) {
  const child = spawn(
    process.execPath,
    [
      prismCli,
      'proxy',
      documentUrl,
      upstream,
      '--errors',
      '--validate-request=false',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`prism exited (${code}):\n${log}`)));
  });
  return child;
}

/**
 * Prism's proxy reads a request body as text before sending it on, so a file survives only
 * when its bytes are ASCII: a WebP header is ('RIFF', a small size, 'WEBP'); a PNG's is not.
 */
const ASCII_WEBP = new TextEncoder().encode('RIFF\x04\x00\x00\x00WEBP');

/** The harness with its calls sent over HTTP through Prism instead of in process. */
const throughPrism = (h: Harness, base: string): Harness =>
  new Proxy(h, {
    get: (target, key) =>
      key === 'app'
        ? {
            request: (url: string, init?: RequestInit) =>
              fetch(`${base}${url.slice(API.length)}`, init),
          }
        : target[key as keyof Harness],
  });

/** What Prism said of an answer, or null when it found nothing wrong. */
function verdictOf(answer: Answer): string | null {
  const violations = answer.headers.get('sl-violations');
  if (violations) return violations;
  if (answer.headers.get('content-type')?.includes('application/problem+json'))
    return JSON.stringify(answer.body);
  return null;
}

describe('every answer reads right in Prism’s validating proxy', () => {
  const h = useHarness('pglite');
  let served: Listening;
  let prism: ChildProcess;
  let via: Harness;

  beforeAll(async () => {
    served = listen(h.app, { hostname: '127.0.0.1', port: 0 });
    await once(served.server, 'listening');
    const server = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}`;
    const port = await freePort();
    prism = await startPrism(`${server}/backend/api/openapi.json`, `${server}${API}`, port);
    via = throughPrism(h, `http://127.0.0.1:${port}`);
  });
  afterAll(() => {
    prism?.kill();
    if (served && 'closeAllConnections' in served.server) served.server.closeAllConnections();
    served?.server.close();
  });

  const matrix = entries.filter((e) => e.right !== 'public');
  it.each(matrix.map((e) => [e.name, e] as const))('%s', async (_, e: NamedEntry) => {
    const seen: { who: string; status: number; verdict: string | null }[] = [];
    const wanted: typeof seen = [];
    for (const [who, token, caller] of callers(h)) {
      if (who === 'no token') continue;
      const answer =
        e.name === 'references.upload'
          ? await upload(via, ASCII_WEBP, 'foto.webp', 'image/webp', token)
          : await send(via, e, token, caller);
      seen.push({ who, status: answer.status, verdict: verdictOf(answer) });
      wanted.push({ who, status: expectedStatus(e, who), verdict: null });
    }
    expect(seen).toEqual(wanted);
  });

  it('the sign-in calls, and the common refusals', async () => {
    const t = h.tokens;
    const captcha = () => call(via, entry('auth.captcha'), { query: { kind: 'text' } });
    const answers: [string, Answer][] = [
      ['signInSettings', await call(via, entry('auth.signInSettings'))],
      [
        'login',
        await call(via, entry('auth.login'), {
          body: { username: 'admin', password: 'admin12345' },
        }),
      ],
      [
        'login refused (401)',
        await call(via, entry('auth.login'), { body: { username: 'admin', password: 'salah' } }),
      ],
      ['captcha while off (404)', await captcha()],
      ['captcha on', await call(via, entry('configs.save'), { body: { CAPTCHA: 'Ya' } }, t.admin)],
      ['captcha', await captcha()],
      [
        'unknown record (404)',
        await call(via, entry('roles.get'), { query: { id: 999_999 } }, t.admin),
      ],
      [
        'name taken (422 field map)',
        await call(
          via,
          entry('roles.create'),
          { body: { role_name: 'Admin', role_description: 'Uji' } },
          t.admin,
        ),
      ],
      [
        'invalid body (422 field map)',
        await call(via, entry('roles.create'), { body: { role_name: '' } }, t.admin),
      ],
      [
        'stale version (409)',
        await call(
          via,
          entry('pohonProfesi.update'),
          {
            body: {
              id: 1,
              nama_pohon_profesi: 'Dahan Basi',
              updated_at: '2000-01-01T00:00:00.000Z',
            },
          },
          t.admin,
        ),
      ],
    ];
    const flagged = answers.filter(([, a]) => verdictOf(a) !== null);
    expect(flagged.map(([name, a]) => [name, a.status, verdictOf(a)])).toEqual([]);
    expect(answers.map(([name, a]) => [name, a.status])).toEqual([
      ['signInSettings', 200],
      ['login', 200],
      ['login refused (401)', 401],
      ['captcha while off (404)', 404],
      ['captcha on', 200],
      ['captcha', 200],
      ['unknown record (404)', 404],
      ['name taken (422 field map)', 422],
      ['invalid body (422 field map)', 422],
      ['stale version (409)', 409],
    ]);
  });
});
