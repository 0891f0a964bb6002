import type { PasswordHasher } from '../auth/password';
import type { Session, SessionLifetimes } from '../auth/sessions';
import type { ThrottleLimits } from '../auth/throttle';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { UploadLimit } from '../uploads/rate';
import type { Health } from '../web/health';

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
