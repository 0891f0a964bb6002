import type { PasswordHasher } from './auth/password';
import type { Session } from './auth/sessions';
import type { ThrottleLimits } from './auth/throttle';
import type { Db } from './db/client';
import type { Logger } from './log';
import type { UploadLimit } from './uploads/rate';

/** What the app needs from its environment (built from env.ts, or by tests). */
export interface AppConfig {
  dataDir: string;
  sessionTtlMs: number;
  throttle: ThrottleLimits;
  /** Stored uploads per user and window; `defaultUploadLimit` when absent. */
  uploadLimit?: UploadLimit | undefined;
  jsonBodyLimit: number;
  trustProxy: boolean;
  /** Folder of the built console; not served when absent. */
  adminDist?: string | undefined;
}

export interface AppDeps {
  db: Db;
  config: AppConfig;
  logger: Logger;
  hasher: PasswordHasher;
}

/** Hono's per-request variables. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    session?: Session;
  };
};
