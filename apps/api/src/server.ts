// must stay the first import: it settles NODE_ENV before React loads
import './lib/production-env.ts'
import { randomBytes } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createDb, type DbHandle } from '@ironhouse/db'
import { ensureDemoMedia, ensureDemoStore } from '@ironhouse/demo-data'
import { Redis } from 'ioredis'
import { scaledRateLimits } from './plugins/rate-limit.ts'
import { createRedisRateLimitStore, createRedisSessionStore } from './sessions/redis-store.ts'
import { buildApp, DEFAULT_MAIL_FROM, DEFAULT_RESPONSE_CACHE, type App } from './app.ts'
import { fileOutboxTransport, smtpTransport } from './services/mail/providers/mail-transport.ts'
import { readConfig, redactUrl, REPO_ROOT, type ServerConfig } from './config.ts'
import { createGeoLiteProvider, withOverrides } from './services/ssr/providers/geo-ip.ts'
import { captchaOff, createProofOfWorkCaptcha } from './services/captcha/providers/captcha-verifier.ts'
import type { Release } from './lib/types.ts'
import { IdleCollection } from './lib/idle-collection.ts'
import { DEFAULT_PAGE_CACHE, type StorefrontBuild } from './storefront.ts'
import { refreshIndex, searchEngineFor } from './services/search/public.ts'

/** A start-up failure with a one-line message for the operator (no stack trace). */
class StartupError extends Error {}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0]?.trim() || 'unknown error'
}

async function openDatabase(config: ServerConfig): Promise<DbHandle> {
  let handle: DbHandle | undefined
  try {
    handle = await createDb({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir })
    await handle.migrate()
    const demo = await ensureDemoStore(handle, { now: new Date().toISOString() })
    // the search index catches up with catalogue changes made while no server ran (npm run seed)
    await refreshIndex(handle.db)
    // the image masters the catalogue links to (deterministic: any process can write them again)
    await ensureDemoMedia(config.mediaDir, { products: demo.productCount })
    return handle
  } catch (error) {
    await handle?.close().catch(() => undefined)
    if (config.databaseUrl) {
      throw new StartupError(`Cannot reach PostgreSQL at ${redactUrl(config.databaseUrl)}: ${reasonOf(error)}`)
    }
    const rel = relative(process.cwd(), config.dataDir)
    const dir = rel === '' || rel.startsWith('..') ? config.dataDir : `./${rel}`
    throw new StartupError(`Cannot open the database at ${dir}: ${reasonOf(error)}. Remove the folder to start afresh.`)
  }
}

