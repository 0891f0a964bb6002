import { UPLOAD_MAX_BYTES } from '@cermat/core';
import { z } from 'zod';
import { hostName } from './http/hosts';

// Booleans arrive as strings from the shell; only explicit words count.
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Host names, comma-separated, besides the loopback ones, that requests may be sent to
 * (http/hosts.ts): names without a port, any case, an IPv6 address in brackets.
 */
const hostNames = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const names = text
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    for (const name of names)
      if (hostName(name) !== name)
        ctx.addIssue({
          code: 'custom',
          message: `"${name}" is not a host name (no scheme, port or path; IPv6 in brackets, written short)`,
        });
    return names;
  });

/** Every setting the server reads, with the product defaults. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // Per instance; instances × this must stay under the server's max_connections. Two at
  // least: start-up and maintenance hold one for their advisory lock while working on another.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A session's absolute lifetime from sign-in, whatever its use (OWASP ASVS 5.0 V7.3).
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  // A session ends this long after its last call.
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).default(1),
  THROTTLE_USER_MAX: z.coerce.number().int().min(1).default(5),
  THROTTLE_IP_MAX: z.coerce.number().int().min(1).default(20),
  THROTTLE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  // A username failing from many addresses is slowed, never locked (auth/throttle.ts).
  THROTTLE_DELAY_AFTER: z.coerce.number().int().min(0).default(5),
  THROTTLE_DELAY_BASE_MS: z.coerce.number().int().min(0).default(250),
  THROTTLE_DELAY_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(4000),
  UPLOAD_RATE_MAX: z.coerce.number().int().min(1).default(30),
  UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  // Bytes of uploads a user holds that nothing uses yet (uploads/quota.ts); one photo fits.
  UPLOAD_PENDING_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(UPLOAD_MAX_BYTES)
    .default(20 * 1024 * 1024),
  JSON_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  // Only behind a reverse proxy may X-Forwarded-* be believed (client address, TLS).
  TRUST_PROXY: flag.default(false),
  // The public names a reverse proxy passes on as Host; loopback names are always allowed.
  ALLOWED_HOSTS: hostNames,
  // After SIGTERM: readyz answers 503 and requests are still served this long, so the
  // proxy's health check sees it before the listener closes.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  ADMIN_DIST: z.string().optional(),
  SEED_DEMO: flag.default(true),
});

export type Env = z.infer<typeof envSchema>;

/** Parses a raw environment; throws a readable message listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The process environment, parsed once; a bad one ends the process with the reasons. */
export function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Knobs of the test suite and the benchmark (never read by the product). */
export const testEnvSchema = z.object({
  TEST_DATABASE_URL: z.string().optional(),
  FUZZ_RUNS: z.coerce.number().int().min(1).default(200),
  BENCH_DATABASE_URL: z.string().optional(),
});

export function readTestEnv(): z.infer<typeof testEnvSchema> {
  return testEnvSchema.parse(process.env);
}
