import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDemoMedia } from '@ironhouse/demo-data'
import { RESPONSIVE_IMAGE_WIDTHS } from '@ironhouse/domain'
import type { App } from '../../app.ts'
import { openTestApp } from '../../../test/helpers.ts'

let app: App
let close: () => Promise<void>
let mediaDir: string
let master: string

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'ironhouse-media-test-'))
  await ensureDemoMedia(mediaDir, { products: 100 })
  master = readdirSync(join(mediaDir, 'catalog')).find((f) => f.startsWith('barbell-') && f.includes('-front.')) ?? ''
  // a master that cannot be converted, and a file outside the image folders
  writeFileSync(join(mediaDir, 'catalog', 'broken.0123456789.png'), 'not an image')
  writeFileSync(join(mediaDir, 'secret.txt'), 'outside the image folders')
  const t = await openTestApp({ mediaDir })
  app = t.app
  close = t.close
}, 120_000)
afterAll(async () => close())

const get = (url: string, accept = 'image/avif,image/webp,image/apng,*/*;q=0.8', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept, ...headers } })

const url = (query: string) => `/media/catalog/${master}?${query}`

describe('image service (platform §9)', () => {
  it('the masters are written once per content hash', async () => {
    expect(master).toMatch(/\.[0-9a-f]{10}\.svg$/)
    expect(await ensureDemoMedia(mediaDir, { products: 100 })).toMatchObject({ written: 0 })
  })

  it('makes each responsive width 360, 521, 768, 1284 and 1960, and the thumbnails 308 and 83', async () => {
    for (const width of [...RESPONSIVE_IMAGE_WIDTHS, 308, 83]) {
      const res = await get(url(`w=${width}&fm=webp&q=auto&fit=limit`))
      expect(res.statusCode).toBe(200)
      const meta = await sharp(res.rawPayload).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(width)
    }
  }, 60_000)

  it('picks AVIF, then WebP, then JPEG from the Accept header, and says it varies on Accept', async () => {
    const avif = await get(url('w=360&fm=auto&q=auto&fit=limit'))
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.headers.vary).toBe('Accept')
    expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif')
    expect((await get(url('w=360&fm=auto'), 'image/webp,*/*')).headers['content-type']).toBe('image/webp')
    const jpeg = await get(url('w=360&fm=auto'), '*/*')
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg')
    expect((await get(url('w=360&fm=png'), '*/*')).headers['content-type']).toBe('image/png')
  }, 60_000)

  it('content-hashed URLs are cached for a year, immutable, with an ETag answered by 304', async () => {
    const res = await get(url('w=521&fm=auto&q=auto&fit=limit'))
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const etag = String(res.headers.etag)
    const again = await get(url('w=521&fm=auto&q=auto&fit=limit'), undefined, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
  })

  it('a width is converted once: the second request reads the disk cache, byte for byte', async () => {
    const first = await get(url('w=1284&fm=jpg&q=auto&fit=limit'))
    const files = readdirSync(join(mediaDir, 'converted'), { recursive: true }).length
    const second = await get(url('w=1284&fm=jpg&q=auto&fit=limit'))
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(readdirSync(join(mediaDir, 'converted'), { recursive: true }).length).toBe(files)
  })

  it('fill crops to the exact box, limit keeps the proportions', async () => {
    const fill = await sharp((await get(url('w=768&h=360&fit=fill&fm=png'))).rawPayload).metadata()
    expect([fill.width, fill.height]).toEqual([768, 360])
    const limit = await sharp((await get(url('w=768&h=360&fit=limit&fm=png'))).rawPayload).metadata()
    expect([limit.width, limit.height]).toEqual([360, 360])
  }, 60_000)

  it('the 250 × 250 placeholder is served at /catalog/product_placeholder.jpg', async () => {
    const res = await get('/catalog/product_placeholder.jpg', '*/*')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(res.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([250, 250])
    const small = await get('/catalog/product_placeholder.jpg?w=83&fm=auto&q=auto&fit=limit', '*/*')
    expect((await sharp(small.rawPayload).metadata()).width).toBe(83)
  })

  it('bad input: widths, heights, formats, qualities, crops and unknown parameters are a 400 with the message', async () => {
    const cases: Array<[string, string]> = [
      ['w=999', 'Image width must be one of 83, 250, 308, 360, 521, 768, 1284, 1960'],
      ['w=100000000', 'Image width must be one of 83, 250, 308, 360, 521, 768, 1284, 1960'],
      ['w=360&h=99999', 'Image height must be one of 83, 250, 308, 360, 521, 768, 1284, 1960'],
      ['w=-1', 'Image width must be one of 83, 250, 308, 360, 521, 768, 1284, 1960'],
      ['w=360&fm=gif', 'Image format must be auto, avif, webp, jpg or png'],
      ['w=360&q=100', 'Image quality must be auto'],
      ['w=360&fit=crop', 'Image crop must be fill or limit'],
      ['w=360&fit=fill', 'A fill crop needs a width and a height'],
      ['w=360&w=521', "Image parameter 'w' is given more than once"],
      ['w=360&path=/etc/passwd', "Unknown image parameter 'path'"],
    ]
    for (const [query, message] of cases) {
      const res = await get(url(query))
      expect(res.statusCode, query).toBe(400)
      expect(res.json()).toEqual({ error: 'bad_request', message, status: 400 })
    }
  })

  it('never serves a file outside the image folders: traversal, unknown folders and files are a 404', async () => {
    for (const path of [
      '/media/catalog/..%2Fsecret.txt',
      '/media/catalog/%2e%2e%2fsecret.txt',
      '/media/catalog/....%2F..%2Fsecret.txt',
      '/media/other/secret.txt',
      '/media/catalog/secret.txt',
      '/media/converted/x.svg',
      '/media/catalog/nothing.0123456789.svg?w=360',
    ]) {
      const res = await get(path, '*/*')
      expect(res.statusCode, path).toBe(404)
      expect(res.body).not.toContain('outside the image folders')
      expect(res.json()).toMatchObject({ error: 'not_found', status: 404 })
    }
  })

  it('a master that fails to convert shows the placeholder, never a 500', async () => {
    const res = await get('/media/catalog/broken.0123456789.png?w=360', '*/*')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect((await sharp(res.rawPayload).metadata()).width).toBe(360)
  })

  it('the SVG master itself, without a width, is served as an image with a locked-down CSP', async () => {
    const res = await get(`/media/catalog/${master}`)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'")
  })

  it('favicon and touch icons are PNGs of their size', async () => {
    for (const [path, size] of [['/favicon.ico', 32], ['/apple-touch-icon.png', 180], ['/icon-192.png', 192], ['/icon-512.png', 512]] as const) {
      const res = await get(path, '*/*')
      expect(res.headers['content-type']).toBe('image/png')
      expect((await sharp(res.rawPayload).metadata()).width).toBe(size)
    }
  })
})
