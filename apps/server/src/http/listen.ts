import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../context/deps';

export interface Listening {
  server: ServerType;
  /** Requests in progress, so shutdown can wait for them before closing the database. */
  inFlight(): number;
}

/**
 * Serves the app over HTTP. The adapter's env (the Node request and response) is passed
 * on to the app: without it `getConnInfo` has no socket, and every caller would share
 * one address for throttling.
 */
export function listen(
  app: Hono<AppEnv>,
  where: { hostname: string; port: number },
  onListening?: (info: AddressInfo) => void,
): Listening {
  let inFlight = 0;
  const server = serve(
    {
      fetch: async (request, env) => {
        inFlight++;
        try {
          return await app.fetch(request, env);
        } finally {
          inFlight--;
        }
      },
      hostname: where.hostname,
      port: where.port,
    },
    onListening,
  );
  return { server, inFlight: () => inFlight };
}
