import type { Database } from './client';

/**
 * A query built once per database and sent as a named prepared statement: Drizzle does not build
 * its SQL again, and PostgreSQL (or PGlite) parses and plans it once per connection. For the
 * queries run on every candidate request (building SQL was 11% of the server's CPU on
 * PostgreSQL: docs/capacity.md).
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