async function loadStorefront(config: ServerConfig): Promise<{ build: StorefrontBuild; clientDir: string; builtAt: Date } | undefined> {
  if (config.apiOnly) return undefined
  const serverEntry = join(config.webBuildDir, 'server', 'index.js')
  if (!existsSync(serverEntry)) {
    throw new StartupError(
      `The storefront is not built (${relative(REPO_ROOT, serverEntry)} is missing): run \`npm run build\` first, or set API_ONLY=1 to serve the API alone.`,
    )
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as StorefrontBuild
  return { build, clientDir: join(config.webBuildDir, 'client'), builtAt: statSync(serverEntry).mtime }
}

export type StartOptions = {
  /** Extra set-up before listening (tests add routes here). */
  configure?: (app: App) => void | Promise<void>
}

/** The process: config, database, demo store, storefront, listen, graceful shutdown on SIGINT/SIGTERM. */
export async function startServer(env: NodeJS.ProcessEnv = process.env, options: StartOptions = {}) {
  const config = readConfig(env)
  const storefront = await loadStorefront(config)
  const db = await openDatabase(config)
  const release: Release = {
    hash: env.RELEASE_HASH || storefront?.build.assets.version || 'dev',
    buildDate: (storefront?.builtAt ?? new Date()).toISOString(),
    environment: env.STORE_ENV || 'production',
  }
  if (config.captcha.provider === 'proof-of-work' && !config.captcha.secret && env.NODE_ENV === 'production') {
    console.warn('CAPTCHA_SECRET is not set: this process signs captcha challenges with a key of its own, so processes behind one load balancer refuse each other\'s (docs/operations.md)')
  }
  const captchaSecret = config.captcha.secret ?? randomBytes(32)
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined
  const app = await buildApp({
    db,
    release,
    sessions: {
      lifetimes: config.sessionLifetimes,
      ...(redis ? { store: createRedisSessionStore(redis, config.redisKeyPrefix) } : {}),
    },
    rateLimit: {
      limits: scaledRateLimits(config.rateLimitFactor),
      ...(redis ? { store: createRedisRateLimitStore(redis, config.redisKeyPrefix) } : {}),
    },
    trustProxy: config.trustProxy,
    publicOrigins: config.publicOrigins,
    gatewaySecretKey: config.gatewaySecretKey,
    operatorToken: config.operatorToken,
    jobs: { autoStart: config.jobsWorker },
    mail: {
      transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : fileOutboxTransport(config.mailOutboxDir),
      from: config.mailFrom ?? DEFAULT_MAIL_FROM,
    },
    support: { address: config.supportEmail },
    geoIp: withOverrides(createGeoLiteProvider(), config.geoIpOverrides),
    captcha: (spent) =>
      config.captcha.provider === 'off' ? captchaOff() : createProofOfWorkCaptcha({ secret: captchaSecret, spent, maxNumber: config.captcha.maxNumber }),
    mediaDir: config.mediaDir,
    responseCache: { ...DEFAULT_RESPONSE_CACHE, maxTtlMs: config.responseCacheTtlMs, maxBytes: config.responseCacheMaxBytes },
    binSweepIntervalMs: config.binSweepIntervalMs,
    logger: { level: config.logLevel },
    storefront: storefront && {
      build: storefront.build,
      clientDir: storefront.clientDir,
      pageCache: { ...DEFAULT_PAGE_CACHE, ttlMs: config.pageCacheTtlMs, maxBytes: config.pageCacheMaxBytes },
    },
  })
  // while the process drains (stop below) every answer closes its connection: a keep-alive client
  // opens its next one elsewhere (another process behind the same address)
  let draining = false
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close')
  })
  // a collection once a busy process goes quiet; `gc` is there with the store's --expose-gc (node-flags.ts)
  const collect = globalThis.gc
  if (config.idleGcMs > 0 && collect) {
    // last-resort: V8's collection that also gives back the heap space it no longer needs, as a memory
    // pressure signal would; a regular one freed the garbage but kept the space committed (measured)
    const idle = new IdleCollection(() => collect({ type: 'major', flavor: 'last-resort' }))
    app.addHook('onRequest', (_request, _reply, done) => {
      idle.noteActivity()
      done()
    })
    const timer = setInterval(() => idle.tick(), config.idleGcMs).unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }
  await options.configure?.(app)
  // SEARCH_INDEX_WAIT=1 (benchmarks): listen once the search service's in-process index is built
  if (env.SEARCH_INDEX_WAIT === '1') await searchEngineFor(db.db)?.whenReady()
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`Ironhouse is running at http://localhost:${port}`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const timer = setTimeout(() => {
      console.error(`Shutdown took longer than ${config.shutdownTimeoutMs} ms: exiting`)
      process.exit(1)
    }, config.shutdownTimeoutMs)
    timer.unref()
    // keep-alive connections become idle once their last response is sent: close them as they do
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100)
    // no new connections; the requests in flight finish with the whole app still open (a page being
    // rendered still calls the API in process, which a closing app refuses); then the app closes
    draining = true
    await new Promise<void>((resolve) => app.server.close(() => resolve()))
    // a handler whose client left before its answer still runs: let it finish with the app still open
    await app.handlersInFlight.idle()
    await app.close()
    clearInterval(sweep)
    await db.close()
    await redis?.quit().catch(() => undefined)
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
  return app
}

if (import.meta.main) {
  startServer().catch((error: unknown) => {
    if (error instanceof StartupError) console.error(error.message)
    else console.error(`Ironhouse could not start: ${reasonOf(error)}`)
    process.exit(1)
  })
}
