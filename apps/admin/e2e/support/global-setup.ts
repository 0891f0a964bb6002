import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const adminDir = path.resolve(import.meta.dirname, '..', '..');
const serverDir = path.resolve(adminDir, '..', 'server');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

// Several people (or helpers) can run the suite side by side on one checkout: each names
// its own build folder (`E2E_DIST_SUFFIX=-mine` → `dist-mine`) so no build wipes another's.
const distSuffix = process.env.E2E_DIST_SUFFIX ?? '';
const distDir = `dist${distSuffix}`;

/** Builds a workspace package when its output is missing (turbo builds it first in CI). */
function ensureBuilt(output: string, filter: string, outDirFlag: string): void {
  if (existsSync(output) && !process.env.E2E_REBUILD) return;
  const args = ['--filter', filter, 'build', ...(distSuffix ? [outDirFlag, distDir] : [])];
  // vitest sets NODE_ENV=test, which would make Vite build React's development runtime.
  const env = { ...process.env, NODE_ENV: 'production' };
  const built = spawnSync('pnpm', args, { stdio: 'inherit', env });
  if (built.status !== 0) throw new Error(`building ${filter} failed`);
}

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      await fetch(`${url}/backend/api/v1/auth/check-token`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('server did not answer within 120 s');
}

function stopServer(server: ChildProcess): Promise<void> {
  if (!server.pid || server.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  process.kill(-server.pid, 'SIGTERM');
  return exited;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt(path.join(adminDir, distDir, 'index.html'), '@cermat/admin', '--outDir');
  ensureBuilt(path.join(serverDir, distDir, 'main.js'), '@cermat/server', '--out-dir');
  // A fresh embedded database every run, whatever the shell points at.
  const { DATABASE_URL: _server, ...inherited } = process.env;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cermat-e2e-'));
  const port = await freePort();
  const server = spawn('node', [path.join(serverDir, distDir, 'main.js')], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_DIST: path.join(adminDir, distDir),
      LOG_LEVEL: 'warn',
      // The suite signs in many times; cheaper hashing and a wide throttle keep it quick.
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      THROTTLE_USER_MAX: '1000',
      THROTTLE_IP_MAX: '1000',
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseURL, server);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseURL', baseURL);
  return stop;
}
