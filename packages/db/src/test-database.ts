import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDb, type DbHandle } from './client.ts'

/**
 * A migrated, empty database for one test file: PGlite in memory, or, given a PostgreSQL url, a
 * fresh database created on that server (dropped again by close()), so parallel runs never collide.
 */
export async function createTestDatabase(baseUrl?: string): Promise<DbHandle> {
  if (!baseUrl) {
    const handle = await createDb()
    await handle.migrate()
    return handle
  }
  const name = `ironhouse_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const handle = await createDb({ url: url.toString(), poolSize: 4 })
  await handle.migrate()
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const dropper = new pg.Client({ connectionString: baseUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
