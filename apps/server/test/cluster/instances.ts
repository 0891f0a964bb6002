/**
 * Server instances as separate processes of the BUILT server (dist/main.js), for the
 * cluster test and the cluster benchmark: a fresh database, free ports, start, wait for
 * readyz, stop by process group (SIGTERM, then SIGKILL after a while), never left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from '../support/admin-query';

const serverRoot = path.resolve(import.meta.dirname, '..', '..');
const distMain = path.join(serverRoot, 'dist', 'main.js');

export interface Instance {
  name: string;
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  child: ChildProcess;
  /** What the process wrote (warnings and errors at LOG_LEVEL=warn), for a failure report. */
  output: string[];
  exited: Promise<number | null>;
  dataDir: string;
}

/** A port nothing listens on right now (the kernel's pick). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A new empty database next to the one `adminUrl` names; `drop` removes it (and any session left). */
export async function createDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The built server must exist: the cluster test runs after the build (turbo dependsOn). */
export function assertBuilt(): void {
  if (!existsSync(distMain))
    throw new Error(`${distMain} is missing: run pnpm --filter @cermat/server build first`);
}

/** Starts one instance in its own process group, with its own port and DATA_DIR. */
export function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cermat-${name}-`));
  const child = spawn(process.execPath, [distMain], {
    cwd: serverRoot,
    // Own group, so a stop reaches every process it may start.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { name, port, origin: `http://127.0.0.1:${port}`, child, output, exited, dataDir };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until readyz answers 200; fails when the process ended or `timeoutMs` passed. */
export async function waitReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null)
      throw new Error(
        `${instance.name} exited with ${instance.child.exitCode}: ${instance.output.join('')}`,
      );
    const status = await fetch(`${instance.origin}/backend/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${instance.name} not ready after ${timeoutMs} ms: ${instance.output.join('')}`);
}

/** Sends a signal to the instance's whole process group (ignored when it is gone). */
function signal(instance: Instance, name: NodeJS.Signals): void {
  const { pid, exitCode, signalCode } = instance.child;
  if (pid === undefined || exitCode !== null || signalCode !== null) return;
  try {
    process.kill(-pid, name);
  } catch {
    // Already gone.
  }
}

/** SIGTERM and wait; SIGKILL when it has not ended after `timeoutMs`. Returns the exit code. */
export async function stopInstance(instance: Instance, timeoutMs = 15_000): Promise<number | null> {
  signal(instance, 'SIGTERM');
  const timer = setTimeout(() => signal(instance, 'SIGKILL'), timeoutMs);
  const code = await instance.exited;
  clearTimeout(timer);
  rmSync(instance.dataDir, { recursive: true, force: true });
  return code;
}
