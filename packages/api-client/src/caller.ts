import { routes, type Route } from '@cermat/contract/routes';
import { readAnswer, type Answer } from './answer';
import { ApiError } from './errors';
import type { ApiClientOptions, CallOptions } from './options';
import { requestOf } from './request';
import { unauthorizedGate } from './unauthorized';

const csvDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
const byName = new Map<string, Route>(routes.map((route) => [route.name, route]));

/** Sends one request on the platform's fetch; a cancelled one rejects with the caller's reason. */
async function send(
  route: Route,
  input: unknown,
  token: string | null,
  options: ApiClientOptions,
  signal?: AbortSignal,
): Promise<Answer> {
  const request = requestOf(route, input, options.baseURL, options.messages);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.json) headers['Content-Type'] = 'application/json';
  try {
    // Read at call time, so a test (or a service worker shim) can replace it.
    const response = await globalThis.fetch(request.url, {
      method: route.method,
      headers,
      body: request.body,
      credentials: 'include',
      signal,
    });
    // A CSV keeps its byte order mark (spreadsheets read the file as UTF-8 by it);
    // response.text() would drop it.
    const text =
      route.answer === 'csv'
        ? csvDecoder.decode(await response.arrayBuffer())
        : await response.text();
    return { status: response.status, text };
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    throw new ApiError({
      kind: 'network',
      message: options.messages.network,
      status: null,
      entry: route.name,
      cause,
    });
  }
}

/**
 * What a client's methods call: `(name, args)` with the method's own arguments, `(input,
 * options)` or only `(options)` for a call that takes no input. One per client (one 401 gate).
 */
export function createCaller(options: ApiClientOptions) {
  const gate = unauthorizedGate(options.onUnauthorized);
  return async (name: string, args: unknown[]): Promise<unknown> => {
    const route = byName.get(name);
    if (!route) throw new TypeError(`no contract entry ${name}`);
    const takesInput = Boolean(route.params ?? route.query ?? route.body);
    const [input, callOptions] = (takesInput ? args : [undefined, ...args]) as [
      unknown,
      CallOptions | undefined,
    ];
    const token = options.getToken() ?? null;
    const answer = await send(route, input, token, options, callOptions?.signal);
    const result = readAnswer(route, answer, options.messages, options.validateResponses);
    if (result.ok) {
      gate.succeeded(token);
      return result.data;
    }
    if (result.error.kind === 'unauthorized' && route.right !== 'public')
      gate.unauthorized(token, result.error);
    throw result.error;
  };
}

export type Caller = ReturnType<typeof createCaller>;
