import type { Method, Right } from './entry';

/**
 * One contract entry as a browser needs it to make the call: no zod, so the console's
 * bundle carries the route table without the validators. `params`, `query` and `body`
 * say which parts the call takes (where the entry has a schema, the route has `true`).
 */
export interface Route {
  /** The entry's dotted name, e.g. `roles.list`. */
  name: string;
  method: Method;
  /** Under `/backend/api/v1`, no leading slash; `{name}` marks a path parameter. */
  path: string;
  right: Right;
  params?: true;
  query?: true;
  body?: true;
  bodyType?: 'json' | 'multipart';
  /** `csv`: a success answers CSV text, not the JSON envelope. */
  answer?: 'csv';
}

/** What splitInput reads of an entry or a route: only whether a query or a body exists. */
interface Parts {
  path: string;
  query?: unknown;
  body?: unknown;
}

/** Names of a path template's parameters: 'master/roles/{id_role}' → ['id_role']. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

/** Fills a path template: fillPath('master/roles/{id_role}', { id_role: 3 }) → 'master/roles/3'. */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeURIComponent(String(values[key] ?? '')),
  );
}

/**
 * Splits a caller's one input object into the request parts: path parameters by name,
 * the rest as query (GET/DELETE with a query schema) or as the body (which keeps a path
 * parameter too when the spec's payload repeats it, as `PUT master/roles/{id_role}` does).
 */
export function splitInput(def: Parts, input: unknown) {
  const values = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const names = pathParams(def.path);
  const rest = Object.fromEntries(Object.entries(values).filter(([key]) => !names.includes(key)));
  return {
    path: fillPath(def.path, values),
    params: Object.fromEntries(names.map((name) => [name, values[name]])),
    query: def.query ? rest : undefined,
    body: def.body ? input : undefined,
  };
}
