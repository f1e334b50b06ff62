import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Db = ReturnType<typeof drizzlePglite<typeof schema>> | ReturnType<typeof drizzlePg<typeof schema>>

export type DbHandle = {
  db: Db
  /** 'pglite' (embedded, default) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
  migrate: () => Promise<void>
  /** Cheap round trip for /readyz. */
  ping: () => Promise<void>
  close: () => Promise<void>
}

export type CreateDbOptions = {
  /** postgres://... : use that PostgreSQL server. */
  url?: string | undefined
  /** PGlite data folder; absent means in memory. */
  dataDir?: string | undefined
  /** Pool size for PostgreSQL. */
  poolSize?: number | undefined
}

/** Advisory lock id held while migrating (any constant unique to this purpose). */
const MIGRATION_LOCK_KEY = 4_711_001

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

/**
 * Ends a pool and waits until every connection is closed: pool.end() resolves once it has asked
 * them to close, and a connection the server cuts meanwhile (a test database dropped right after,
 * a restart) would otherwise surface as an unhandled pool error.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  pool.on('error', () => {})
  let open = pool.totalCount
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve()
    pool.on('remove', () => {
      open -= 1
      if (open <= 0) resolve()
    })
  })
  await pool.end()
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000).unref())])
}

/** Opens the store's database: PostgreSQL when a url is given, else embedded PGlite. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // fail fast with a clear message when the server is unreachable
    const client = await pool.connect()
    client.release()
    const db = drizzlePg(pool, { schema })
    return {
      db,
      kind: 'postgres',
      // several processes may start at once against one server: one migrates, the others wait
      migrate: async () => {
        const lock = await pool.connect()
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
          await migratePg(db, { migrationsFolder })
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
          lock.release()
        }
      },
      ping: async () => {
        await pool.query('select 1')
      },
      close: () => endPool(pool),
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}
