import { sql, type SQL } from 'drizzle-orm'

// Array parameters that read the same on node-postgres and PGlite: one text parameter each (drizzle
// would spread a JS array into a parameter list).

/** An int[] from whole numbers. */
export function intArray(ids: ReadonlyArray<number>): SQL {
  return sql`string_to_array(${ids.map((n) => Math.trunc(n)).join(',')}, ',')::int[]`
}

/** A text[] from strings (any characters: passed as one JSON parameter). */
export function textArray(values: ReadonlyArray<string>): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`
}
