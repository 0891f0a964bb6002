import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, ContractError } from '../src';
import { exampleOf, invoke, makeClient, messages, named, ok, server, urlOf } from './setup';

const answerWith = (e: (typeof named)[number][1], response: () => Response) =>
  server.use(http.all(urlOf(e), response));

/** The ApiError a call rejects with (fails the test if it resolves or throws something else). */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('resolved'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const envelope = (code: number, message: string, data: unknown) => ({
  meta: { code, message },
  data,
});

describe.each(named)('%s fails as one typed error', (_, e) => {
  it('server: a message from the server', async () => {
    answerWith(e, () =>
      HttpResponse.json(envelope(500, 'Terjadi Kesalahan', 'Gagal menyimpan'), { status: 500 }),
    );
    const error = await failureOf(invoke(makeClient().api, e));
    expect(error).toMatchObject({
      kind: 'server',
      status: 500,
      message: 'Gagal menyimpan',
      entry: e.name,
    });
  });

  it('validation: field messages', async () => {
    const fields = { role_name: ['Nama wajib diisi', 'Terlalu pendek'] };
    answerWith(e, () =>
      HttpResponse.json(envelope(422, 'Data yang dikirim tidak valid.', fields), { status: 422 }),
    );
    const error = await failureOf(invoke(makeClient().api, e));
    expect(error).toMatchObject({
      kind: 'validation',
      status: 422,
      message: 'Data yang dikirim tidak valid.',
      fields,
    });
    expect(error.fieldMessage('role_name')).toBe('Nama wajib diisi');
  });

  it('network: no answer at all', async () => {
    answerWith(e, () => HttpResponse.error());
    const error = await failureOf(invoke(makeClient().api, e));
    expect(error).toMatchObject({ kind: 'network', status: null, message: messages.network });
  });

  it('unauthorized: tells the owner, except for the sign-in itself', async () => {
    answerWith(e, () =>
      HttpResponse.json(envelope(401, 'Unauthorized', 'Sesi tidak valid'), { status: 401 }),
    );
    const { api, onUnauthorized } = makeClient();
    const error = await failureOf(invoke(api, e));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Sesi tidak valid' });
    expect(onUnauthorized).toHaveBeenCalledTimes(e.right === 'public' ? 0 : 1);
  });

  it('server: an answer that is not the envelope', async () => {
    answerWith(e, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(invoke(makeClient().api, e));
    expect(error).toMatchObject({ kind: 'server', status: 502, message: messages.unexpected });
  });
});

// A CSV export's success is its text (requests.test.ts), so these hold for envelopes only.
describe.each(named.filter(([, e]) => e.answer !== 'csv'))('%s reads the envelope', (_, e) => {
  it('server: meta.code other than 200 on an HTTP 200 answer', async () => {
    answerWith(e, () => HttpResponse.json(envelope(409, 'Conflict', 'Data telah diubah')));
    const error = await failureOf(invoke(makeClient().api, e));
    expect(error).toMatchObject({ kind: 'server', status: 409, message: 'Data telah diubah' });
  });

  it('fails loudly on a success of the wrong shape when validating, not otherwise', async () => {
    const wrong = { unexpected: true };
    answerWith(e, () => HttpResponse.json(ok(wrong)));
    await expect(invoke(makeClient().api, e)).rejects.toBeInstanceOf(ContractError);
    await expect(invoke(makeClient({ validateResponses: undefined }).api, e)).resolves.toEqual(
      wrong,
    );
    expect(exampleOf(e).data).not.toEqual(wrong);
  });
});
