import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { id } from '@cermat/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { isLoopback } from '../src/http/hosts';
import { listen, type Listening } from '../src/http/listen';
import { API, call, entry } from './support/client';
import { people } from './support/fixtures';
import { drivers, fuzzRuns, useHarness, type Harness } from './support/harness';

const PUBLIC = 'admin.example.org';

/** A GET of `path` with this `Host` header (the request line's host stays `localhost`). */
const get = (h: Harness, path: string, host: string) => h.app.request(path, { headers: { host } });

const signIn = (h: Harness, who: { username: string; password: string }, host: string) =>
  call(h, entry('auth.login'), { body: who }, undefined, { host });

// One of each kind of answer: the API, the console, an uploaded file, the API docs.
const PATHS = [`${API}/auth/check-token`, '/', '/backend/storage/x.png', '/backend/docs'];

describe.each(drivers)('Host allow-list, on %s', (driver) => {
  const h = useHarness(driver, { config: { allowedHosts: [PUBLIC] } });
  // A real listener too, so Host is read as a browser sends it.
  let server: Listening;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = listen(h.app, { hostname: '127.0.0.1', port: 0 }, () => resolve());
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.server.close(() => resolve())));

  it('refuses an unknown name with 421 and a message, on the API, the console and the files', async () => {
    for (const path of PATHS)
      for (const host of ['rebind.attacker.example', 'rebind.attacker.example:3000']) {
        const res = await get(h, path, host);
        const body = (await res.json()) as { meta: { code: number; message: string } };
        expect([res.status, body.meta], `${host} ${path}`).toEqual([
          421,
          { code: 421, message: id.server.hostRefused },
        ]);
      }
  });

  it('serves loopback names with any port, and the configured public name', async () => {
    const hosts = ['localhost', 'LocalHost:5173', '127.0.0.1:3000', '[::1]:3000', PUBLIC];
    for (const host of [...hosts, `${PUBLIC.toUpperCase()}:443`])
      expect((await get(h, `${API}/auth/check-token`, host)).status, host).toBe(401);
  });

  it('judges the request line too: an absolute URL to another name is refused', async () => {
    const res = await h.app.request(`http://rebind.attacker.example${API}/auth/check-token`, {
      headers: { host: 'localhost' },
    });
    expect(res.status).toBe(421);
  });

  it('answers the health probes whatever the name (they tell nothing)', async () => {
    expect((await get(h, '/backend/healthz', '10.0.0.7:3001')).status).toBe(200);
  });

  it('refuses every other Host an attacker can send, never with a 5xx', async () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const host = fc.oneof(
      // What a header can carry (fetch trims the ends of a value).
      fc.string({ maxLength: 30 }).filter((v) => /^[\x20-\x7e]*$/.test(v) && v === v.trim()),
      fc.array(label, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.')),
      fc.tuple(label, fc.nat(70_000)).map(([name, port]) => `${name}:${port}`),
      fc.constantFrom('localhost.', 'x@localhost', 'localhost/x', 'localhost:99999', '[::2]'),
    );
    await fc.assert(
      fc.asyncProperty(host, async (value) => {
        const res = await get(h, `${API}/auth/check-token`, value);
        const name = /^[\x21-\x7e]+$/.test(value) && !/[/?#@\\]/.test(value) ? value : '';
        const known = (() => {
          try {
            const hostname = new URL(`http://${name}`).hostname;
            return isLoopback(hostname) || hostname === PUBLIC;
          } catch {
            return false;
          }
        })();
        expect(res.status, JSON.stringify(value)).toBe(known ? 401 : 421);
      }),
      { numRuns: Math.min(fuzzRuns, 100) },
    );
  });

  it('reads Host from the socket as a browser sends it (a listening server)', async () => {
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const { port } = server.server.address() as AddressInfo;
        const req = httpRequest(
          { host: '127.0.0.1', port, path: `${API}/auth/check-token`, headers: { host } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect(await status('rebind.attacker.example')).toBe(421);
    expect(await status(`127.0.0.1`)).toBe(401);
    expect(await status(PUBLIC)).toBe(401);
  });

  it('lets the demo password sign in only through a loopback name', async () => {
    const refused = await signIn(h, people.admin, PUBLIC);
    expect([refused.status, refused.body.meta.message]).toEqual([
      403,
      id.server.demoPasswordRemote,
    ]);
    expect((await signIn(h, people.admin, 'localhost:3000')).status).toBe(200);
    expect((await signIn(h, people.admin, '127.0.0.1')).status).toBe(200);
  });

  it('tells a wrong password through the public name nothing more than a wrong password', async () => {
    const wrong = await signIn(h, { ...people.admin, password: 'admin12346' }, PUBLIC);
    expect([wrong.status, wrong.body.meta.message]).toEqual([401, id.server.loginFailed]);
    const other = await signIn(h, { username: 'tidak-ada', password: 'admin12345' }, PUBLIC);
    expect([other.status, other.body.meta.message]).toEqual([401, id.server.loginFailed]);
  });

  it('signs in any other password through the public name', async () => {
    expect((await signIn(h, people.reader, PUBLIC)).status).toBe(200);
  });
});

describe('ALLOWED_HOSTS', () => {
  it('takes host names in any case, and refuses a port, a scheme or a path', () => {
    const parse = (value: string) => parseEnv({ ALLOWED_HOSTS: value }).ALLOWED_HOSTS;
    expect(parse('')).toEqual([]);
    expect(parse(' Admin.Example.org , 10.0.0.5,[2001:db8::1] ')).toEqual([
      'admin.example.org',
      '10.0.0.5',
      '[2001:db8::1]',
    ]);
    for (const bad of ['admin.example.org:443', 'https://admin.example.org', 'a.org/x', 'a b'])
      expect(() => parse(bad), bad).toThrow(/ALLOWED_HOSTS/);
  });
});
