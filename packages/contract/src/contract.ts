import type { EntryDef, Method } from './entry';
import { audit } from './resources/audit';
import { auth } from './resources/auth';
import { bulk } from './resources/bulk';
import { configs } from './resources/configs';
import { dashboard } from './resources/dashboard';
import { exports } from './resources/exports';
import { menus } from './resources/menus';
import { pages } from './resources/pages';
import { pelaksanaanEntries } from './resources/pelaksanaan';
import { plainContract } from './resources/plain';
import { references } from './resources/references';
import { roleAccess, roles } from './resources/roles';
import { users } from './resources/users';

// The binding helpers are zod-free, so the browser's route table (`./routes`) shares them.
export { fillPath, splitInput } from './routes-binding';

/** Where every path of the contract sits. */
export const API_PREFIX = '/backend/api/v1';

/** The whole wire contract as a table: resource → call → entry. */
export const contract = {
  auth,
  dashboard,
  roles,
  roleAccess,
  users,
  pages,
  menus,
  ...plainContract,
  pelaksanaan: pelaksanaanEntries,
  configs,
  references,
  audit,
  bulk,
  exports,
};

export type Contract = typeof contract;
export type ResourceName = keyof Contract;

/** Every entry's dotted name, e.g. `'roles.list'`: the keys of the server's handler table. */
export type EntryName = {
  [R in ResourceName]: `${R}.${keyof Contract[R] & string}`;
}[ResourceName];
/** The entry of a dotted name: `EntryByName<'roles.list'>` is `Contract['roles']['list']`. */
export type EntryByName<N extends EntryName> = N extends `${infer R}.${infer C}`
  ? R extends ResourceName
    ? C extends keyof Contract[R]
      ? Contract[R][C]
      : never
    : never
  : never;

/** An entry with its dotted name, e.g. `roles.list`. */
export type NamedEntry = EntryDef & { name: string };

/** Every entry once, in table order: for generic binding and for tests that iterate. */
export const entries: readonly NamedEntry[] = Object.entries(contract).flatMap(
  ([resource, calls]) =>
    Object.entries(calls as Record<string, EntryDef>).map(([call, def]) => ({
      ...def,
      name: `${resource}.${call}`,
    })),
);

/** Whether an entry's selector key is present in the request. */
function selects(def: EntryDef, query: unknown, body: unknown): boolean {
  if (!def.select) return false;
  const source = def.select.in === 'query' ? query : body;
  return typeof source === 'object' && source !== null && def.select.key in source;
}

/**
 * The entry a request means, among those sharing its method and path template:
 * the one whose selector key is present, else the one without a selector (a lone
 * entry answers anyway, so a request missing its key gets a validation error).
 */
export function findEntry(
  method: Method,
  path: string,
  request: { query?: unknown; body?: unknown } = {},
): NamedEntry | undefined {
  const candidates = entries.filter((e) => e.method === method && e.path === path);
  return (
    candidates.find((e) => selects(e, request.query, request.body)) ??
    candidates.find((e) => !e.select) ??
    (candidates.length === 1 ? candidates[0] : undefined)
  );
}
