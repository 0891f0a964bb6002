import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one answer shape: `{ meta: { code, message }, data }`, HTTP status = meta.code. */
export function envelope(c: Context, code: number, message: string, data: unknown) {
  return c.json({ meta: { code, message }, data }, code as ContentfulStatusCode);
}
