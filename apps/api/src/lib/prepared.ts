/**
 * Prepared statements of the hot read paths (issue 13): drizzle builds a query's SQL from its builder on
 * every call (about a tenth of an uncached page render's CPU); a statement built once with
 * `sql.placeholder` and `.prepare(name)` only binds its values. Statements are kept per database object
 * (the app's pool, or a transaction while it lives), so a process with several databases (tests) keeps
 * them apart; on PostgreSQL the name makes each pooled connection parse the statement once.
 */
const statements = new WeakMap<object, Map<string, unknown>>()

export function prepared<T>(executor: object, name: string, build: () => T): T {
  let byName = statements.get(executor)
  if (!byName) {
    byName = new Map()
    statements.set(executor, byName)
  }
  let statement = byName.get(name) as T | undefined
  if (statement === undefined) {
    statement = build()
    byName.set(name, statement)
  }
  return statement
}
