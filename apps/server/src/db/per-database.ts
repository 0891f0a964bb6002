import type { Db } from './client';

/**
 * State kept beside one database, made on first use: caches must not mix databases
 * (the tests open PGlite and PostgreSQL in one process) and go when the database goes.
 */
export function perDatabase<T extends object>(make: () => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let state = byDb.get(db);
    if (!state) byDb.set(db, (state = make()));
    return state;
  };
}
