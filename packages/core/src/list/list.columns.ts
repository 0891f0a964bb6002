/**
 * Which columns of a list show: every column but the ones the user hid, and never the
 * required ones (the name that tells rows apart and the actions). What is stored comes from
 * the browser and may be anything (edited by hand, another version's, garbage), so it is read
 * as a list of column ids and everything else in it is ignored.
 */
export interface ColumnSet {
  /** Every column the list can show, in its order. */
  all: readonly string[];
  /** Columns that cannot be hidden. */
  required: readonly string[];
}

/** The hidden columns `stored` names that the list has and may hide, each once, in list order. */
export function hiddenColumns({ all, required }: ColumnSet, stored: unknown): string[] {
  const named = new Set(
    Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [],
  );
  return all.filter((id) => named.has(id) && !required.includes(id));
}

/** The columns that show, in the list's order. */
export function visibleColumns(set: ColumnSet, stored: unknown): string[] {
  const hidden = hiddenColumns(set, stored);
  return set.all.filter((id) => !hidden.includes(id));
}

/** The hidden columns after the user shows or hides one (a required one stays shown). */
export function toggleColumn(set: ColumnSet, stored: unknown, id: string): string[] {
  const hidden = hiddenColumns(set, stored);
  return hiddenColumns(set, hidden.includes(id) ? hidden.filter((h) => h !== id) : [...hidden, id]);
}
