import { id } from '@cermat/core';

export type FieldErrors = Record<string, string[]>;

/** A failure the client should see: HTTP status = meta.code, data = a text or a field map. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500,
    readonly data: string | FieldErrors,
    message?: string,
    /** Sent as `Retry-After` (seconds): every 429 says when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? (typeof data === 'string' ? data : id.server.invalid));
  }
}

export const unauthorized = () => new ApiError(401, id.server.unauthorized);
export const forbidden = () => new ApiError(403, id.server.forbidden);
export const notFound = () => new ApiError(404, id.server.notFound);
export const stale = () => new ApiError(409, id.server.stale);
export const deleteEnabled = () => new ApiError(409, id.server.deleteEnabled);
export const duplicate = (field: string) =>
  new ApiError(422, { [field]: [id.server.duplicate] }, id.server.invalid);
export const invalid = (fields: FieldErrors) => new ApiError(422, fields, id.server.invalid);
/** 429 with the seconds to wait before trying again. */
export const tooMany = (text: string, retryAfterSeconds: number) =>
  new ApiError(429, text, text, Math.max(1, Math.ceil(retryAfterSeconds)));

/** Up to five names, then '…': a refusal names what is in the way, never a whole table. */
export function fewNames(names: readonly string[]): string {
  return [...names.slice(0, 5), ...(names.length > 5 ? ['…'] : [])].join(', ');
}
