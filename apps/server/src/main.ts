import { createApp } from './app';
import { createPasswordHasher } from './auth/password';
import { appConfig, isLoopback, passwordCost, pgliteDir } from './config';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { listen } from './http/listen';
import { createLogger } from './log';
import { startMaintenance } from './maintenance';
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

const config = appConfig(env);
const app = createApp({ db: database.db, config, logger, hasher });
const maintenance = startMaintenance(database, config, logger);
const { server, inFlight } = listen(app, { hostname: env.HOST, port: env.PORT }, (info) =>
  logger.info(
    { event: 'listen', driver: database.driver },
    `listening on http://${env.HOST}:${info.port}`,
  ),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// No new connections; in-flight requests finish; then every socket and the database
// close. A stuck shutdown is cut after 10 s.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ event: 'shutdown', signal });
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close();
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  while (inFlight() > 0) await sleep(20);
  if ('closeAllConnections' in server) server.closeAllConnections();
  await maintenance.stop();
  await database.close();
  process.exit(0);
}
const onSignal = (signal: string) => () => {
  shutdown(signal).catch((error: unknown) => {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  });
};
process.on('SIGTERM', onSignal('SIGTERM'));
process.on('SIGINT', onSignal('SIGINT'));
