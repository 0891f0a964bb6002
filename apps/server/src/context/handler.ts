import type {
  Contract,
  EntryBody,
  EntryByName,
  EntryDef,
  EntryName,
  EntryParams,
  EntryQuery,
  ResourceName,
} from '@cermat/contract';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from './deps';
import type { Session } from './session';

/** What every handler gets besides its parsed input. */
export interface HandlerContext extends AppDeps {
  c: Context<AppEnv>;
  /** Present on every call except the public ones (sign-in). */
  session: Session | undefined;
}

/**
 * An entry's request as its contract schemas parsed it (zod output types; `undefined`
 * where the entry has no such part). A multipart body is read by its handler, which words
 * a too-large or wrong file itself (413, 422), so it arrives as `undefined` too.
 */
interface HandlerInput<E extends EntryDef> {
  params: EntryParams<E>;
  query: EntryQuery<E>;
  body: E extends { bodyType: 'multipart' } ? undefined : EntryBody<E>;
}

export interface HandlerResult {
  data: unknown;
  /** The envelope's meta.message; defaults to the locale's generic success. */
  message?: string;
  /** Sent as it is instead of the envelope (a CSV export, contract `answer: 'csv'`). */
  response?: Response;
}

/** The handler of one contract entry, given that entry's typed input. */
type HandlerOf<E extends EntryDef> = (
  ctx: HandlerContext,
  input: HandlerInput<E>,
) => Promise<HandlerResult>;

/** Every entry's handler by its dotted name; a missing one does not compile. */
export type HandlerTable = { [N in EntryName]: HandlerOf<EntryByName<N>> };

/** The handlers of one resource (`'roles.list'`, `'roles.get'`, …), as a handler file exports them. */
export type ResourceHandlers<R extends ResourceName> = Pick<
  HandlerTable,
  Extract<EntryName, `${R}.${keyof Contract[R] & string}`>
>;

/** The session of a call that required one (the binder guarantees it). */
export function sessionOf(ctx: HandlerContext): Session {
  if (!ctx.session) throw new Error('handler needs a session but the entry is public');
  return ctx.session;
}
