import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'

type Counts = Map<string, number>

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<Array<T>> {
  const result = (await db.execute(query)) as unknown as { rows: Array<T> }
  return result.rows
}

/**
 * Tells whether a call wrote to the database, cheaply enough to ask after every call.
 *
 * PostgreSQL gives a transaction an id only when it writes (or locks rows): the next id to assign,
 * read before and after a call, is the fast check. When it moved, the tables are compared: rows
 * whose xmin is at least the id read before were inserted or updated by the call, and row counts
 * (kept from the last time the id moved) catch deletions. A `FOR UPDATE` that decided to refuse
 * moves the id but writes nothing, so it is not reported.
 */
export class WriteDetector {
  private readonly db: Db
  private tables: Array<string> = []
  private counts: Counts = new Map()
  private nextXid = 0n

  constructor(db: Db) {
    this.db = db
  }

  async start() {
    const found = await rows<{ name: string }>(
      this.db,
      sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'drizzle%' order by 1`,
    )
    this.tables = found.map((row) => row.name)
    this.counts = await this.countRows()
    this.nextXid = await this.readNextXid()
  }

  /** The tables a call changed since the last check ([] when it wrote nothing); call after every request. */
  async changedTables(): Promise<Array<string>> {
    const before = this.nextXid
    this.nextXid = await this.readNextXid()
    if (this.nextXid === before) return []
    const counts = await this.countRows()
    const written = await this.tablesWrittenSince(before)
    const deletedFrom = this.tables.filter((table) => (counts.get(table) ?? 0) < (this.counts.get(table) ?? 0))
    this.counts = counts
    return [...new Set([...written, ...deletedFrom])]
  }

  private async readNextXid(): Promise<bigint> {
    // straight to the driver (PGlite or a pg pool, both answer query(text)): a third of the ORM's cost, once per call
    const client = (this.db as unknown as { $client: { query: (text: string) => Promise<{ rows: Array<{ xmax: string }> }> } }).$client
    const { rows: [row] } = await client.query('select pg_snapshot_xmax(pg_current_snapshot())::text as xmax')
    return BigInt(row?.xmax ?? '0')
  }

  private async countRows(): Promise<Counts> {
    if (this.tables.length === 0) return new Map()
    const query = this.tables.map((table) => `select '${table}' as name, count(*)::int as n from ${table}`).join(' union all ')
    const found = await rows<{ name: string; n: number }>(this.db, sql.raw(query))
    return new Map(found.map((row) => [row.name, Number(row.n)]))
  }

  private async tablesWrittenSince(xid: bigint): Promise<Array<string>> {
    if (this.tables.length === 0) return []
    // xmin is the 32-bit form of the 64-bit id
    const low = xid % 2n ** 32n
    const query = this.tables
      .map((table) => `select '${table}' as name from ${table} where xmin::text::bigint >= ${low} having count(*) > 0`)
      .join(' union all ')
    const found = await rows<{ name: string }>(this.db, sql.raw(query))
    return found.map((row) => row.name)
  }
}
