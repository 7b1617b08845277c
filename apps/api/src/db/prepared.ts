import type { Db } from './client';

/**
 * A query of the hot path built once per database and prepared (a named statement on each PostgreSQL connection,
 * parsed and planned once there), then only executed: `build` must use `sql.placeholder` for every value.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
