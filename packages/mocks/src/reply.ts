import type { FailureData } from '@cermat/contract';
import { id } from '@cermat/core';
import { HttpResponse } from 'msw';

/** The envelope every answer carries; the HTTP status mirrors meta.code (DECISIONS.md). */
export function envelope(code: number, message: string, data: unknown): Response {
  return HttpResponse.json({ meta: { code, message }, data }, { status: code });
}

/** A refusal a behaviour throws; the handler turns it into the server's failure answer. */
export class Refusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 422 | 500,
    readonly data: FailureData,
    message?: string,
  ) {
    super(message ?? (typeof data === 'string' ? data : id.server.invalid));
  }
}

/** The server's texts for each refusal without a more precise one. */
export const refusals = {
  401: () => new Refusal(401, id.server.unauthorized),
  403: () => new Refusal(403, id.server.forbidden),
  404: () => new Refusal(404, id.server.notFound),
  409: () => new Refusal(409, id.server.stale),
  500: () => new Refusal(500, id.server.internal),
};

/** 422 with one field's message, as the server words a rule it checks itself. */
export const fieldRefusal = (field: string, message: string) =>
  new Refusal(422, { [field]: [message] }, id.server.invalid);
