import { entries } from '@cermat/contract';
import { fill, UPLOAD_MAX_BYTES, USER_IMPORT_LIMITS, id as texts } from '@cermat/core';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '../context/deps';
import { ApiError } from '../http/errors';
import { bindEntries } from './bind';
import type { HandlerTable } from '../context/handler';
import { auditHandlers } from '../resources/audit/audit.handlers';
import { authHandlers } from '../resources/auth/auth.handlers';
import { bulkHandlers } from '../resources/bulk/bulk.handlers';
import { configHandlers } from '../resources/configs/configs.handlers';
import { dashboardHandlers } from '../resources/dashboard/dashboard.handlers';
import { exportHandlers } from '../resources/exports/exports.handlers';
import { menuHandlers } from '../resources/menus/menus.handlers';
import { pageHandlers } from '../resources/pages/pages.handlers';
import { pelaksanaanHandlers } from '../resources/pelaksanaan/pelaksanaan.handlers';
import { allPlainHandlers } from '../resources/plain/plain.handlers';
import { referenceHandlers } from '../resources/references/references.handlers';
import { roleAccessHandlers } from '../resources/role-access/role-access.handlers';
import { roleHandlers } from '../resources/roles/roles.handlers';
import { userHandlers } from '../resources/users/users.handlers';

/** Every contract entry name → its handler, each typed by its entry. */
const handlers: HandlerTable = {
  ...authHandlers,
  ...dashboardHandlers,
  ...roleHandlers,
  ...roleAccessHandlers,
  ...userHandlers,
  ...pageHandlers,
  ...menuHandlers,
  ...allPlainHandlers,
  ...pelaksanaanHandlers,
  ...configHandlers,
  ...referenceHandlers,
  ...auditHandlers,
  ...bulkHandlers,
  ...exportHandlers,
};

// Room for the multipart framing around the file itself.
const MULTIPART_OVERHEAD = 16 * 1024;
const UPLOAD_PATH = '/referensi/upload';
const IMPORT_PATHS = /\/master\/user\/import(\/check)?$/;
const importLimit = bodyLimit({
  maxSize: USER_IMPORT_LIMITS.bodyBytes,
  onError: () => {
    throw new ApiError(
      413,
      fill(texts.server.importTooLarge, { size: USER_IMPORT_LIMITS.bodyBytes / 1024 / 1024 }),
    );
  },
});

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
    // A users import carries a whole file's rows; its refusal says how large one may be.
    if (IMPORT_PATHS.test(c.req.path)) return importLimit(c, next);
    return bodyLimit({
      maxSize: deps.config.jsonBodyLimit,
      onError: () => {
        throw new ApiError(413, texts.server.invalid);
      },
    })(c, next);
  });
  bindEntries(api, deps, entries, handlers);
}
