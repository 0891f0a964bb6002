import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { id as texts } from '@cermat/core';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { isLoopback } from '../src/http/hosts';
import { openDatabase } from '../src/db/client';
import { parseEnv } from '../src/env';
import { DEMO_ADMIN } from '../src/seed/demo-data';
import { demoPasswordUnchanged, upsertUser } from '../src/seed/seed';
import { API } from './support/client';
import { drivers, useHarness } from './support/harness';
import { testHasher } from './support/hasher';

describe.each(drivers)('the app on %s', (driver) => {
  const h = useHarness(driver);

  it('sends the security headers on every answer', async () => {
    for (const url of [`${API}/auth/me`, '/nothing-here', '/backend/api/docs']) {
      const res = await h.app.request(url);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS only when the request came over TLS', async () => {
    const res = await h.app.request(`${API}/auth/me`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await h.app.request(`${API}/tidak/ada`, {
      headers: { authorization: `Bearer ${h.tokens.admin}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      meta: { code: 404, message: texts.server.notFound },
      data: texts.server.notFound,
    });
  });

  it('refuses malformed JSON with 400 and an oversized body with 413', async () => {
    const headers = {
      authorization: `Bearer ${h.tokens.admin}`,
      'content-type': 'application/json',
    };
    const broken = await h.app.request(`${API}/master/role`, {
      method: 'POST',
      headers,
      body: '{"role_name":',
    });
    expect(broken.status).toBe(400);
    const huge = JSON.stringify({ role_name: 'x'.repeat(h.config.jsonBodyLimit + 10) });
    const big = await h.app.request(`${API}/master/role`, { method: 'POST', headers, body: huge });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { meta: { code: number } }).meta.code).toBe(413);
  });

  it('publishes the OpenAPI document made from the contract and a readable page', async () => {
    const doc = (await (await h.app.request('/backend/api/openapi.json')).json()) as {
      openapi: string;
      paths: object;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/master/roles/{id_role}');
    const page = await (await h.app.request('/backend/api/docs')).text();
    expect(page).toContain('/master/roles/{id_role}');
    expect(page).not.toMatch(/<script|https?:\/\/cdn/i);
  });

  it('answers healthz and readyz; once shutdown starts readyz is 503 while requests are still served', async () => {
    const health = { stopping: false };
    const app = createApp({
      db: h.db,
      config: h.config,
      logger: pino({ level: 'silent' }),
      hasher: testHasher,
      health,
    });
    const alive = await app.request('/backend/healthz');
    expect(alive.status).toBe(200);
    expect(alive.headers.get('cache-control')).toBe('no-store');
    const ready = await app.request('/backend/readyz');
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers.get('connection')).toBeNull();

    health.stopping = true;
    const stopping = await app.request('/backend/readyz');
    expect([stopping.status, await stopping.json()]).toEqual([503, { status: 'stopping' }]);
    expect((await app.request('/backend/healthz')).status).toBe(200);
    // Draining: still answered, and the keep-alive connection ends after the answer.
    const me = await app.request(`${API}/auth/me`, {
      headers: { authorization: `Bearer ${h.tokens.admin}` },
    });
    expect(me.status).toBe(200);
    expect(me.headers.get('connection')).toBe('close');
  });

  it('refuses the demo password check once the admin password changed', async () => {
    expect(await demoPasswordUnchanged(h.db, testHasher)).toBe(true);
    await upsertUser(h.db, testHasher, { ...DEMO_ADMIN, password: 'sandi-produksi-1' }, []);
    expect(await demoPasswordUnchanged(h.db, testHasher)).toBe(false);
  });
});

const config = {
  dataDir: os.tmpdir(),
  session: { absoluteMs: 1, idleMs: 1 },
  throttle: { userMax: 1, ipMax: 1, windowSeconds: 1 },
  jsonBodyLimit: 1024,
  trustProxy: false,
};

describe('serving the built console', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'cermat-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cermat</title>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  const app = createApp({
    db: undefined as never,
    config: { ...config, dataDir: dist, adminDist: dist },
    logger: pino({ level: 'silent' }),
    hasher: testHasher,
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves index.html at / and for unknown screens, assets as files', async () => {
    expect(await (await app.request('/')).text()).toContain('<title>Cermat</title>');
    expect(await (await app.request('/master/role')).text()).toContain('<title>Cermat</title>');
    const asset = await app.request('/assets/app.js');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('keeps /backend out of the fallback', async () => {
    expect((await app.request('/backend/nothing')).status).toBe(404);
  });
});

describe('readiness without a database', () => {
  it('answers readyz 503 (healthz 200) when the database does not answer', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const database = openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = createApp({
      db: database.db,
      config: { ...config, adminDist: undefined },
      logger: pino({ level: 'silent' }),
      hasher: testHasher,
    });
    try {
      const ready = await app.request('/backend/readyz');
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'database unreachable' }]);
      expect((await app.request('/backend/healthz')).status).toBe(200);
    } finally {
      await database.close();
    }
  });
});

describe('environment', () => {
  it('has the product defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      ARGON2_MEMORY_KIB: 19456,
      ARGON2_TIME_COST: 2,
      DATABASE_POOL_SIZE: 10,
      SHUTDOWN_DELAY_SECONDS: 0,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', 'localhost', '::1'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '192.168.1.5'].some(isLoopback)).toBe(false);
  });
});
