// Pre-compressed client assets (issue 13: product page JavaScript; docs/storefront.md, "Bundle
// size"). After `react-router build`, every compressible file of the client build over 1 kB gets a
// `.gz` (Zopfli: a deflate stream any gzip client reads, some 3-4 % smaller than zlib's best) and a
// `.br` (brotli, quality 11) next to it. The API serves them as they are (@fastify/static's
// preCompressed), so no asset is compressed per request, and each is compressed once at its best.
// Run: node precompress.ts [dir] (default build/client, or $WEB_BUILD_DIR/client).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isMainThread, parentPort, Worker } from 'node:worker_threads'
import { brotliCompressSync, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

/** Files smaller than this are sent as they are (@fastify/compress's threshold: below it, no encoding pays). */
export const MIN_BYTES = 1024

/** The text formats a client build may hold; images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/

/** Zopfli's passes: 15 gets within a few bytes of 100 for these files at a tenth of the time. */
const ZOPFLI_ITERATIONS = 15

/** Writes `file.gz` and `file.br` next to a file. */
export async function compressFile(file: string): Promise<void> {
  const body = await readFile(file)
  const gz = await gzipAsync(body, { numiterations: ZOPFLI_ITERATIONS })
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  })
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)])
}

/** The files of a directory (recursively) that get compressed copies. */
export async function compressibleFiles(dir: string): Promise<Array<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files: Array<{ path: string; size: number }> = []
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const { size } = await stat(path)
    if (size >= MIN_BYTES) files.push({ path, size })
  }
  // the largest first, so the workers finish together
  return files.sort((a, b) => b.size - a.size).map((file) => file.path)
}

/**
 * Compresses every compressible file of a directory, on a pool of worker threads (Zopfli is
 * single-threaded WebAssembly: the framework chunk alone takes about a second).
 */
export async function precompressDir(dir: string, workers = Math.min(4, availableParallelism())): Promise<Array<string>> {
  const files = await compressibleFiles(dir)
  const queue = [...files]
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url))
      const next = () => {
        const file = queue.shift()
        if (file === undefined) void worker.terminate().then(() => resolve())
        else worker.postMessage(file)
      }
      worker.on('message', (message: { error?: string }) => {
        if (message.error !== undefined) {
          void worker.terminate()
          reject(new Error(message.error))
        } else next()
      })
      worker.on('error', reject)
      next()
    })
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, files.length)) }, runWorker))
  return files
}

if (!isMainThread) {
  parentPort?.on('message', (file: string) => {
    compressFile(file).then(
      () => parentPort?.postMessage({}),
      (error: unknown) => parentPort?.postMessage({ error: `${file}: ${error instanceof Error ? error.message : String(error)}` }),
    )
  })
} else if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.argv[2] ?? join(process.env.WEB_BUILD_DIR || 'build', 'client')
  const started = performance.now()
  const files = await precompressDir(dir)
  console.log(`precompress: ${files.length} files of ${dir} (.gz with Zopfli, .br) in ${Math.round(performance.now() - started)} ms`)
}
