import { createApp } from './app';
import { createPasswordHasher } from './auth/password';
import { appConfig, passwordCost, pgliteDir } from './config';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { isLoopback } from './http/hosts';
import { listen } from './http/listen';
import { createLogger } from './log';
import { startMaintenance } from './maintenance';
import { demoPasswordUnchanged } from './seed/seed';
import { prepareDatabase } from './start-up';
import { filesOnDisk } from './uploads/import-files';
import type { Health } from './context/deps';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = openDatabase({
  url: env.DATABASE_URL,
  dataDir: pgliteDir(env),
  poolSize: env.DATABASE_POOL_SIZE,
});
const hasher = createPasswordHasher(passwordCost(env));
const { seeded } = await prepareDatabase(database, { seedDemo: env.SEED_DEMO, hasher });
if (seeded)
  logger.info({ event: 'seed.demo' }, 'empty database: demo data created (admin / admin12345)');
if (!isLoopback(env.HOST) && (await demoPasswordUnchanged(database.db, hasher))) {
  logger.fatal(
    { host: env.HOST },
    'refusing a non-loopback address while user admin still has the demo password; change it first (cli reset-password)',
  );
  await database.close();
  process.exit(1);
}

const config = appConfig(env);
if (!isLoopback(env.HOST) && !env.ALLOWED_HOSTS.length)
  logger.warn(
    { event: 'hosts.loopbackOnly', host: env.HOST },
    'ALLOWED_HOSTS is empty: requests sent to any name but a loopback one are refused (421)',
  );
// Files an older version left on this instance's disk are served by no instance now.
const onDisk = (await filesOnDisk(config.dataDir)).length;
if (onDisk)
  logger.warn(
    { event: 'uploads.on_disk', files: onDisk },
    `${onDisk} uploads are still files in DATA_DIR/uploads: run "cli import-uploads" once to move them into the database`,
  );

const health: Health = { stopping: false };
const app = createApp({ db: database.db, config, logger, hasher, health });
const maintenance = startMaintenance(database, config, logger);
const { server, inFlight } = listen(app, { hostname: env.HOST, port: env.PORT }, (info) =>
  logger.info(
    { event: 'listen', driver: database.driver },
    `listening on http://${env.HOST}:${info.port}`,
  ),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// readyz turns 503 at once and requests are still served for SHUTDOWN_DELAY_SECONDS
// (the proxy's check notices); then no new connections, in-flight requests finish, and
// every socket and the database close. A stuck shutdown is cut 10 s after the delay.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  health.stopping = true;
  logger.info({ event: 'shutdown', signal });
  await sleep(env.SHUTDOWN_DELAY_SECONDS * 1000);
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
