import { createDb } from '@ironhouse/db'
import { parseSeedArgs, USAGE } from './args.ts'
import { ensureDemoStore, loadDemoStore, truncateDemoStore } from './load.ts'
import { DEFAULT_MEDIA_DIR, DEFAULT_PGLITE_DIR } from './paths.ts'
import { ensureDemoMedia } from './images/write.ts'

/**
 * npm run seed -- [--products N] [--reset]
 * Without arguments the demo store is loaded only when the database has none; --reset or --products
 * empties the catalog first and loads it again (N products for benchmarks). The database is
 * DATABASE_URL (PostgreSQL), else the PGlite folder DATA_DIR, else <repo>/data/pglite.
 */
async function main(): Promise<number> {
  const parsed = parseSeedArgs(process.argv.slice(2))
  if (!parsed.ok) {
    console.error(parsed.message)
    return 2
  }
  if (parsed.args.help) {
    console.log(USAGE)
    return 0
  }
  const { products, reset } = parsed.args
  const url = process.env.DATABASE_URL || undefined
  // the same database the server opens: DATABASE_URL, else DATA_DIR, else <repo>/data/pglite
  const dataDir = process.env.DATA_DIR || DEFAULT_PGLITE_DIR
  const started = performance.now()
  const handle = await createDb(url ? { url } : { dataDir })
  try {
    await handle.migrate()
    console.log(`database: ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`}`)
    const now = new Date().toISOString()
    if (reset || products !== undefined) await truncateDemoStore(handle)
    const result = reset || products !== undefined ? await loadDemoStore(handle, { products, now }) : await ensureDemoStore(handle, { now })
    const mediaDir = process.env.MEDIA_DIR || DEFAULT_MEDIA_DIR
    const media = await ensureDemoMedia(mediaDir, { products: result.productCount })
    console.log(`images: ${media.written} written, ${media.kept} already in ${mediaDir}`)
    if (!('counts' in result)) {
      console.log(`demo store already loaded (${result.productCount} products); use --reset to load it again`)
      return 0
    }
    for (const [table, count] of Object.entries(result.counts)) console.log(`  ${table.padEnd(20)} ${count}`)
    console.log(`generated in ${result.generateMs} ms, inserted in ${result.insertMs} ms, total ${Math.round(performance.now() - started)} ms`)
    return 0
  } finally {
    await handle.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
