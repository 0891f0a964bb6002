import { randomBytes } from 'node:crypto';
import { readTestEnv } from '../../src/env';
import { adminQuery } from './admin-query';

/** A new, empty schema on the test server (for what the shared harness has already done: migrate, seed). */
export async function freshSchema(): Promise<{
  url: string;
  schemaName: string;
  drop: () => Promise<void>;
}> {
  const url = readTestEnv().TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is unset');
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const run = (statement: string) => adminQuery(url, statement);
  await run(`create schema ${schemaName}`);
  return { url, schemaName, drop: () => run(`drop schema ${schemaName} cascade`) };
}
