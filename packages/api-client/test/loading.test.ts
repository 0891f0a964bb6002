import { entries, examples } from '@cermat/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { createApiClient as Create } from '../src';
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
