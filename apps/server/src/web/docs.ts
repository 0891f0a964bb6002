import { toOpenApi } from '@cermat/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../context/deps';
import { renderReference } from './reference-page';

/** The OpenAPI document made from the contract, and a readable page made from it. */
export function mountDocs(app: Hono<AppEnv>): void {
  let cached: { doc: unknown; html: string } | undefined;
  const built = () => {
    if (!cached) {
      const doc = toOpenApi();
      cached = { doc, html: renderReference(doc) };
    }
    return cached;
  };
  app.get('/backend/api/openapi.json', (c) => c.json(built().doc as object));
  app.get('/backend/api/docs', (c) => c.html(built().html));
}
