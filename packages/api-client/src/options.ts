import type { ApiError } from './errors';

/** Texts for failures the server did not word; the console passes its locale's texts. */
export interface ApiMessages {
  /** No answer (offline, refused, timed out). */
  network: string;
  /** A 401 without a server message: the session ended. */
  unauthorized: string;
  /** An answer that is not our envelope (a proxy's error page, a crash). */
  unexpected: string;
  /** The photo is 2,242,880 bytes or more (spec §5 'Max File 2 MB'); nothing was sent. */
  fileTooLarge: string;
  /** A path parameter refused before sending: empty, `.` or `..` (it would call another path). */
  invalid: string;
}

/**
 * Checks a success's data against the contract entry named `entry` (`@cermat/api-client/validate`
 * has the contract's own; it loads zod, so the console's bundle leaves it out).
 */
export type ResponseValidator = (
  entry: string,
  data: unknown,
) => { ok: true; data: unknown } | { ok: false; issues: unknown };

export interface ApiClientOptions {
  /** Up to and including `/backend/api/v1`, e.g. `${origin}/backend/api/v1`. */
  baseURL: string;
  /** The stored access token, read on every call; none means no Authorization header. */
  getToken: () => string | null | undefined;
  /** Told once per burst of 401 answers (the session ended), with the first one (its reason). */
  onUnauthorized: (error: ApiError) => void;
  messages: ApiMessages;
  /** Check every success against the contract (tests, tools); none by default. */
  validateResponses?: ResponseValidator;
  /**
   * An answer already on its way for the entry named `entry`, asked before this client
   * existed (the page's boot script starts the first calls before the code arrives); taken
   * once, and only by a call without input. None, or a failed one, means the call is sent.
   */
  early?: (entry: string) => Promise<Response> | undefined;
}

/** Per-call options; list calls pass a signal so a stale request can be cancelled. */
export interface CallOptions {
  signal?: AbortSignal;
}
