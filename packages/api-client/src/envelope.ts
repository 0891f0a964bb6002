import type { FieldErrors } from '@cermat/contract';

/** `{ meta: { code, message }, data }` (spec §3), read without the contract's schemas. */
export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope of an answer body, or null when the body is something else. */
export function readEnvelope(body: unknown): Envelope | null {
  if (!isObject(body) || !isObject(body.meta) || !Object.hasOwn(body, 'data')) return null;
  const { code, message } = body.meta;
  if (!Number.isInteger(code) || (code as number) < 100 || (code as number) > 599) return null;
  if (typeof message !== 'string') return null;
  return { code: code as number, message, data: body.data };
}

/** Failure data, shape 2 (422): field → messages, each field with at least one. */
export function fieldErrorsOf(data: unknown): FieldErrors | null {
  if (!isObject(data)) return null;
  const lists = Object.values(data);
  const valid = lists.every(
    (list) =>
      Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string'),
  );
  return valid ? (data as FieldErrors) : null;
}
