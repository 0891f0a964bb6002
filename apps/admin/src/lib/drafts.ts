import { DRAFTS_KEY } from './session';
import { readJson, write } from './storage';

/*
 * Drafts of forms a 401 interrupted, kept until the same user signs in again
 * and opens the same route. One session-storage entry holds them, keyed by user id and
 * then route path, so one write discards them all (sign-out) and a different user never
 * reads them.
 */

type Values = Record<string, unknown>;
type Drafts = Record<string, Record<string, Values> | undefined>;

/** Never kept: passwords, and photos and files (an upload is the user's to choose again). */
const NEVER_KEPT = /password|photo|file/i;

const read = (): Drafts => {
  const drafts = readJson<unknown>('session', DRAFTS_KEY, null);
  return typeof drafts === 'object' && drafts !== null ? (drafts as Drafts) : {};
};

/** Keeps a form's values for its user and route; other users' drafts go. */
export function keepDraft(userId: number, path: string, values: object): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([field]) => !NEVER_KEPT.test(field)),
  );
  write('session', DRAFTS_KEY, { [userId]: { ...read()[userId], [path]: kept } });
}

/**
 * The user's draft of the route, removed as it is taken (a draft is restored once).
 * Drafts of other users go too: another person now works in this tab.
 */
export function takeDraft(userId: number, path: string): Values | null {
  const { [path]: draft = null, ...rest } = read()[userId] ?? {};
  write('session', DRAFTS_KEY, Object.keys(rest).length > 0 ? { [userId]: rest } : null);
  return draft;
}

/**
 * `current` with the draft's value of each of its fields where the draft holds one of
 * the same kind: a tampered or outdated draft cannot add fields or change their type.
 */
export function overDraft<V extends object>(current: V, draft: Values): V {
  const merged: Values = { ...(current as Values) };
  for (const [field, value] of Object.entries(current)) {
    const kept = draft[field];
    if (Object.hasOwn(draft, field) && sameKind(value, kept)) merged[field] = kept;
  }
  return merged as V;
}

const sameKind = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) ? Array.isArray(b) : a === null || b === null || typeof a === typeof b;
