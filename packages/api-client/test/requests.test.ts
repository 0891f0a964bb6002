import { fillPath, splitInput } from '@cermat/contract';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { exampleOf, invoke, makeClient, named, server, successOf, TOKEN, urlOf } from './setup';

const handlerFor = (method: string) =>
  http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
const asStrings = (values: object) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

describe.each(named)('%s', (_, e) => {
  it('sends its method, path, query, body and headers, and resolves with the data', async () => {
    const { input } = exampleOf(e);
    const success = successOf(e);
    let seen: Request | undefined;
    server.use(
      handlerFor(e.method)(urlOf(e), ({ request }) => {
        seen = request.clone();
        return success.response();
      }),
    );
    const { api } = makeClient();

    await expect(invoke(api, e)).resolves.toEqual(success.data);

    const request = seen as Request;
    const url = new URL(request.url);
    expect(request.method).toBe(e.method);
    expect(url.pathname).toBe(
      `/backend/api/v1/${fillPath(e.path, (input ?? {}) as Record<string, unknown>)}`,
    );
    const query = splitInput(e, input).query;
    expect(Object.fromEntries(url.searchParams)).toEqual(query ? asStrings(query) : {});
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request.credentials).toBe('include');

    if (e.bodyType === 'multipart') {
      const file = (await request.formData()).get('file');
      expect(file).toBeInstanceOf(File);
      expect((file as File).name).toBe('foto.png');
      expect((file as File).size).toBe(16);
    } else if (e.body) {
      expect(request.headers.get('content-type')).toContain('application/json');
      expect(await request.json()).toEqual(JSON.parse(JSON.stringify(input)));
    } else {
      expect(await request.text()).toBe('');
    }
  });
});
