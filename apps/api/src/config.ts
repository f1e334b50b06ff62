import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './plugins/session.ts'
import { readPublicOrigins, type PublicOrigins } from '@ironhouse/contracts'
import { DEFAULT_MEDIA_DIR, DEFAULT_PGLITE_DIR } from '@ironhouse/demo-data'
import { parseGeoIpOverrides } from './services/ssr/providers/geo-ip.ts'
import { DEFAULT_CAPTCHA_MAX_NUMBER } from './services/captcha/providers/captcha-verifier.ts'

/** The repository root (apps/api/src → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export type ServerConfig = {
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string
  /** Image masters and their conversions (MEDIA_DIR). */
  mediaDir: string
  logLevel: string
  /** Run without the storefront (no web build needed). */
  apiOnly: boolean
  trustProxy: boolean
  /** The public origin of each site (PUBLIC_ORIGIN, PUBLIC_ORIGIN_{SITE}): every absolute URL starts with it. */
  publicOrigins: PublicOrigins
  webBuildDir: string
  shutdownTimeoutMs: number
  /** Life of the in-process micro-cache of public answers; 0 turns it off. */
  responseCacheTtlMs: number
  responseCacheMaxBytes: number
  /** Life of the page micro-cache (guests, and shopper classes: decision 006); 0 turns it off. */
  pageCacheTtlMs: number
  /** Bytes of page bodies the page micro-cache keeps at most (PAGE_CACHE_MAX_BYTES). */
  pageCacheMaxBytes: number
  /** Interval of the collection once a busy process goes quiet (IDLE_GC_MS; 0 turns it off; lib/idle-collection.ts). */
  idleGcMs: number
  /** Secret key of the built-in test payment gateway (GATEWAY_SECRET_KEY); unset: its documented test key. */
  gatewaySecretKey: string | undefined
  /** Bearer token of the operator calls (OPERATOR_TOKEN: marking orders shipped); unset: those calls are off (404). */
  operatorToken: string | undefined
  /** Fixed countries for listed client addresses (GEOIP_OVERRIDES=127.0.0.1=DE,...). */
  geoIpOverrides: Record<string, string>
  /** Folder of the file mail outbox (MAIL_OUTBOX_DIR); unused when SMTP_URL is set. */
  mailOutboxDir: string
  smtpUrl: string | undefined
  /** Sessions and rate limits in Redis (REDIS_URL); absent: in the database. */
  redisUrl: string | undefined
  /** Prefix of every Redis key (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string
  /** Session lifetimes in seconds (SESSION_GUEST_IDLE_SECONDS, SESSION_IDLE_SECONDS, SESSION_MAX_SECONDS). */
  sessionLifetimes: SessionLifetimes
  /** Multiplies every rate limit (RATE_LIMIT_FACTOR; a load test sets it high). */
  rateLimitFactor: number
  mailFrom: string | undefined
  /** SUPPORT_EMAIL: where support requests go (docs/support-requests.md); unset: support@ironhouse.local. */
  supportEmail: string | undefined
  /** Run the outbox worker in this process (JOBS_WORKER, default on). */
  jobsWorker: boolean
  /** How often notify-me sign-ups are checked against stock; 0 turns the back-in-stock mail off. */
  binSweepIntervalMs: number
  /** The captcha (CAPTCHA: proof-of-work, the default, or off), its key and search space. */
  captcha: { provider: 'proof-of-work' | 'off'; secret: string | undefined; maxNumber: number }
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65_535 * 1000) throw new Error(`${name} must be a whole number, got '${value}'`)
  return n
}

const TRUE = ['1', 'true', 'yes', 'on']

function captchaProviderFrom(value: string | undefined): 'proof-of-work' | 'off' {
  if (value === undefined || value === '' || value === 'proof-of-work') return 'proof-of-work'
  if (value === 'off') return 'off'
  throw new Error(`CAPTCHA must be proof-of-work or off, got '${value}'`)
}

