/**
 * A prepared statement built once per database handle (the app's db, a test's own db): `build` runs
 * on the first call with a given database and its answer is kept for as long as that database lives
 * (a WeakMap keyed by it, so a closed test database takes its statement with it).
 */
export function preparedPerDatabase<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const built = new WeakMap<D, Q>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
