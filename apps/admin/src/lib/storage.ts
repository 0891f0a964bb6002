/**
 * Reading and writing browser storage without ever throwing: private modes and
 * full quotas must not take the console down, they only cost persistence.
 */
export type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(kind: StorageKind, key: string, fallback: T): T {
  const text = readText(kind, key);
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * Writes a string as is, anything else as JSON; null or undefined removes the key. A value
 * the store already holds is not written again: the session is saved whole on every change
 * (a navigation changes it), and each write is a copy to the browser's storage process.
 */
export function write(kind: StorageKind, key: string, value: unknown): void {
  try {
    const store = area(kind);
    if (!store) return;
    const text =
      value === null || value === undefined
        ? null
        : typeof value === 'string'
          ? value
          : JSON.stringify(value);
    if (store.getItem(key) === text) return;
    if (text === null) store.removeItem(key);
    else store.setItem(key, text);
  } catch {
    // Persistence is a comfort; the in-memory state stays authoritative.
  }
}
