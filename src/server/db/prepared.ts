import type { Db } from "./client.ts";

/**
 * A query built once per database handle and run with parameters (decision 742): Drizzle
 * builds its SQL once instead of on every call (its query builder cost about 270 µs of CPU
 * per query against 90 µs prepared, bench/README.md), and on PostgreSQL the named statement
 * is parsed and planned once per connection. For the reads every signed-in page makes; a
 * query whose shape changes with its input (an optional filter, a list of ids) stays built
 * per call. `name` must be unique among prepared queries: PostgreSQL keys statements by it.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(
  name: string,
  build: (db: Db, name: string) => { execute(params: P): Promise<R> },
): (db: Db, params: P) => Promise<R> {
  const byDb = new WeakMap<Db, { execute(params: P): Promise<R> }>();
  return (db, params) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db, name);
      byDb.set(db, query);
    }
    return query.execute(params);
  };
}
