import { id } from '@cermat/core';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { bindApi } from './api/routes';
import type { AppDeps, AppEnv } from './context/deps';
import { compressJson } from './http/compress';
import { envelope } from './http/envelope';
import { ApiError } from './http/errors';
import { allowedHostsOnly } from './http/hosts';
import { serveConsole } from './web/console';
import { mountDocs } from './web/docs';
import { HEALTH_PATHS, mountHealth } from './web/health';
import { mountStorage } from './web/storage';
import { noStore, securityHeaders } from './http/security-headers';

const API_BASE = '/backend/api/v1';

/** The whole product as one Hono app: API, uploads, API docs and the built console. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const health = deps.health ?? { stopping: false };

  app.use(requestId());
  app.use(async (c, next) => {
    const log = deps.logger.child({ requestId: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    // A draining instance ends each keep-alive connection after its answer, so the
    // proxy opens the next one to an instance that stays.
    if (health.stopping) c.header('Connection', 'close');
    // The proxy probes every few seconds: at info those lines would drown the rest.
    const level = HEALTH_PATHS.includes(c.req.path) ? 'debug' : 'info';
    // Path only: query strings may carry search terms, never needed to trace a call.
    log[level]({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use(securityHeaders(deps.config.trustProxy));
  app.use('/backend/api/*', noStore());
  app.use('/backend/api/*', compressJson());
  app.use(allowedHostsOnly(deps.config.allowedHosts ?? [], HEALTH_PATHS));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined)
        c.header('Retry-After', String(error.retryAfterSeconds));
      return envelope(c, error.status, error.message, error.data);
    }
    if (error instanceof HTTPException && error.status < 500)
      return envelope(c, error.status, id.server.invalid, id.server.invalid);
    // Details stay in the log; the caller learns only that it failed.
    (c.get('log') ?? deps.logger).error({ err: error }, 'unhandled error');
    return envelope(c, 500, id.server.internal, id.server.internal);
  });
  app.notFound((c) => envelope(c, 404, id.server.notFound, id.server.notFound));

  const api = new Hono<AppEnv>();
  bindApi(api, deps);
  api.notFound((c) => envelope(c, 404, id.server.notFound, id.server.notFound));
  app.route(API_BASE, api);

  mountHealth(app, deps.db, health);
  mountStorage(app, deps.db);
  mountDocs(app);
  if (deps.config.adminDist) serveConsole(app, deps.config.adminDist);
  return app;
}
