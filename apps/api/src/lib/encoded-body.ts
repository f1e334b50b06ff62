// A response body compressed once for every client that accepts the same encoding. The page
// micro-cache keeps a page's brotli and gzip forms beside it, made on the first request that asks for
// each and shared by the requests after, so a cached page costs a browser's request no compression
// (docs/operations.md, "The page cache and compression"). @fastify/compress would compress the page
// again for every request: ~0.8 ms of CPU against ~0.1 ms for the rest of a cached answer.
import negotiate from '@fastify/accept-negotiator'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type BodyEncoding = 'br' | 'gzip'

/** In the server's order of preference when a client accepts both equally. */
const ENCODINGS: Array<BodyEncoding> = ['br', 'gzip']

/** Smaller bodies go as they are, as @fastify/compress leaves them (app.ts: `threshold: 1024`). */
export const MIN_ENCODED_BYTES = 1024

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

/**
 * Brotli at quality 5: a 42 kB product page in 0.75 ms to 9.9 kB (quality 4, @fastify/compress's, gives
 * 10.7 kB in as long; 11 gives 8.8 kB in 35 ms). Gzip at zlib's default level 6: 10.9 kB in 0.6 ms.
 */
function compress(encoding: BodyEncoding, plain: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return compressGzip(plain)
  return compressBrotli(plain, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength },
  })
}

export class EncodedBody {
  readonly plain: Buffer
  readonly #encoded = new Map<BodyEncoding, Promise<Buffer>>()

  constructor(plain: Buffer) {
    this.plain = plain
  }

  /** Whether the body is large enough to be sent compressed (its answer then varies on Accept-Encoding). */
  get compressible(): boolean {
    return this.plain.byteLength >= MIN_ENCODED_BYTES
  }

  /** The encoding to send for a request's Accept-Encoding: none for a small body or a client that accepts neither. */
  encodingFor(acceptEncoding: string | undefined): BodyEncoding | undefined {
    if (!acceptEncoding || !this.compressible) return undefined
    return negotiate(acceptEncoding, ENCODINGS) ?? undefined
  }

  /** The body in that encoding, compressed by the first request that asks for it. */
  encoded(encoding: BodyEncoding): Promise<Buffer> {
    let body = this.#encoded.get(encoding)
    if (!body) {
      body = compress(encoding, this.plain)
      this.#encoded.set(encoding, body)
      // a failed compression is not kept: the next request tries again
      body.catch(() => this.#encoded.delete(encoding))
    }
    return body
  }

  /** What the body may come to hold: the plain bytes and, at most, a compressed form of each kind (HTML: ~¼ each). */
  get weight(): number {
    return Math.ceil(this.plain.byteLength * 1.5)
  }
}
