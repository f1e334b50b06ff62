import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { EncodedBody, MIN_ENCODED_BYTES } from './encoded-body.ts'

const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Concept 2 RowErg, $990.00</p>'.repeat(200)}</body></html>`)

describe('a kept body compressed once per encoding (the page micro-cache)', () => {
  it('picks what the client accepts, brotli before gzip, by the q-values of Accept-Encoding', () => {
    const body = new EncodedBody(page)
    expect(body.encodingFor('gzip, deflate, br, zstd')).toBe('br')
    expect(body.encodingFor('gzip, deflate')).toBe('gzip')
    expect(body.encodingFor('br;q=0, gzip')).toBe('gzip')
    expect(body.encodingFor('gzip;q=0.5, br;q=0.1')).toBe('gzip')
    expect(body.encodingFor('identity')).toBeUndefined()
    expect(body.encodingFor('deflate')).toBeUndefined()
    expect(body.encodingFor('')).toBeUndefined()
    expect(body.encodingFor(undefined)).toBeUndefined()
  })

  it('leaves a body under 1 kB as it is', () => {
    const small = new EncodedBody(Buffer.alloc(MIN_ENCODED_BYTES - 1, 'a'))
    const large = new EncodedBody(Buffer.alloc(MIN_ENCODED_BYTES, 'a'))
    expect(small.encodingFor('br, gzip')).toBeUndefined()
    expect(small.compressible).toBe(false)
    expect(large.encodingFor('br, gzip')).toBe('br')
    expect(large.compressible).toBe(true)
  })

  it('compresses on the first request for an encoding and hands every later one the same bytes', async () => {
    const body = new EncodedBody(page)
    const first = body.encoded('br')
    expect(body.encoded('br')).toBe(first)
    const br = await first
    expect(br.byteLength).toBeLessThan(page.byteLength / 4)
    expect(brotliDecompressSync(br).equals(page)).toBe(true)
    const gzip = await body.encoded('gzip')
    expect(gunzipSync(gzip).equals(page)).toBe(true)
    expect(await body.encoded('gzip')).toBe(gzip)
  })

  it('weighs what it may come to hold: the plain body and a compressed form of each kind', () => {
    expect(new EncodedBody(Buffer.alloc(40_000)).weight).toBe(60_000)
  })
})
