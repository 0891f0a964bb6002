import { entries, fillPath, type EntryDef, type NamedEntry } from '@cermat/contract';
import type { Harness } from './harness';
import { people } from './fixtures';

export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface Answer {
  status: number;
  body: { meta: { code: number; message: string }; data: unknown };
  headers: Headers;
  /** The text of an answer that is not the envelope (a CSV export). */
  text?: string;
}

export const API = '/backend/api/v1';

/** Calls one contract entry in process, as the console would. */
export async function call(
  h: Harness,
  entry: EntryDef,
  input: CallInput = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query ?? {}))
    if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  const url = `${API}/${fillPath(entry.path, input.params ?? {})}${qs ? `?${qs}` : ''}`;
  const init: RequestInit = {
    method: entry.method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(entry.method !== 'GET' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
  };
  if (entry.method !== 'GET' && input.body !== undefined) init.body = JSON.stringify(input.body);
  const res = await h.app.request(url, init);
  // An export answers CSV on success; its meta is the HTTP status, as an envelope's would be.
  if (res.headers.get('content-type')?.startsWith('text/csv')) {
    // Kept whole: Response.text() would drop the byte order mark the file must start with.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const body = { meta: { code: res.status, message: '' }, data: null };
    return { status: res.status, body, headers: res.headers, text };
  }
  return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
}

/** Signs in and returns the token (fails loudly if sign-in does not work). */
export async function login(
  h: Harness,
  who: { username: string; password: string } = people.admin,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await h.app.request(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { data: { access_token?: string } };
  if (res.status !== 200 || !body.data.access_token) throw new Error(`login failed: ${res.status}`);
  return body.data.access_token;
}

/** The smallest valid PNG header plus padding: enough for the magic-byte check. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13,
]);

/** Posts a file to referensi/upload as the console does (multipart, field `file`). */
export async function upload(
  h: Harness,
  bytes: Uint8Array,
  filename: string,
  type: string,
  token?: string,
): Promise<Answer> {
  const form = new FormData();
  form.set('file', new File([bytes], filename, { type }));
  const res = await h.app.request(`${API}/referensi/upload`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
}

/** A contract entry by its dotted name (`users.list`). */
export function entry(name: string): NamedEntry {
  const found = entries.find((e) => e.name === name);
  if (!found) throw new Error(`no contract entry ${name}`);
  return found;
}
