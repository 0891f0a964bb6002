import { parseArgs } from 'node:util';
import { createPasswordHasher } from './auth/password';
import { passwordCost, pgliteDir } from './config';
import { openDatabase, type Database } from './db/client';
import { readEnv, type Env } from './env';
import { createAdmin, resetPassword } from './cli/commands';
import { isEmpty, seedDemo } from './seed/seed';
import { generateSynthetic } from './seed/synthetic';

const usage = `Usage: cli <command>
  seed                             create the demo data on an empty database
  create-admin <username> [name]   create (or re-enable) a user holding the Admin role; password on stdin
  reset-password <username>        set a new password (read on stdin) and end the user's sessions
  generate --users N [--roles M] [--menus K]   bulk synthetic rows for benchmarks`;

/** The password comes on stdin so it never shows in the process list or shell history. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function run(database: Database, env: Env, command: string | undefined, args: string[]) {
  const hasher = createPasswordHasher(passwordCost(env));
  const db = database.db;
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { users: { type: 'string' }, roles: { type: 'string' }, menus: { type: 'string' } },
  });
  switch (command) {
    case 'seed': {
      if (!(await isEmpty(db))) return console.log('database already has data; nothing seeded');
      await seedDemo(db, hasher);
      return console.log('demo data created (admin / admin12345)');
    }
    case 'create-admin': {
      const [username, name] = positionals;
      if (!username) throw new Error(usage);
      await createAdmin(db, hasher, username, name ?? username, await readPassword());
      return console.log(`user ${username} holds the Admin role`);
    }
    case 'reset-password': {
      const [username] = positionals;
      if (!username) throw new Error(usage);
      await resetPassword(db, hasher, username, await readPassword());
      return console.log(`password of ${username} changed; their sessions ended`);
    }
    case 'generate': {
      const count = (v: string | undefined) => (v ? Number.parseInt(v, 10) : 0);
      const counts = {
        users: count(values.users),
        roles: count(values.roles),
        menus: count(values.menus),
      };
      if (Object.values(counts).some((n) => !Number.isInteger(n) || n < 0)) throw new Error(usage);
      await generateSynthetic(db, hasher, counts, (what, done) => console.log(`${what}: ${done}`));
      return console.log('done');
    }
    default:
      throw new Error(usage);
  }
}

const env = readEnv();
const database = openDatabase({ url: env.DATABASE_URL, dataDir: pgliteDir(env) });
try {
  await database.migrate();
  await run(database, env, process.argv[2], process.argv.slice(3));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
