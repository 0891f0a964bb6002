import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { Session, SessionLifetimes } from './session';

// The shapes of what the app is given live here, under the rules that use them
// (auth/throttle.ts, uploads/rate.ts, auth/password.ts, web/health.ts), so that every layer
// may name the app's deps without importing a layer above it.

/** How a username failing from anywhere is slowed: `after` free failures, then a doubling delay up to a cap. */
export interface UserDelay {
  after: number;
  baseMs: number;
  maxMs: number;
}

export interface ThrottleLimits {
  /** Failed password checks of one username from one address before that pair gets 429. */
  userMax: number;
  /** Failed password checks from one address, whatever the usernames, before it gets 429. */
  ipMax: number;
  windowSeconds: number;
  /** The slow-down of a username failing from many addresses; `defaultUserDelay` when absent. */
  userDelay?: UserDelay | undefined;
}

/** Stored uploads one user may make in a window. */
export interface UploadLimit {
  max: number;
  windowSeconds: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends about the time of a real check, so an unknown user answers like a wrong password. */
  burn(password: string): Promise<void>;
}

/** What the process tells the reverse proxy; main sets `stopping` when shutdown starts. */
export interface Health {
  stopping: boolean;
}

/** What the app needs from its environment (built from env.ts, or by tests). */
export interface AppConfig {
  /** PGlite's folder lives in it, and uploads kept on disk before they moved into the database. */
  dataDir: string;
  /** How long a session lives from sign-in and without a call. */
  session: SessionLifetimes;
  throttle: ThrottleLimits;
  /** Stored uploads per user and window; `defaultUploadLimit` when absent. */
  uploadLimit?: UploadLimit | undefined;
  /** Bytes a user may hold in uploads nothing uses yet; `DEFAULT_PENDING_MAX_BYTES` when absent. */
  uploadPendingMaxBytes?: number | undefined;
  jsonBodyLimit: number;
  trustProxy: boolean;
  /** Host names besides the loopback ones that requests may be sent to; none when absent. */
  allowedHosts?: readonly string[] | undefined;
  /** Folder of the built console; not served when absent. */
  adminDist?: string | undefined;
}

export interface AppDeps {
  db: Db;
  config: AppConfig;
  logger: Logger;
  hasher: PasswordHasher;
  /** Shutdown state for readyz; a fresh (never stopping) one when absent. */
  health?: Health;
}

/** Hono's per-request variables. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    session?: Session;
  };
};
