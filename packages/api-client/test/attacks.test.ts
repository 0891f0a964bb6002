import { examples } from '@cermat/contract';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src';
import { unauthorizedGate } from '../src/unauthorized';
import { BASE, makeClient, messages, ok, server } from './setup';

/** Counts the requests that reach the server, answering each with `answer`. */
function countRequests(answer: () => Response = () => HttpResponse.json(ok(null))) {
  const seen: Request[] = [];
  server.use(
    http.all(`${BASE}/*`, ({ request }) => {
      seen.push(request.clone());
      return answer();
    }),
  );
  return seen;
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('resolved'),
    (e: unknown) => e,
  );

/** A path parameter given as text, the way a hash route hands it over. */
const asId = (text: string) => text as unknown as number;

describe('path parameters cannot steer the call elsewhere', () => {
  it.each(['..', '.', ''])('refuses %j before sending, naming the field', async (id) => {
    const seen = countRequests();
    const error = await rejection(makeClient().api.roleAccess.detail({ id_role: asId(id) }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'validation', status: null, message: messages.invalid });
    expect((error as ApiError).fieldMessage('id_role')).toBe(messages.invalid);
    expect(seen).toHaveLength(0);
  });

  it('refuses a missing, inherited or non-scalar parameter', async () => {
    const seen = countRequests();
    const { api } = makeClient();
    const inputs = [
      {},
      Object.create({ id_role: 7 }) as object,
      { id_role: { toString: () => '7' } },
    ];
    for (const input of inputs) {
      const error = await rejection(api.roleAccess.detail(input as { id_role: number }));
      expect(error).toMatchObject({ kind: 'validation', fields: { id_role: [messages.invalid] } });
    }
    expect(seen).toHaveLength(0);
  });

  it('sends any other text as one escaped segment: no `../`, `?` or `#` escapes it', async () => {
    const seen = countRequests(() => HttpResponse.json(ok(examples.roleAccess.detail.data)));
    const { api } = makeClient({ validateResponses: undefined });
    const prefix = '/backend/api/v1/master/roles/get-detail-edit/';
    const tricky = fc.constantFrom(
      '../',
      '../../auth/logout',
      '?id=1',
      '#x',
      '%2e%2e',
      '.%2E',
      'a/b',
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(tricky, fc.string({ minLength: 1 })), async (id) => {
        fc.pre(id !== '.' && id !== '..');
        seen.length = 0;
        await api.roleAccess.detail({ id_role: asId(id) });
        const url = new URL(seen[0]?.url ?? '');
        expect(url.pathname.startsWith(prefix)).toBe(true);
        const segment = url.pathname.slice(prefix.length);
        expect(segment).not.toContain('/');
        expect(decodeURIComponent(segment)).toBe(id);
        expect(url.search).toBe('');
      }),
      { numRuns: 150 },
    );
  });
});

