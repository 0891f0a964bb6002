import pg from 'pg';
import { readTestEnv } from '../../src/env';

/**
 * Without TEST_DATABASE_URL half the suite (every PostgreSQL case, the start-up race, the
 * maintenance lock) does not exist: refused under CI, shouted about elsewhere.
 * pg_trgm lives in public, created once, so parallel test schemas never race to create it.
 */
export default async function setup(): Promise<void> {
  const { TEST_DATABASE_URL } = readTestEnv();
  if (!TEST_DATABASE_URL) {
    const missing =
      'TEST_DATABASE_URL is unset: no PostgreSQL case, start-up race or lock test runs';
    if (process.env.CI === 'true') throw new Error(`${missing} (refused under CI).`);
    console.warn(`\n*** ${missing}; PGlite only. ***\n`);
    return;
  }
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm schema public');
  } finally {
    await client.end();
  }
}
