import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { apiDir, spawnServer, waitForUrl } from '../test/spawn.ts'
import { STORE_NODE_FLAGS, jemallocPath } from './node-flags.ts'

const tempDirs: Array<string> = []
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ironhouse-api-'))
  tempDirs.push(dir)
  return dir
}

describe('server process', () => {
  it('on SIGTERM finishes the in-flight request (its in-process API call answered too), stops, closes the database and exits 0', async () => {
    const dataDir = join(tempDir(), 'pglite')
    const server = spawnServer('test/slow-server.ts', { DATA_DIR: dataDir, DATABASE_URL: '' })
    const url = await waitForUrl(server)
    expect((await fetch(`${url}/healthz`)).status).toBe(200)

    const slow = fetch(`${url}/__test/slow`).then(async (res) => ({ status: res.status, body: await res.json() }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.child.kill('SIGTERM')
    expect(await slow).toEqual({ status: 200, body: { finished: true, api: 200 } })
    const code = await server.exited
    expect(server.output()).not.toContain('Error')
    expect(code).toBe(0)
    expect(server.output()).not.toMatch(/\n\s+at /)
  })

  it('on SIGTERM a handler whose client has gone still runs to its end with the app open (its API call answered), then the process exits 0', async () => {
    const dataDir = join(tempDir(), 'pglite')
    const server = spawnServer('test/slow-server.ts', { DATA_DIR: dataDir, DATABASE_URL: '' })
    const url = await waitForUrl(server)
    const client = new AbortController()
    const slow = fetch(`${url}/__test/slow`, { signal: client.signal }).catch(() => 'aborted')
    await new Promise((resolve) => setTimeout(resolve, 300))
    client.abort()
    expect(await slow).toBe('aborted')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('slow route finished, its API call answered 200')
    expect(server.output()).not.toContain('Error')
  })

  it('npm run serve (serve.ts) becomes the store process itself (same pid) with the store flags; an operator LD_PRELOAD= keeps the glibc allocator', async () => {
    const dataDir = join(tempDir(), 'pglite')
    const server = spawnServer('src/serve.ts', { DATA_DIR: dataDir, DATABASE_URL: '', LD_PRELOAD: '', MALLOC_ARENA_MAX: '' })
    // the operator's values above win, so the environment is checked on a second process below
    const url = await waitForUrl(server)
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
    const pid = server.child.pid ?? 0
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    expect(args).toEqual(expect.arrayContaining([...STORE_NODE_FLAGS, join(apiDir, 'src/server.ts')]))
    expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).not.toContain('libjemalloc')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  // Debian's libjemalloc2 comes with its Redis packages; a machine without it runs on glibc's allocator
  it.runIf(jemallocPath() !== undefined)('serve.ts preloads jemalloc into the store process when the operator sets no LD_PRELOAD', async () => {
    const dataDir = join(tempDir(), 'pglite')
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && name !== 'MALLOC_ARENA_MAX'))
    const server = spawnServer('src/serve.ts', { DATA_DIR: dataDir, DATABASE_URL: '' }, env)
    const url = await waitForUrl(server)
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
    const pid = server.child.pid ?? 0
    expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).toContain(jemallocPath())
    expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  it('a broken data folder gives one clear line and exit 1, never a stack trace', async () => {
    const dataDir = join(tempDir(), 'pglite')
    mkdirSync(dataDir)
    writeFileSync(join(dataDir, 'PG_VERSION'), 'garbage\n')
    writeFileSync(join(dataDir, 'global'), 'not a postgres folder')
    const server = spawnServer('src/server.ts', { DATA_DIR: dataDir, DATABASE_URL: '' })
    expect(await server.exited).toBe(1)
    const lines = server.output().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Cannot open the database at .*pglite: .+\. Remove the folder to start afresh\.$/)
  })

  it('an unreachable PostgreSQL gives one clear line and exit 1', async () => {
    const server = spawnServer('src/server.ts', { DATABASE_URL: 'postgres://ironhouse:secret@127.0.0.1:1/nowhere' })
    expect(await server.exited).toBe(1)
    const output = server.output().trim()
    expect(output).toMatch(/^Cannot reach PostgreSQL at postgres:\/\/ironhouse:\*\*\*@127\.0\.0\.1:1\/nowhere: .+$/)
    expect(output).not.toContain('secret')
  })
})

// Needs a PostgreSQL server (TEST_DATABASE_URL): npm test sets it on its PostgreSQL pass.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two processes on one PostgreSQL', () => {
  it('start together, load the demo store once, and answer alike (no state of their own)', async () => {
    const base = process.env.TEST_DATABASE_URL as string
    const name = `ironhouse_two_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(base)
    url.pathname = `/${name}`
    const servers = [spawnServer('src/server.ts', { DATABASE_URL: url.toString() }), spawnServer('src/server.ts', { DATABASE_URL: url.toString() })]
    try {
      const bases = await Promise.all(servers.map((server) => waitForUrl(server)))
      const answers = await Promise.all(
        bases.map(async (b) => {
          const res = await fetch(`${b}/svc_content/catalog/product/1001?storeId=5`)
          return { status: res.status, body: await res.text() }
        }),
      )
      expect(answers[0]?.status).toBe(200)
      expect(answers[1]).toEqual(answers[0])
      const db = new pg.Client({ connectionString: url.toString() })
      await db.connect()
      const seeds = await db.query('select count(*)::int as n from seed_info')
      const skus = await db.query('select count(*)::int as n, count(distinct sku)::int as d from products')
      await db.end()
      expect(seeds.rows[0]).toEqual({ n: 1 })
      expect(skus.rows[0].n).toBe(skus.rows[0].d)
    } finally {
      for (const server of servers) server.child.kill('SIGTERM')
      await Promise.all(servers.map((server) => server.exited))
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})
