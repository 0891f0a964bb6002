import { UPLOAD_MAX_BYTES, examples } from '@cermat/contract';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '../src';
import { BASE, makeClient, messages, ok, server } from './setup';

const expired = () =>
  HttpResponse.json(
    { meta: { code: 401, message: 'Unauthorized' }, data: 'Sesi tidak valid' },
    { status: 401 },
  );
const listInput = examples.users.list.input;

describe('a 401 tells the owner once per burst', () => {
  it('once for calls that fail together with the same token', async () => {
    server.use(http.all(`${BASE}/*`, expired));
    const { api, onUnauthorized } = makeClient();
    const calls = [
      api.auth.me(),
      api.users.list(listInput),
      api.configs.get(),
      api.dashboard.get(),
    ];
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === 'rejected' && isApiError(r.reason))).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // With the server's reason, so the sign-in screen can say why the session ended.
    const [told] = onUnauthorized.mock.calls[0] as [ApiError];
    expect(told).toBeInstanceOf(ApiError);
    expect(told.message).toBe('Sesi tidak valid');
  });

  it('again after signing in anew (a new token) or after a success', async () => {
    server.use(http.all(`${BASE}/*`, expired));
    const { api, onUnauthorized, getToken } = makeClient();
    await api.auth.me().catch(() => undefined);
    getToken.mockReturnValue('token-new');
    await api.auth.me().catch(() => undefined);
    await api.auth.me().catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);

    server.use(
      http.get(`${BASE}/auth/check-token`, () =>
        HttpResponse.json(ok(examples.auth.checkToken.data)),
      ),
    );
    await api.auth.checkToken();
    await api.auth.me().catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
  });

  it('not for a failed sign-in, which is the user mistyping', async () => {
    server.use(http.post(`${BASE}/auth/login`, expired));
    const { api, onUnauthorized } = makeClient({ getToken: () => null });
    await expect(
      api.auth.login({ username: 'admin', password: 'wrong-one' }),
    ).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'Sesi tidak valid',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('with the configured text when the 401 carries no message', async () => {
    server.use(http.get(`${BASE}/auth/me`, () => new HttpResponse(null, { status: 401 })));
    await expect(makeClient().api.auth.me()).rejects.toMatchObject({
      kind: 'unauthorized',
      message: messages.unauthorized,
    });
  });
});

describe('cancelling a stale list request', () => {
  it('rejects with the abort reason, not an ApiError, and tells nobody', async () => {
    server.use(
      http.get(`${BASE}/master/user`, async () => {
        await delay('infinite');
        return HttpResponse.json(ok(examples.users.list.data));
      }),
    );
    const { api, onUnauthorized } = makeClient();
    const controller = new AbortController();
    const pending = api.users.list(listInput, { signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('upload', () => {
  const photo = (size: number) =>
    new File([new Uint8Array(size)], 'foto.png', { type: 'image/png' });

  it('refuses a file of 2,242,880 bytes or more without sending it', async () => {
    let sent = 0;
    server.use(
      http.post(`${BASE}/referensi/upload`, () => {
        sent += 1;
        return HttpResponse.json(ok(examples.references.upload.data));
      }),
    );
    const error: unknown = await makeClient()
      .api.upload(photo(UPLOAD_MAX_BYTES))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'validation',
      message: messages.fileTooLarge,
      status: null,
    });
    expect((error as ApiError).fieldMessage('file')).toBe(messages.fileTooLarge);
    expect(sent).toBe(0);
  });

  it('sends a file just under the limit as multipart `file` and returns path_file', async () => {
    let size = 0;
    server.use(
      http.post(`${BASE}/referensi/upload`, async ({ request }) => {
        size = ((await request.formData()).get('file') as File).size;
        return HttpResponse.json(ok({ path_file: '/storage/photo/x.png' }));
      }),
    );
    await expect(makeClient().api.upload(photo(UPLOAD_MAX_BYTES - 1))).resolves.toEqual({
      path_file: '/storage/photo/x.png',
    });
    expect(size).toBe(UPLOAD_MAX_BYTES - 1);
  });
});

describe('headers and query', () => {
  it('reads the token on every call and sends none when there is none', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/auth/check-token`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(ok(examples.auth.checkToken.data));
      }),
    );
    const { api, getToken } = makeClient();
    await api.auth.checkToken();
    getToken.mockReturnValue(null);
    await api.auth.checkToken();
    expect(seen).toEqual(['Bearer token-abc', null]);
  });

  it('leaves out query values that are not set', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}/master/menu`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(ok(examples.menus.list.data));
      }),
    );
    await makeClient().api.menus.list({ draw: 7, search: undefined, page: 2 });
    expect(query).toBe('?draw=7&page=2');
  });
});

describe('the messages are read only to word a failure', () => {
  it('sends every call without touching a message (getters may not be ready yet)', async () => {
    server.use(
      http.get(`${BASE}/master/user`, () => HttpResponse.json(ok(examples.users.list.data))),
      http.get(`${BASE}/master/roles/get-detail-edit/:id`, () =>
        HttpResponse.json(ok(examples.roleAccess.detail.data)),
      ),
    );
    const untouchable = Object.fromEntries(
      Object.keys(messages).map((key) => [key, undefined]),
    ) as unknown as typeof messages;
    for (const key of Object.keys(messages))
      Object.defineProperty(untouchable, key, {
        get: () => {
          throw new Error(`messages.${key} read on a successful call`);
        },
      });
    const { api } = makeClient({ messages: untouchable });
    await expect(api.users.list(listInput)).resolves.toBeDefined();
    await expect(api.roleAccess.detail(examples.roleAccess.detail.input)).resolves.toBeDefined();
  });
});
