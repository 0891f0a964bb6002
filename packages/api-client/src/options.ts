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
}

export interface ApiClientOptions {
  /** Up to and including `/backend/api/v1`, e.g. `${origin}/backend/api/v1`. */
  baseURL: string;
  /** The stored access token, read on every call; none means no Authorization header. */
  getToken: () => string | null | undefined;
  /** Told once per burst of 401 answers (the session ended). */
  onUnauthorized: () => void;
  messages: ApiMessages;
  /** Check every answer against the contract (development and tests); off by default. */
  validateResponses?: boolean;
}

/** Per-call options; list calls pass a signal so a stale request can be cancelled. */
export interface CallOptions {
  signal?: AbortSignal;
}
