import { emptySession } from './session';
import type { Session } from './session.types';

/** The storage keys of the session, one per value of spec §3. */
const SESSION_KEYS = Object.keys(emptySession()) as (keyof Session)[];

/** The session as storage strings (JSON per key), ready for localStorage: every key, or `keys`. */
export function toStorage<K extends keyof Session = keyof Session>(
  session: Session,
  keys: readonly K[] = SESSION_KEYS as K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, JSON.stringify(session[key])])) as Record<
    K,
    string
  >;
}

/** The session read back from storage; a missing or unreadable key keeps its signed-out value. */
export function fromStorage(read: (key: keyof Session) => string | null | undefined): Session {
  const session = emptySession();
  const out: Record<string, unknown> = { ...session };
  for (const key of SESSION_KEYS) {
    const raw = read(key);
    if (raw === null || raw === undefined) continue;
    try {
      const value: unknown = JSON.parse(raw);
      const fallback = session[key];
      const sameKind =
        fallback === null ||
        value === null ||
        (Array.isArray(fallback) === Array.isArray(value) && typeof fallback === typeof value);
      if (sameKind) out[key] = value;
    } catch {
      // A value written by someone else (or by hand) is ignored rather than trusted.
    }
  }
  return out as unknown as Session;
}
