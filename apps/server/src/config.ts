import path from 'node:path';
import type { AppConfig } from './context/deps';
import { packageRoot } from './db/paths';
import type { Env } from './env';
import type { PasswordCost } from './auth/password';

/** The app's settings from the parsed environment. */
export function appConfig(env: Env): AppConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR),
    session: {
      absoluteMs: env.SESSION_TTL_HOURS * 3600_000,
      idleMs: env.SESSION_IDLE_MINUTES * 60_000,
    },
    throttle: {
      userMax: env.THROTTLE_USER_MAX,
      ipMax: env.THROTTLE_IP_MAX,
      windowSeconds: env.THROTTLE_WINDOW_SECONDS,
      userDelay: {
        after: env.THROTTLE_DELAY_AFTER,
        baseMs: env.THROTTLE_DELAY_BASE_MS,
        maxMs: env.THROTTLE_DELAY_MAX_MS,
      },
    },
    uploadLimit: { max: env.UPLOAD_RATE_MAX, windowSeconds: env.UPLOAD_RATE_WINDOW_SECONDS },
    uploadPendingMaxBytes: env.UPLOAD_PENDING_MAX_BYTES,
    jsonBodyLimit: env.JSON_BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    allowedHosts: env.ALLOWED_HOSTS,
    adminDist: env.ADMIN_DIST ?? path.join(packageRoot, '..', 'admin', 'dist'),
  };
}

export function passwordCost(env: Env): PasswordCost {
  return {
    memoryKib: env.ARGON2_MEMORY_KIB,
    timeCost: env.ARGON2_TIME_COST,
    parallelism: env.ARGON2_PARALLELISM,
  };
}

/** Folder of the embedded database inside DATA_DIR. */
export const pgliteDir = (env: Env) => path.join(path.resolve(env.DATA_DIR), 'pglite');
