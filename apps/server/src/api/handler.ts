import type { Context } from 'hono';
import type { Session } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../context';

/** What every handler gets besides its parsed input. */
export interface HandlerContext extends AppDeps {
  c: Context<AppEnv>;
  /** Present on every call except the public ones (sign-in). */
  session: Session | undefined;
}

export interface HandlerInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

export interface HandlerResult {
  data: unknown;
  /** The envelope's meta.message; defaults to the locale's generic success. */
  message?: string;
}

export type Handler = (ctx: HandlerContext, input: HandlerInput) => Promise<HandlerResult>;

/** The session of a call that required one (the binder guarantees it). */
export function sessionOf(ctx: HandlerContext): Session {
  if (!ctx.session) throw new Error('handler needs a session but the entry is public');
  return ctx.session;
}
