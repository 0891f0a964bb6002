import { entries, exampleFor, type NamedEntry } from '@cermat/contract';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../src';
import { validateWithContract } from '../src/validate';

export const BASE = 'http://api.test/backend/api/v1';
export const TOKEN = 'token-abc';
export const messages = {
  network: 'no network',
  unauthorized: 'session ended',
  unexpected: 'unexpected answer',
  fileTooLarge: 'file too large',
  invalid: 'invalid input',
};

export const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A client against the mock server, with spies for its owner's hooks. */
export function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const onUnauthorized = vi.fn();
  const getToken = vi.fn<() => string | null>(() => TOKEN);
  const api = createApiClient({
    baseURL: BASE,
    getToken,
    onUnauthorized,
    messages,
    validateResponses: validateWithContract,
    ...overrides,
  });
  return { api, onUnauthorized, getToken };
}

export const urlOf = (e: NamedEntry) => `${BASE}/${e.path.replace(/\{(\w+)\}/g, ':$1')}`;

export function exampleOf(e: NamedEntry): { input: unknown; data: unknown } {
  const example = exampleFor(e.name);
  if (!example) throw new Error(`no example for ${e.name}`);
  return example;
}

type Invoke = (input: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>;

/** Calls the client method of an entry with its example input (or none when it takes none). */
export function invoke(api: object, e: NamedEntry, options?: { signal?: AbortSignal }) {
  const [resource = '', call = ''] = e.name.split('.');
  const method = (api as Record<string, Record<string, Invoke>>)[resource]?.[call];
  if (!method) throw new Error(`client has no ${e.name}`);
  const takesInput = Boolean(e.params ?? e.query ?? e.body);
  return takesInput
    ? method(exampleOf(e).input, options)
    : (method as unknown as (o?: object) => Promise<unknown>)(options);
}

export const ok = (data: unknown) => ({ meta: { code: 200, message: 'OK' }, data });
const CSV = '\uFEFFNo,Username\n1,admin\n';
/** How the server answers an entry's call with success, and what the client resolves to. */
export function successOf(e: NamedEntry) {
  if (e.answer === 'csv') {
    const headers = { 'Content-Type': 'text/csv; charset=utf-8' };
    return { response: () => HttpResponse.text(CSV, { headers }), data: CSV };
  }
  const { data } = exampleOf(e);
  return { response: () => HttpResponse.json(ok(data)), data };
}
export const named = entries.map((e) => [e.name, e] as const);
