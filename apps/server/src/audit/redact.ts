import { SECRET_KEYS, type Snapshot } from './snapshots';

/**
 * The values the trail stores for one change: secrets never, only `"changed"` on the
 * after side when they differ (a new password, a new token).
 */
export function redact(
  before: Snapshot | null,
  after: Snapshot | null,
): { before: Snapshot | null; after: Snapshot | null } {
  const strip = (s: Snapshot | null) =>
    s && Object.fromEntries(Object.entries(s).filter(([key]) => !SECRET_KEYS.has(key)));
  const changed = [...SECRET_KEYS].filter(
    (key) => before && after && key in after && before[key] !== after[key],
  );
  const kept = strip(after);
  return {
    before: strip(before),
    after: kept && Object.assign(kept, Object.fromEntries(changed.map((k) => [k, 'changed']))),
  };
}

/**
 * A snapshot as restore compares it with an audit row: secrets (and their "changed") left
 * out, keys sorted (jsonb keeps its own key order).
 */
export const comparable = (s: Snapshot | null) =>
  s &&
  JSON.stringify(
    Object.entries(s)
      .filter(([key]) => !SECRET_KEYS.has(key))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
