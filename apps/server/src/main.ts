import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createPasswordHasher } from './auth/password';
import { appConfig, isLoopback, passwordCost, pgliteDir } from './config';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { createLogger } from './log';
import { demoPasswordUnchanged, isEmpty, seedDemo } from './seed/seed';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = openDatabase({ url: env.DATABASE_URL, dataDir: pgliteDir(env) });
await database.migrate();
const hasher = createPasswordHasher(passwordCost(env));
if (env.SEED_DEMO && (await isEmpty(database.db))) {
  await seedDemo(database.db, hasher);
  logger.info({ event: 'seed.demo' }, 'empty database: demo data created (admin / admin12345)');
}
if (!isLoopback(env.HOST) && (await demoPasswordUnchanged(database.db, hasher))) {
  logger.fatal(
    { host: env.HOST },
    'refusing a non-loopback address while user admin still has the demo password; change it first (cli reset-password)',
  );
  await database.close();
  process.exit(1);
}

const app = createApp({ db: database.db, config: appConfig(env), logger, hasher });
const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) =>
  logger.info(
    { event: 'listen', driver: database.driver },
    `listening on http://${env.HOST}:${info.port}`,
  ),
);

// In-flight requests finish, then the database closes; a stuck shutdown is cut after 10 s.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ event: 'shutdown', signal });
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(() => {
    database
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'closing the database failed');
        process.exit(1);
      });
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
