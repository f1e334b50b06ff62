import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createDb, type DbHandle } from '../src/index.ts'

const targets: Array<[string, string | undefined]> = [['PGlite', undefined]]
if (process.env.TEST_DATABASE_URL) targets.push(['PostgreSQL', process.env.TEST_DATABASE_URL])

describe.each(targets)('migrations on %s', (_name, url) => {
  let handle: DbHandle
  afterAll(async () => handle?.close())

  it('creates the store tables and can run twice', async () => {
    handle = await createDb({ url })
    await handle.migrate()
    await handle.migrate()
    const result = await handle.db.execute(sql`select count(*)::int as n from products`)
    const rows = 'rows' in result ? result.rows : result
    expect(rows).toEqual([{ n: expect.any(Number) }])
  })
})
