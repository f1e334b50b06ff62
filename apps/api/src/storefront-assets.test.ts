// The storefront's client assets as sent (issue 13, item 3): the build's pre-compressed copies
// (apps/web/precompress.ts: Zopfli .gz, brotli .br) go out by the client's Accept-Encoding, as they
// are on disk, with Vary and the immutable cache of /assets/*; a client that accepts no encoding gets
// the plain file.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../web/precompress.ts'
import { openTestApp, type TestApp } from '../test/helpers.ts'
import { stubBuild } from '../test/storefront-stub/build.ts'

const clientDir = mkdtempSync(join(tmpdir(), 'ironhouse-client-'))
const chunk = join(clientDir, 'assets', 'storefront-abc123.js')
const small = join(clientDir, 'assets', 'entry-abc123.js')

let t: TestApp
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'))
  // some 40 kB of script, varied enough that each encoder makes its own bytes
  const lines = Array.from({ length: 800 }, (_, i) => `export const price${i} = (qty) => qty * ${(i * 7919) % 1000} / 100 // line ${i}`)
  writeFileSync(chunk, lines.join('\n'))
  writeFileSync(small, 'import "./storefront-abc123.js"\n')
  await precompressDir(clientDir, 2)
  t = await openTestApp({ storefront: { build: stubBuild, clientDir } })
}, 60_000)
afterAll(async () => {
  await t.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } })

describe('pre-compressed storefront assets', () => {
  it('the build writes a .gz and a .br next to a script over 1 kB, and none next to a smaller one', () => {
    expect(existsSync(`${chunk}.gz`)).toBe(true)
    expect(existsSync(`${chunk}.br`)).toBe(true)
    expect(existsSync(`${small}.gz`)).toBe(false)
    expect(existsSync(`${small}.br`)).toBe(false)
  })

  it('gzip accepted: the Zopfli copy as it is on disk, which gunzips to the script', async () => {
    const res = await get('/assets/storefront-abc123.js', 'gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.rawPayload.equals(readFileSync(`${chunk}.gz`))).toBe(true)
    expect(gunzipSync(res.rawPayload).equals(readFileSync(chunk))).toBe(true)
  })

  it('brotli accepted (as browsers ask): the .br copy, which decodes to the script', async () => {
    const res = await get('/assets/storefront-abc123.js', 'gzip, deflate, br, zstd')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.rawPayload.equals(readFileSync(`${chunk}.br`))).toBe(true)
    expect(brotliDecompressSync(res.rawPayload).equals(readFileSync(chunk))).toBe(true)
  })

  it('no encoding accepted: the plain file, still varying on Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/storefront-abc123.js', accept)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.rawPayload.equals(readFileSync(chunk))).toBe(true)
    }
  })

  it('a file under 1 kB has no copies: @fastify/compress encodes it per request, as any small answer', async () => {
    const res = await get('/assets/entry-abc123.js', 'gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).equals(readFileSync(small))).toBe(true)
    const plain = await get('/assets/entry-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.equals(readFileSync(small))).toBe(true)
  })

  it('a built file that is not there: a short 404 no one keeps, not a rendered page', async () => {
    for (const url of ['/assets/storefront-old999.js', '/assets/nested/missing.css?v=1']) {
      const res = await get(url, 'gzip, br')
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.body).toBe('Not found')
    }
  })
})
