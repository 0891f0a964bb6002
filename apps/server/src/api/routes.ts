import { entries } from '@cermat/contract';
import { UPLOAD_MAX_BYTES, id as texts } from '@cermat/core';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { bindEntries } from './bind';
import type { HandlerTable } from './handler';
import { auditHandlers } from './handlers/audit';
import { authHandlers } from './handlers/auth';
import { bulkHandlers } from './handlers/bulk';
import { configHandlers } from './handlers/configs';
import { dashboardHandlers } from './handlers/dashboard';
import { exportHandlers } from './handlers/exports';
import { menuHandlers } from './handlers/menus';
import { pageHandlers } from './handlers/pages';
import { pohonProfesiHandlers } from './handlers/pohon-profesi';
import { referenceHandlers } from './handlers/references';
import { roleAccessHandlers } from './handlers/role-access';
import { roleHandlers } from './handlers/roles';
import { userHandlers } from './handlers/users';

/** Every contract entry name → its handler, each typed by its entry. */
const handlers: HandlerTable = {
  ...authHandlers,
  ...dashboardHandlers,
  ...roleHandlers,
  ...roleAccessHandlers,
  ...userHandlers,
  ...pageHandlers,
  ...menuHandlers,
  ...pohonProfesiHandlers,
  ...configHandlers,
  ...referenceHandlers,
  ...auditHandlers,
  ...bulkHandlers,
  ...exportHandlers,
};

// Room for the multipart framing around the file itself.
const MULTIPART_OVERHEAD = 16 * 1024;
const UPLOAD_PATH = '/referensi/upload';

export function bindApi(api: Hono<AppEnv>, deps: AppDeps): void {
  // Counted while the body streams, so an oversized upload is cut off early.
  api.use(
    UPLOAD_PATH,
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw new ApiError(413, texts.server.fileTooLarge);
      },
    }),
  );
  api.use('*', async (c, next) => {
    // GET and HEAD carry no body; the limit would only build a full Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path.endsWith(UPLOAD_PATH)) return next();
    return bodyLimit({
      maxSize: deps.config.jsonBodyLimit,
      onError: () => {
        throw new ApiError(413, texts.server.invalid);
      },
    })(c, next);
  });
  bindEntries(api, deps, entries, handlers);
}
