import pg from 'pg';
import { readTestEnv } from '../../src/env';

/** pg_trgm lives in public, created once, so parallel test schemas never race to create it. */
export default async function setup(): Promise<void> {
  const { TEST_DATABASE_URL } = readTestEnv();
  if (!TEST_DATABASE_URL) {
    console.info('TEST_DATABASE_URL unset: the suite runs on PGlite only.');
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
