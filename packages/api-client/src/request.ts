import { pathParams, splitInput, type Route } from '@cermat/contract/routes';
import { UPLOAD_MAX_BYTES } from '@cermat/contract/limits';
import { ApiError } from './errors';
import type { ApiMessages } from './options';

type Values = Record<string, unknown>;

const valuesOf = (input: unknown): Values =>
  typeof input === 'object' && input !== null ? (input as Values) : {};

const refuse = (route: Route, field: string, message: string) =>
  new ApiError({
    kind: 'validation',
    message,
    status: null,
    fields: { [field]: [message] },
    entry: route.name,
  });

/**
 * A path parameter must be the caller's own text or number, not empty and not `.` or `..`:
 * encodeURIComponent leaves dots alone and URL parsing resolves dot segments, so
 * `id_role: '..'` would call another path. Inherited keys are never read.
 */
// The messages are read only when refusing: they may be getters that follow the language.
function checkPathParams(route: Route, values: Values, messages: ApiMessages) {
  for (const name of pathParams(route.path)) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
    if (text === '' || text === '.' || text === '..') throw refuse(route, name, messages.invalid);
  }
}

/** Refuses a file the server would refuse (spec §5), before a byte is sent. */
function checkFiles(route: Route, values: Values, messages: ApiMessages) {
  if (route.bodyType !== 'multipart') return;
  for (const [field, value] of Object.entries(values)) {
    if (value instanceof Blob && value.size >= UPLOAD_MAX_BYTES)
      throw refuse(route, field, messages.fileTooLarge);
  }
}

function multipart(values: Values): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** Query text of the defined values (undefined would be sent as the text "undefined"). */
function queryText(query: Values | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL and body of one call, or the ApiError that refuses it before sending. */
export function requestOf(route: Route, input: unknown, baseURL: string, messages: ApiMessages) {
  const values = valuesOf(input);
  checkPathParams(route, values, messages);
  checkFiles(route, values, messages);
  const parts = splitInput(route, input);
  const url = `${baseURL.replace(/\/+$/, '')}/${parts.path}${queryText(parts.query)}`;
  if (parts.body === undefined) return { url, body: undefined, json: false };
  return route.bodyType === 'multipart'
    ? { url, body: multipart(values), json: false }
    : { url, body: JSON.stringify(parts.body), json: true };
}
