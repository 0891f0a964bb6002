import type { FieldErrors } from '@cermat/contract';

/** The four ways a call can fail; the console decides what to show for each. */
export type ApiErrorKind = 'server' | 'validation' | 'network' | 'unauthorized';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The text to show the user. */
  message: string;
  /** HTTP status (or meta.code); null when no answer came. */
  status: number | null;
  /** Field → messages for `validation`; empty otherwise. */
  fields?: FieldErrors;
  /** The contract entry of the call, e.g. `users.setStatus`. */
  entry: string;
  cause?: unknown;
}

/** The one error value every failed call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly fields: FieldErrors;
  readonly entry: string;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.fields = init.fields ?? {};
    this.entry = init.entry;
  }

  /** The first message of a field (spec §5: shown in red under it), if any. */
  fieldMessage(field: string): string | undefined {
    return this.fields[field]?.[0];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * An answer that does not match the contract (only when `validateResponses` is on).
 * Not an ApiError on purpose: it is a bug between server and client, and must be loud.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly entry: string,
    readonly issues: unknown,
  ) {
    super(`Answer of ${entry} does not match the contract: ${JSON.stringify(issues)}`);
  }
}
