import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join, resolve, sep } from 'node:path'
import {
  PLACEHOLDER_IMAGE_SIZE,
  PRODUCT_THUMBNAIL_SMALL_WIDTH,
  PRODUCT_THUMBNAIL_WIDTH,
  RESPONSIVE_IMAGE_WIDTHS,
} from '@ironhouse/domain'
import { Gate } from '../../lib/gate.ts'
import type { Convert } from './converter.ts'

/**
 * The image service of platform §9: a master image (an SVG scene or a photo) converted to one of the
 * offered widths, in the best format the browser accepts (AVIF, WebP, then JPEG or PNG), at an
 * automatic quality, cropped by `fill` or `limit`; each conversion is made once and kept on disk.
 */

/** Widths the service makes: the responsive widths, the thumbnail widths and the placeholder's. */
export const OFFERED_WIDTHS: ReadonlySet<number> = new Set<number>([
  ...RESPONSIVE_IMAGE_WIDTHS,
  PRODUCT_THUMBNAIL_WIDTH,
  PRODUCT_THUMBNAIL_SMALL_WIDTH,
  PLACEHOLDER_IMAGE_SIZE.width,
])

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png'
export type Fit = 'fill' | 'limit'
export type ImageRequest = { width: number | null; height: number | null; fit: Fit; format: 'auto' | OutputFormat }

export const CONTENT_TYPES: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }

/** Cache-Control of a content-hashed image (its URL changes with its bytes) and of any other. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const SHORT_LIVED = 'public, max-age=86400'

/** A master file name carrying a content hash: stem.0123456789.ext */
export const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z]+$/

const QUERY_KEYS = new Set(['w', 'h', 'fm', 'q', 'fit'])
const FORMATS: Record<string, 'auto' | OutputFormat> = { auto: 'auto', avif: 'avif', webp: 'webp', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' }

export type ParseResult = { ok: true; value: ImageRequest } | { ok: false; message: string }

/** Reads w, h, fm, q and fit (imageDeliveryUrl of packages/domain writes them); anything else is refused. */
export function parseImageQuery(query: Record<string, unknown>): ParseResult {
  for (const key of Object.keys(query)) {
    if (!QUERY_KEYS.has(key)) return { ok: false, message: `Unknown image parameter '${key}'` }
    if (typeof query[key] !== 'string') return { ok: false, message: `Image parameter '${key}' is given more than once` }
  }
  const q = query as Record<string, string | undefined>
  const size = (name: 'w' | 'h'): number | null | string => {
    const raw = q[name]
    if (raw === undefined) return null
    const n = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN
    if (!OFFERED_WIDTHS.has(n)) return `Image ${name === 'w' ? 'width' : 'height'} must be one of ${[...OFFERED_WIDTHS].sort((a, b) => a - b).join(', ')}`
    return n
  }
  const width = size('w')
  if (typeof width === 'string') return { ok: false, message: width }
  const height = size('h')
  if (typeof height === 'string') return { ok: false, message: height }
  const format = FORMATS[q.fm ?? 'auto']
  if (!format) return { ok: false, message: 'Image format must be auto, avif, webp, jpg or png' }
  if (q.q !== undefined && q.q !== 'auto') return { ok: false, message: 'Image quality must be auto' }
  const fit = q.fit ?? 'limit'
  if (fit !== 'fill' && fit !== 'limit') return { ok: false, message: 'Image crop must be fill or limit' }
  if (fit === 'fill' && (width === null || height === null)) return { ok: false, message: 'A fill crop needs a width and a height' }
  return { ok: true, value: { width, height, fit, format } }
}

/** The format to send: the one asked for, else the best the Accept header names (AVIF, WebP), else JPEG or PNG. */
export function negotiateFormat(accept: string | undefined, asked: ImageRequest['format'], transparent: boolean): OutputFormat {
  if (asked !== 'auto') return asked
  const header = (accept ?? '').toLowerCase()
  if (header.includes('image/avif')) return 'avif'
  if (header.includes('image/webp')) return 'webp'
  return transparent ? 'png' : 'jpeg'
}

const MASTER_NAME = /^[a-z0-9][a-z0-9._-]{0,160}\.(svg|png|jpe?g|webp|avif)$/i

/**
 * The file of a master under the media folder, or null when the path names none it may serve: only
 * `catalog/<name>` and `cms/<name>` with a plain file name (no encoding, no dot segments), and the
 * resolved path must stay inside that folder.
 */
export function masterPath(mediaDir: string, folder: string, name: string): string | null {
  if (folder !== 'catalog' && folder !== 'cms') return null
  if (!MASTER_NAME.test(name) || name.includes('..')) return null
  const base = resolve(mediaDir, folder)
  const full = resolve(base, name)
  return full.startsWith(base + sep) ? full : null
}

export type Rendered = { body: Buffer; format: OutputFormat; key: string; fromCache: boolean }

export type ImageStoreOptions = {
  mediaDir: string
  cacheDir?: string | undefined
  concurrency?: number | undefined
  /** How a conversion is made: the store's routes give a ConverterProcess's (converter.ts). */
  convert: Convert
}

const VERSION = 'v1'

export class ImageStore {
  readonly mediaDir: string
  readonly cacheDir: string
  private readonly inflight = new Map<string, Promise<Rendered>>()
  private readonly gate: Gate
  private readonly convert: Convert
  /** Conversions made since start (not served from the disk cache): for tests and metrics. */
  conversions = 0

  constructor(options: ImageStoreOptions) {
    this.mediaDir = resolve(options.mediaDir)
    this.cacheDir = resolve(options.cacheDir ?? join(this.mediaDir, 'converted'))
    this.gate = new Gate(options.concurrency ?? Math.max(1, availableParallelism()))
    this.convert = options.convert
  }

  /** Converts `source` (bytes of a master, identified by `sourceId`) as asked, or reads the earlier conversion. */
  async render(sourceId: string, source: () => Promise<Buffer>, request: ImageRequest, format: OutputFormat): Promise<Rendered> {
    const key = createHash('sha256')
      .update([VERSION, sourceId, request.width ?? 0, request.height ?? 0, request.fit, format].join('|'))
      .digest('hex')
    const file = join(this.cacheDir, key.slice(0, 2), `${key}.${format}`)
    const running = this.inflight.get(key)
    if (running) return running
    const job = (async (): Promise<Rendered> => {
      try {
        return { body: await readFile(file), format, key, fromCache: true }
      } catch {
        // not converted yet
      }
      const body = await this.gate.run(async () => this.convert(await source(), request, format))
      this.conversions += 1
      await mkdir(join(this.cacheDir, key.slice(0, 2)), { recursive: true })
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      await writeFile(temp, body)
      await rename(temp, file)
      return { body, format, key, fromCache: false }
    })()
    this.inflight.set(key, job)
    try {
      return await job
    } finally {
      this.inflight.delete(key)
    }
  }

  /** The master file's bytes and a stable id (its path and size; hashed names never change content). */
  async master(path: string): Promise<{ id: string; read: () => Promise<Buffer> } | null> {
    if (!existsSync(path)) return null
    const info = await stat(path)
    if (!info.isFile()) return null
    return { id: `${path}|${info.size}|${info.mtimeMs}`, read: () => readFile(path) }
  }
}