describe('inputs with prototype keys', () => {
  it('sends own keys only: an inherited value is never sent', async () => {
    const seen = countRequests(() => HttpResponse.json(ok(examples.users.list.data)));
    const input = Object.assign(Object.create({ search: 'inherited' }) as object, {
      draw: 1,
      length: 10,
    });
    await makeClient().api.users.list(input);
    expect(new URL(seen[0]?.url ?? '').search).toBe('?draw=1&length=10');
  });

  it('sends an own `__proto__` key as data for the server to refuse, changing no prototype', async () => {
    const seen = countRequests();
    const input: unknown = JSON.parse('{"id":1,"status":"ENABLE","__proto__":{"isAdmin":true}}');
    await makeClient().api.users.setStatus(input as { id: number; status: 'ENABLE' });
    const body = (await seen[0]?.text()) ?? '';
    expect(JSON.parse(body)).toEqual(input);
    expect(Object.hasOwn(JSON.parse(body) as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('puts `constructor` and `toString` keys in the query as plain text', async () => {
    const seen = countRequests(() => HttpResponse.json(ok(examples.users.list.data)));
    const input = { draw: 1, constructor: 'x', toString: 'y' };
    await makeClient().api.users.list(input);
    expect(Object.fromEntries(new URL(seen[0]?.url ?? '').searchParams)).toEqual({
      draw: '1',
      constructor: 'x',
      toString: 'y',
    });
  });
});

describe('aborted requests', () => {
  it('an already aborted signal rejects with its reason and sends nothing', async () => {
    const seen = countRequests();
    const { api, onUnauthorized } = makeClient();
    const reason = new Error('left the screen');
    const error = await rejection(api.auth.me({ signal: AbortSignal.abort(reason) }));
    expect(error).toBe(reason);
    expect(seen).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a timeout is the caller’s own reason too, not a network failure', async () => {
    server.use(http.get(`${BASE}/auth/me`, () => new Promise<Response>(() => undefined)));
    const error = await rejection(makeClient().api.auth.me({ signal: AbortSignal.timeout(20) }));
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('answers that are not the envelope', () => {
  const bodies: [string, () => Response][] = [
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a 204', () => new HttpResponse(null, { status: 204 })],
    ['plain text', () => new HttpResponse('OK', { status: 200 })],
    ['truncated JSON', () => new HttpResponse('{"meta":{"code":200', { status: 200 })],
    ['JSON null', () => HttpResponse.json(null)],
    ['an array', () => HttpResponse.json([ok(null)])],
    ['no data key', () => HttpResponse.json({ meta: { code: 200, message: 'OK' } })],
    ['a text code', () => HttpResponse.json({ meta: { code: '200', message: 'OK' }, data: 1 })],
    [
      'a code out of range',
      () => HttpResponse.json({ meta: { code: 2000, message: '' }, data: 1 }),
    ],
    ['no message', () => HttpResponse.json({ meta: { code: 200 }, data: 1 })],
  ];

  it.each(bodies)('%s is an unexpected answer, never a success', async (_, answer) => {
    server.use(http.get(`${BASE}/auth/me`, answer));
    const error = await rejection(makeClient({ validateResponses: undefined }).api.auth.me());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', message: messages.unexpected });
  });

  it('an envelope saying 200 on an HTTP failure is a failure', async () => {
    server.use(http.get(`${BASE}/auth/me`, () => HttpResponse.json(ok({}), { status: 500 })));
    const error = await rejection(makeClient().api.auth.me());
    expect(error).toMatchObject({ kind: 'server', status: 500, message: messages.unexpected });
  });

  it('a malformed field map is a server failure with the meta text', async () => {
    const data = { role_name: [], other: [1] };
    server.use(
      http.post(`${BASE}/master/role`, () =>
        HttpResponse.json({ meta: { code: 422, message: 'Tidak valid' }, data }, { status: 422 }),
      ),
    );
    const error = await rejection(makeClient().api.roles.create({ role_name: 'A' }));
    expect(error).toMatchObject({
      kind: 'server',
      status: 422,
      message: 'Tidak valid',
      fields: {},
    });
  });
});

describe('the 401 gate', () => {
  it('hears a 401 carried in meta.code of an HTTP 200 answer', async () => {
    server.use(
      http.get(`${BASE}/auth/me`, () =>
        HttpResponse.json({ meta: { code: 401, message: 'Unauthorized' }, data: null }),
      ),
    );
    const { api, onUnauthorized } = makeClient();
    await expect(api.auth.me()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('is not re-armed by a network failure or a refused input', async () => {
    server.use(
      http.get(`${BASE}/auth/me`, () => new HttpResponse(null, { status: 401 })),
      http.get(`${BASE}/auth/check-token`, () => HttpResponse.error()),
    );
    const { api, onUnauthorized } = makeClient();
    await rejection(api.auth.me());
    await rejection(api.auth.checkToken());
    await rejection(api.roleAccess.detail({ id_role: asId('..') }));
    await rejection(api.auth.me());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('notifies exactly at the first 401 of each token since its last success (model)', () => {
    const event = fc.record({
      token: fc.constantFrom('a', 'b', null),
      outcome: fc.constantFrom('401', 'ok'),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let notified = 0;
        const gate = unauthorizedGate(() => (notified += 1));
        let expected = 0;
        let notifiedFor: string | null | undefined;
        for (const { token, outcome } of events) {
          if (outcome === 'ok') {
            gate.succeeded(token);
            if (notifiedFor === token) notifiedFor = undefined;
          } else {
            gate.unauthorized(token, null);
            if (notifiedFor !== token) expected += 1;
            notifiedFor = token;
          }
        }
        expect(notified).toBe(expected);
      }),
    );
  });
});
