import {
  emptySession,
  fromStorage,
  signIn,
  toStorage,
  withProfile,
  withRights,
  type Flag,
  type LoginData,
  type MeData,
  type Session,
  type SessionUser,
} from '@cermat/core';
import { proxy, snapshot, subscribe } from 'valtio';
import { readText, write } from './storage';

export type { LoginData, MeData, Session, SessionUser };

/** The browser-kept values of spec §3 (core's session model), plus one flag of ours. */
export interface SessionState extends Session {
  /**
   * Set when a 401 ended the session, so the sign-in screen can say so; 'replaced' when the
   * server said another sign-in ended it (ONE_TIME_LOGIN), so the screen can say why.
   */
  ended: boolean | 'replaced';
  /**
   * What the server last said of the active role's rights, by role and menu label (the route
   * guard's); kept in memory only, and forgotten whenever the session's roles or menus are read anew.
   */
  rights: Record<string, { is_read: Flag; is_write: Flag }>;
}

/** The key under which the current user is also kept in session storage (spec §3). */
const USER_KEY = 'user';

export const session = proxy<SessionState>({
  ...fromStorage((key) => readText('local', key)),
  ended: false,
  rights: {},
});

// Every value under its spec §3 key, restored from there on reload. Only the values that
// changed are written: a snapshot keeps what did not change, so comparing is cheap, while
// writing the whole session (its menus) again cost 5–10 ms on every change, rights included.
let stored: Partial<Session> = {};
subscribe(session, () => {
  const { ended: _ended, rights: _rights, ...values } = snapshot(session) as SessionState;
  const changed = (Object.keys(values) as (keyof Session)[]).filter(
    (key) => values[key] !== stored[key],
  );
  if (changed.length === 0) return;
  const texts = toStorage(values, changed);
  for (const key of changed) write('local', key, texts[key]);
  if (changed.includes('user')) write('session', USER_KEY, values.user);
  stored = values;
});

/**
 * Counts the changes of who is signed in and in which role (sign-in, role switch, sign-out).
 * An answer read before one of them describes a session that is gone (an auth/me sent before
 * a role switch answers with the old role's menus), so it must not be applied after it.
 */
let generation = 0;

/** The session's current generation: pass it to `applySessionData` with what is read now. */
export const sessionMark = (): number => generation;

function replace(next: Session): void {
  if (
    next.access_token !== session.access_token ||
    next.access_token_penilai !== session.access_token_penilai ||
    next.session_role_active_id !== session.session_role_active_id
  )
    generation += 1;
  // Only what changed: a value read again as it was re-renders nothing that shows it.
  for (const key of Object.keys(next) as (keyof Session)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(session[key])) {
      Object.assign(session, { [key]: next[key] });
    }
  }
  if (Object.keys(session.rights).length > 0) session.rights = {};
}

export const isSignedIn = (state: Pick<Session, 'access_token' | 'access_token_penilai'>) =>
  !!state.access_token || !!state.access_token_penilai;

/** The bearer token the API calls carry. */
export const bearerToken = (): string | null =>
  session.access_token ?? session.access_token_penilai;

/** Takes over a fresh sign-in; /login-penilai keeps its token as access_token_penilai. */
export function startSession(data: LoginData, kind: 'admin' | 'assessor' = 'admin'): void {
  replace({ ...signIn(data, kind), configuration: session.configuration });
  session.ended = false;
}

/**
 * User, roles and active role as the server now says (auth/me, a role switch). A read that
 * began at `mark` (`sessionMark()`) is dropped when the session changed since: it is old news.
 * Answers whether it was applied.
 */
export function applySessionData(me: Omit<MeData, 'expires_at'>, mark = generation): boolean {
  if (mark !== generation) return false;
  const current = snapshot(session) as SessionState;
  const next = withProfile(current, { ...me, expires_at: current.expires_at ?? '' });
  // The screen's rights stay while the active role does (the guard re-runs when it changes).
  const sameRole = next.session_role_active_id === current.session_role_active_id;
  replace(sameRole ? { ...next, isRead: current.isRead, isWrite: current.isWrite } : next);
  return true;
}

/** The signed-in user after a profile change (the top bar follows at once). */
export function applyUser(user: SessionUser): void {
  session.user = user;
  session.session_name = user.name;
  session.session_path_photo = user.path_photo;
}

export function setConfiguration(configuration: Record<string, string>): void {
  session.configuration = configuration;
}

/** Stores the rights the guard allowed for the current screen (isRead / isWrite). */
export function setRights(rights: { isRead: boolean; isWrite: boolean }): void {
  const next = withRights(snapshot(session) as SessionState, rights);
  if (next.isRead !== session.isRead) session.isRead = next.isRead;
  if (next.isWrite !== session.isWrite) session.isWrite = next.isWrite;
}

/**
 * The session-storage entry of the drafts a 401 interrupted (`drafts.ts`); named here so
 * signing out can drop them without loading that module on the sign-in screen.
 */
export const DRAFTS_KEY = 'drafts';

type SessionEndHook = (user: SessionUser) => void;
const sessionEndHooks = new Set<SessionEndHook>();

/**
 * Runs `hook` with the user when a 401 ends the session, before anything is cleared: a
 * form with unsaved changes keeps its draft and lets the sign-in screen come. Returns
 * the function that removes the hook.
 */
export function onSessionEnd(hook: SessionEndHook): () => void {
  sessionEndHooks.add(hook);
  return () => sessionEndHooks.delete(hook);
}

/**
 * Forgets everything but the configuration (the logo still shows on the sign-in screen).
 * `ended`: a 401 ended it (drafts are kept for the user's return); otherwise the user
 * signed out, and the drafts go too.
 */
export function clearSession(ended: SessionState['ended'] = false): void {
  const user = session.user;
  if (!ended) write('session', DRAFTS_KEY, null);
  else if (user) sessionEndHooks.forEach((hook) => hook(user));
  replace({ ...emptySession(), configuration: session.configuration });
  session.ended = ended;
}
