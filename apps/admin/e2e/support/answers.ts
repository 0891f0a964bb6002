import { FAILURE_CODES, anyEnvelope, failureEnvelope, type FailureData } from '@cermat/contract';
import { expect } from 'vitest';

/** What `route.fulfill` takes. */
export interface Fulfilment {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A failure as the server answers it, checked against the contract's failure envelope and
 * statuses first: a hand-written answer the server could never give fails the test here.
 */
export function serverFailure(status: number, data: FailureData, message?: string): Fulfilment {
  const body = {
    meta: { code: status, message: message ?? (typeof data === 'string' ? data : 'Invalid') },
    data,
  };
  expect(FAILURE_CODES, `status ${status}`).toContain(status);
  expect(failureEnvelope.safeParse(body).error?.issues ?? []).toEqual([]);
  return { status, contentType: 'application/json', body: JSON.stringify(body) };
}

/**
 * An answer that does not come from the server (a proxy's error page): checked to be no
 * envelope at all, so the console cannot pass by reading it as one.
 */
export function foreignFailure(status: number, text: string): Fulfilment {
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: certainly no envelope.
  }
  expect(anyEnvelope.safeParse(parsed).success).toBe(false);
  return { status, contentType: 'text/plain', body: text };
}
