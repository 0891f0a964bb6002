import { API_PREFIX, splitInput, type NamedEntry } from '@cermat/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockApi, type MockApi } from '../src';
import type { Scenario } from '../src/scenario';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A fresh mock API for the scenario, served until the test ends. */
export function serve(scenario: Scenario = {}): MockApi {
  const api = createMockApi(scenario);
  server.use(...api.handlers);
  return api;
}

export interface Answer {
  status: number;
  json: { meta: { code: number; message: string }; data: unknown };
  /** The body as sent (a CSV export's text; the JSON of every other answer). */
  text: string;
  type: string;
}

/** Reads an answer: its text, and its JSON unless it is not JSON (a CSV export). */
async function read(response: Response): Promise<Answer> {
  // Decoded by hand: Response.text() would drop a CSV's byte order mark.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const json = (type.includes('json') ? JSON.parse(text) : undefined) as Answer['json'];
  return { status: response.status, json, text, type };
}

const ORIGIN = 'http://console.test';

/** Sends one request the way a browser would, query in the address, body as JSON. */
export async function send(
  method: string,
  path: string,
  parts: { query?: Record<string, unknown>; body?: unknown } = {},
): Promise<Answer> {
  const url = new URL(`${API_PREFIX}/${path}`, ORIGIN);
  for (const [key, value] of Object.entries(parts.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: parts.body === undefined ? {} : { 'content-type': 'application/json' },
    body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
  });
  return read(response);
}

/** Calls an entry with one input object, split as the api-client splits it. */
export function callEntry(entry: NamedEntry, input: unknown): Promise<Answer> {
  const parts = splitInput(entry, input);
  if (entry.bodyType === 'multipart')
    return sendForm(parts.path, parts.body as Record<string, unknown>);
  return send(entry.method, parts.path, {
    query: parts.query,
    body: parts.body,
  });
}

async function sendForm(path: string, values: Record<string, unknown>): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value as Blob);
  const response = await fetch(new URL(`${API_PREFIX}/${path}`, ORIGIN), {
    method: 'POST',
    body: form,
  });
  return read(response);
}
