import { parseArgs } from 'node:util';
import { createPasswordHasher } from './auth/password';
import { appConfig, passwordCost, pgliteDir } from './config';
import { openDatabase, type Database } from './db/client';
import { readEnv, type Env } from './env';
import { createAdmin, resetPassword } from './cli/commands';
import { generateSynthetic } from './seed/synthetic';
import { prepareDatabase } from './start-up';
import { diskFolder, importUploads } from './uploads/import-files';

const usage = `Usage: cli <command>
  seed                             create the demo data on an empty database
  import-uploads                   move upload files of DATA_DIR/uploads into the database (once; safe to repeat)
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
      // Under the start-up lock, so it never races a starting server's own seed.
      const { seeded } = await prepareDatabase(database, { seedDemo: true, hasher });
      return console.log(
        seeded
          ? 'demo data created (admin / admin12345)'
          : 'database already has data; nothing seeded',
      );
    }
    case 'import-uploads': {
      const folder = diskFolder(appConfig(env).dataDir);
      const { moved, left } = await importUploads(db, appConfig(env).dataDir);
      console.log(`${moved} files moved from ${folder} into the database`);
      if (left.length)
        console.log(
          `left on disk (not an image of its name's type, or stored differently): ${left.join(', ')}`,
        );
      return;
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
const database = openDatabase({
  url: env.DATABASE_URL,
  dataDir: pgliteDir(env),
  poolSize: env.DATABASE_POOL_SIZE,
});
try {
  // Migrations under the start-up lock, as a server does (never alongside a starting one).
  await prepareDatabase(database, {
    seedDemo: false,
    hasher: createPasswordHasher(passwordCost(env)),
  });
  await run(database, env, process.argv[2], process.argv.slice(3));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
