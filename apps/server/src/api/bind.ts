import type { EntryDef, NamedEntry } from '@cermat/contract';
import { id } from '@cermat/core';
import type { Context, Hono } from 'hono';
import { hasRight, type Right } from '../auth/access';
import { resolveSession } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../context/deps';
import type { Session } from '../context/session';
import { envelope } from '../http/envelope';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import { oneField } from '../http/field-map';
import { refuseDeepJson, refuseUnsafeValues } from '../http/request-guards';
import type { HandlerContext, HandlerResult, HandlerTable } from '../context/handler';
import { parseWith } from '../context/validate';

/** `master/roles/{id_role}` → `/master/roles/:id_role`. */
const honoPath = (path: string) => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

const MAX_TOKEN = 512;

/** Any entry's handler as the binder calls it: with what that entry's own schemas parsed. */
type BoundHandler = (
  ctx: HandlerContext,
  input: { params: unknown; query: unknown; body: unknown },
) => Promise<HandlerResult>;

/**
 * The binding's one cast, and not on request data: each handler of the table takes its own
 * entry's parsed input, and the binder calls it only with what that same entry's schemas
 * parsed (`parsePart` below). TypeScript cannot follow an entry picked at run time back to
 * its static type, so the binder sees the table by name with the input left open.
 */
const byName = (handlers: HandlerTable): Partial<Record<string, BoundHandler>> =>
  handlers as Partial<Record<string, BoundHandler>>;

/** A request part parsed by the entry's schema; `undefined` where the entry has none. */
const parsePart = (schema: EntryDef['query'], value: unknown) =>
  schema ? parseWith(schema, value) : undefined;

type Access = { menu: string; right: Right };

async function sessionFrom(
  c: Context<AppEnv>,
  deps: AppDeps,
  access: Access | undefined,
): Promise<Session | undefined> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match?.[1] || match[1].length > MAX_TOKEN) return undefined;
  return (await resolveSession(deps.db, match[1], deps.config.session, access)) ?? undefined;
}

/** The menu and right every entry of a group needs, when they all agree (asked with the session). */
function sharedAccess(group: EntryDef[]): Access | undefined {
  const [first] = group;
  if (!first?.menu || (first.right !== 'read' && first.right !== 'write')) return undefined;
  const same = group.every((e) => e.menu === first.menu && e.right === first.right);
  return same ? { menu: first.menu, right: first.right } : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object body, its nesting measured before it is parsed (request-guards.ts). */
async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const raw = await c.req.text();
  if (!raw.trim()) return {};
  refuseDeepJson(raw);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ApiError(400, id.server.invalid);
  }
  // Passed on as parsed, never copied: a copy could lose a `__proto__` key unseen.
  if (!isRecord(parsed)) throw new ApiError(422, oneField('_', id.server.invalid));
  return parsed;
}

/** Of the entries sharing a method and path, the one whose selector key is present. */
function pick(group: EntryDef[], query: Record<string, unknown>, body: Record<string, unknown>) {
  const selected = group.find((e) => {
    if (!e.select) return false;
    const source = e.select.in === 'query' ? query : body;
    return source[e.select.key] !== undefined && source[e.select.key] !== '';
  });
  return selected ?? group.find((e) => !e.select) ?? group[0]!;
}

async function authorize(
  c: Context<AppEnv>,
  deps: AppDeps,
  entry: EntryDef,
  session: Session | undefined,
  asked: Access | undefined,
) {
  if (entry.right === 'public') return;
  if (!session) throw unauthorized();
  if (entry.right === 'session' || entry.menu === null) return;
  const known = asked?.menu === entry.menu && asked.right === entry.right;
  const ok = known
    ? session.allowed === true
    : await hasRight(deps.db, session.userId, session.activeRoleId, entry.menu, entry.right);
  if (!ok) {
    c.get('log').warn({
      event: 'access.refused',
      entry: `${entry.method} ${entry.path}`,
      userId: session.userId,
      roleId: session.activeRoleId,
    });
    throw forbidden();
  }
}

/**
 * Binds every contract entry to its handler: session, right on the owning menu,
 * contract validation, handler, envelope. One Hono route per method + path.
 */
export function bindEntries(
  api: Hono<AppEnv>,
  deps: AppDeps,
  entries: readonly NamedEntry[],
  handlers: HandlerTable,
): void {
  const table = byName(handlers);
  const groups = new Map<string, { entry: EntryDef; handler: BoundHandler }[]>();
  for (const entry of entries) {
    const handler = table[entry.name];
    if (!handler) throw new Error(`no handler for contract entry ${entry.name}`);
    const key = `${entry.method} ${entry.path}`;
    groups.set(key, [...(groups.get(key) ?? []), { entry, handler }]);
  }
  for (const group of groups.values()) {
    const first = group[0]!.entry;
    const asked = sharedAccess(group.map((g) => g.entry));
    api.on(first.method, honoPath(first.path), async (c) => {
      const needsSession = group.some((g) => g.entry.right !== 'public');
      const session = needsSession ? await sessionFrom(c, deps, asked) : undefined;
      if (needsSession && !session && group.every((g) => g.entry.right !== 'public'))
        throw unauthorized();
      const query = c.req.query();
      const isJson = first.method !== 'GET' && first.bodyType !== 'multipart';
      const body = isJson ? await jsonBody(c) : {};
      const chosen = pick(
        group.map((g) => g.entry),
        query,
        body,
      );
      const handler = group.find((g) => g.entry === chosen)!.handler;
      await authorize(c, deps, chosen, session, asked);
      refuseUnsafeValues(query);
      refuseUnsafeValues(body);
      refuseUnsafeValues(c.req.param());
      // A multipart body is left to its handler (see HandlerInput).
      const input = {
        params: parsePart(chosen.params, c.req.param()),
        query: parsePart(chosen.query, query),
        body: chosen.bodyType === 'multipart' ? undefined : parsePart(chosen.body, body),
      };
      const result = await handler({ ...deps, c, session }, input);
      if (result.response) return result.response;
      return envelope(c, 200, result.message ?? id.server.success, result.data ?? null);
    });
  }
}