/** SUPPORT_EMAIL is one bare address (support@example.com): support requests are mailed to it. */
function supportEmailFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value)) throw new Error(`SUPPORT_EMAIL must be one email address, got '${value}'`)
  return value
}

/** Reads the process configuration from the environment (docs/operations.md lists every variable). */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = intFrom(env.PORT, 3000, 'PORT')
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || DEFAULT_PGLITE_DIR,
    mediaDir: env.MEDIA_DIR || DEFAULT_MEDIA_DIR,
    logLevel: env.LOG_LEVEL || 'info',
    apiOnly: TRUE.includes((env.API_ONLY ?? '').toLowerCase()),
    trustProxy: TRUE.includes((env.TRUST_PROXY ?? '').toLowerCase()),
    publicOrigins: readPublicOrigins(env, { port, production: env.NODE_ENV === 'production' }),
    webBuildDir: env.WEB_BUILD_DIR || join(REPO_ROOT, 'apps', 'web', 'build'),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    responseCacheTtlMs: intFrom(env.RESPONSE_CACHE_TTL_MS, 30_000, 'RESPONSE_CACHE_TTL_MS'),
    responseCacheMaxBytes: intFrom(env.RESPONSE_CACHE_MAX_BYTES, 16 * 1024 * 1024, 'RESPONSE_CACHE_MAX_BYTES'),
    pageCacheTtlMs: intFrom(env.PAGE_CACHE_TTL_MS, 10_000, 'PAGE_CACHE_TTL_MS'),
    pageCacheMaxBytes: intFrom(env.PAGE_CACHE_MAX_BYTES, 32 * 1024 * 1024, 'PAGE_CACHE_MAX_BYTES'),
    idleGcMs: intFrom(env.IDLE_GC_MS, 5_000, 'IDLE_GC_MS'),
    gatewaySecretKey: env.GATEWAY_SECRET_KEY || undefined,
    operatorToken: env.OPERATOR_TOKEN || undefined,
    mailOutboxDir: env.MAIL_OUTBOX_DIR || join(REPO_ROOT, 'data', 'mail-outbox'),
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    rateLimitFactor: intFrom(env.RATE_LIMIT_FACTOR, 1, 'RATE_LIMIT_FACTOR') || 1,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'ironhouse:',
    sessionLifetimes: {
      guestIdleSeconds: intFrom(env.SESSION_GUEST_IDLE_SECONDS, DEFAULT_SESSION_LIFETIMES.guestIdleSeconds, 'SESSION_GUEST_IDLE_SECONDS'),
      customerIdleSeconds: intFrom(env.SESSION_IDLE_SECONDS, DEFAULT_SESSION_LIFETIMES.customerIdleSeconds, 'SESSION_IDLE_SECONDS'),
      customerMaxSeconds: intFrom(env.SESSION_MAX_SECONDS, DEFAULT_SESSION_LIFETIMES.customerMaxSeconds, 'SESSION_MAX_SECONDS'),
    },
    mailFrom: env.MAIL_FROM || undefined,
    supportEmail: supportEmailFrom(env.SUPPORT_EMAIL),
    jobsWorker: !['0', 'false', 'no', 'off'].includes((env.JOBS_WORKER ?? '').toLowerCase()),
    geoIpOverrides: parseGeoIpOverrides(env.GEOIP_OVERRIDES),
    binSweepIntervalMs: intFrom(env.BIN_SWEEP_INTERVAL_MS, 60_000, 'BIN_SWEEP_INTERVAL_MS'),
    captcha: {
      provider: captchaProviderFrom(env.CAPTCHA),
      secret: env.CAPTCHA_SECRET || undefined,
      maxNumber: intFrom(env.CAPTCHA_MAX_NUMBER, DEFAULT_CAPTCHA_MAX_NUMBER, 'CAPTCHA_MAX_NUMBER'),
    },
  }
}

/** A database URL safe for logs: no password. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'DATABASE_URL'
  }
}
