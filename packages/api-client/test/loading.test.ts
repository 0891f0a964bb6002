import { entries, examples } from '@cermat/contract';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { createApiClient as Create } from '../src';
import { earlyUrl } from '../src/early';
import { BASE, makeClient, messages, ok, server, TOKEN } from './setup';

describe('a client before its first call', () => {
  it('has every entry’s method at once, as plain properties a caller may spread', () => {
    const { api } = makeClient();
    for (const e of entries) {
      const [resource = '', call = ''] = e.name.split('.');
      const group = { ...(api as unknown as Record<string, Record<string, unknown>>)[resource] };
      expect(typeof group[call], e.name).toBe('function');
    }
  });

  it('reads no token and sends nothing until a method is called', () => {
    const { getToken } = makeClient();
    expect(getToken).not.toHaveBeenCalled();
  });
});

describe('when the request code cannot be loaded (offline)', () => {
  afterEach(() => {
    vi.doUnmock('../src/caller');
    vi.resetModules();
  });

  it('fails as a network error, and the next call loads it again', async () => {
    vi.resetModules();
    vi.doMock('../src/caller', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createApiClient } = (await import('../src')) as { createApiClient: typeof Create };
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      baseURL: BASE,
      getToken: () => TOKEN,
      onUnauthorized,
      messages,
    });
    await expect(api.auth.me()).rejects.toMatchObject({
      kind: 'network',
      status: null,
      message: messages.network,
      entry: 'auth.me',
    });

    vi.doUnmock('../src/caller');
    server.use(http.get(`${BASE}/auth/me`, () => HttpResponse.json(ok(examples.auth.me.data))));
    await expect(api.auth.me()).resolves.toEqual(examples.auth.me.data);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('an answer asked ahead (early)', () => {
  const settings = examples.auth.signInSettings.data;
  const early = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

  afterEach(() => {
    vi.doUnmock('../src/caller');
    vi.resetModules();
  });

  it('answers from it without sending a request or loading the request code', async () => {
    vi.resetModules();
    vi.doMock('../src/caller', () => {
      throw new Error('the request code was loaded');
    });
    const { createApiClient } = (await import('../src')) as { createApiClient: typeof Create };
    const take = vi.fn((entry: string) =>
      entry === 'auth.signInSettings' ? early(ok(settings)) : undefined,
    );
    const api = createApiClient({
      baseURL: BASE,
      getToken: () => null,
      onUnauthorized: vi.fn(),
      messages,
      early: take,
    });
    await expect(api.auth.signInSettings()).resolves.toEqual(settings);
    expect(take).toHaveBeenCalledWith('auth.signInSettings');
  });

  it('is asked only by a call without input', async () => {
    const take = vi.fn(() => early(ok({ wrong: true })));
    const { api } = makeClient({ early: take });
    server.use(
      http.get(`${BASE}/auth/captcha`, () => HttpResponse.json(ok(examples.auth.captcha.data))),
    );
    await expect(api.auth.captcha(examples.auth.captcha.input as never)).resolves.toEqual(
      examples.auth.captcha.data,
    );
    expect(take).not.toHaveBeenCalled();
  });

  it('sends the call itself when the early answer is anything but a success the contract accepts', async () => {
    const failures: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => early({ meta: { code: 401, message: 'Sesi berakhir' }, data: null }, 401),
      () => early({ meta: { code: 500, message: 'x' }, data: null }, 500),
      () => early(ok(settings), 503),
      () => early({ meta: { code: 422, message: 'x' }, data: {} }),
      () => early(ok({ captcha: 'not a boolean' })),
      () => early(ok(settings)).then((r) => new Response(`<html>${r.status}</html>`)),
    ];
    for (const failure of failures) {
      const { api, onUnauthorized } = makeClient({ early: () => failure() });
      let sent = 0;
      server.use(
        http.get(`${BASE}/auth/sign-in-settings`, () => {
          sent += 1;
          return HttpResponse.json(ok(settings));
        }),
      );
      await expect(api.auth.signInSettings()).resolves.toEqual(settings);
      expect(sent).toBe(1);
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
  });

  it('takes an early body only when it is a success the contract accepts (any body, any status)', async () => {
    const sent = { ...settings, captcha: true };
    const body = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .record({ code: fc.integer({ min: 100, max: 599 }), data: fc.jsonValue() })
        .map(({ code, data }) => JSON.stringify({ meta: { code, message: 'm' }, data })),
      fc
        .record({
          captcha: fc.oneof(fc.boolean(), fc.jsonValue()),
          LOGO_SMALL: fc.oneof(fc.constant(null), fc.string()),
          LOGO_FULL_DARK: fc.constant(null),
          LOGO_FULL_LIGHT: fc.constant(null),
        })
        .map((data) => JSON.stringify(ok(data))),
    );
    server.use(http.get(`${BASE}/auth/sign-in-settings`, () => HttpResponse.json(ok(sent))));
    await fc.assert(
      // 204, 205 and 304 carry no body.
      fc.asyncProperty(
        body,
        fc.integer({ min: 200, max: 599 }).filter((s) => ![204, 205, 304].includes(s)),
        async (text, status) => {
          const { api, onUnauthorized } = makeClient({
            early: () => Promise.resolve(new Response(text, { status })),
          });
          const answer = await api.auth.signInSettings();
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          const valid =
            status < 300 &&
            typeof parsed === 'object' &&
            parsed !== null &&
            (parsed as { meta?: { code?: unknown } }).meta?.code === 200 &&
            typeof (parsed as { data?: { captcha?: unknown } }).data?.captcha === 'boolean';
          expect(answer).toEqual(valid ? (parsed as { data: unknown }).data : sent);
          expect(onUnauthorized).not.toHaveBeenCalled();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('earlyUrl', () => {
  it('gives the address of every GET entry without input, and refuses every other entry', () => {
    for (const e of entries) {
      const plainGet = e.method === 'GET' && !e.params && !e.query && !e.body;
      if (plainGet) expect(earlyUrl('backend/api/v1/', e.name)).toBe(`backend/api/v1/${e.path}`);
      else expect(() => earlyUrl('backend/api/v1', e.name), e.name).toThrow(TypeError);
    }
    expect(() => earlyUrl('backend/api/v1', 'auth.nothing')).toThrow(TypeError);
  });
});
