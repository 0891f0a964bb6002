import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { id as texts } from '@cermat/core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../src/http/listen';
import { API } from './support/client';
import { drivers, useHarness } from './support/harness';

interface Reply {
  status: number;
  retryAfter: string | undefined;
  body: { meta: { message: string }; data: unknown };
}

// Behind no proxy: the address is the socket's, whatever the client writes in headers.
describe.each(drivers)('the caller address from a real socket on %s', (driver) => {
  const events: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => events.push(JSON.parse(line)) },
  );
  const limits = { userMax: 2, ipMax: 3, windowSeconds: 900 };
  const h = useHarness(driver, { config: { trustProxy: false, throttle: limits }, logger });
  let served: Listening;
  let port = 0;

  beforeAll(async () => {
    served = listen(h.app, { hostname: '127.0.0.1', port: 0 });
    await once(served.server, 'listening');
    port = (served.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    if ('closeAllConnections' in served.server) served.server.closeAllConnections();
    served.server.close();
  });

  /** Signs in over TCP from one of the loopback addresses (all of 127/8 is local on Linux). */
  const signIn = (from: string, username: string, password: string, headers = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const body = JSON.stringify({ username, password });
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          agent: false,
          method: 'POST',
          path: `${API}/auth/login`,
          headers: { 'content-type': 'application/json', ...headers },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'],
              body: JSON.parse(text) as Reply['body'],
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('refuses an address that failed too often; another address signs in', async () => {
    for (let i = 0; i < limits.ipMax; i++)
      expect((await signIn('127.0.0.2', `orang-${i}`, 'salah')).status).toBe(401);
    const refused = await signIn('127.0.0.2', 'admin', 'admin12345');
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBe(texts.server.throttled);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect((await signIn('127.0.0.3', 'admin', 'admin12345')).status).toBe(200);
  });

  it('refuses a username from the address that failed on it, not from another', async () => {
    for (let i = 0; i < limits.userMax; i++)
      expect((await signIn('127.0.0.2', 'admin', 'salah')).status).toBe(401);
    expect((await signIn('127.0.0.2', 'admin', 'admin12345')).status).toBe(429);
    expect((await signIn('127.0.0.3', 'admin', 'admin12345')).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < limits.ipMax; i++)
      await signIn('127.0.0.2', `orang-${i}`, 'salah', { 'x-forwarded-for': `10.0.0.${i}` });
    const spoofed = await signIn('127.0.0.2', 'admin', 'admin12345', {
      'x-forwarded-for': '10.9.9.9',
    });
    expect(spoofed.status).toBe(429);
  });

  it('logs sign-in events with the caller address', async () => {
    events.length = 0;
    await signIn('127.0.0.2', 'admin', 'salah');
    await signIn('127.0.0.3', 'admin', 'admin12345');
    const byEvent = (name: string) => events.find((e) => e.event === name);
    expect(byEvent('login.failed')?.address).toBe('127.0.0.2');
    expect(byEvent('login.success')?.address).toBe('127.0.0.3');
  });
});
