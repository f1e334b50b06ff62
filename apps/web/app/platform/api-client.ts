// The storefront's API client in the browser (platform §4 Session, §7 calls, §8 error catalogue).
// Every call the browser makes to a /svc_* service goes through one client of this module. The
// decisions (which errors retry, how long to wait, how errors read) are the domain's
// (packages/domain platform/client.ts); this module only performs the waits, fetches and refreshes.
import {
  decideTokenExpiredRetry,
  detectAppContext,
  mobileAppQueryParams,
  sessionRefreshBackoffMs,
} from '@ironhouse/domain'
import type { AppContext } from '@ironhouse/domain'
import { ApiError, apiErrorFromResponse } from './api-error.ts'
import { apiPath } from './api-path.ts'
import type { ApiQuery, ApiSite } from './api-path.ts'

/** The session refresh call (shell §7, platform §7). */
export const SESSION_PATH = '/svc_session/session'
/** The request header that carries the captcha token when recaptcha_enterprise is on (shell §7; the name is ours). */
export const CAPTCHA_HEADER = 'x-captcha-token'
/** A call without any answer after this long is given up as no_response (platform §8: the client reports timeouts). */
export const REQUEST_TIMEOUT_MS = 30_000

/** What GET /svc_session/session answers (shell §7): cg, exp, groupId, and the customer when signed in. */
export type SessionAnswer = {
  cg?: number | string | null
  exp?: number | string | null
  groupId?: number | null
  customer?: Record<string, unknown> | null
}

/** Produces a captcha token for an action; throws when the captcha cannot be solved. */
export type CaptchaSource = {
  /** Whether the recaptcha_enterprise flag is on for this page. */
  enabled(): boolean
  token(action: string): Promise<string>
  /** Starts making a token for an action ahead of the call (a form that will send one calls it on mount). */
  prepare?(action: string): void
}

export type BrowserApiOptions = {
  site: ApiSite
  fetch?: ((url: string, init: RequestInit) => Promise<Response>) | undefined
  /** Waits; setTimeout by default (tests drive it with fake timers). */
  sleep?: ((ms: number) => Promise<void>) | undefined
  /** Whether the browser is online (navigator.onLine by default). */
  online?: (() => boolean) | undefined
  /** The native app context, read from the page URL and cookies by default (platform §7). */
  appContext?: (() => AppContext | null) | undefined
  captcha?: CaptchaSource | undefined
  /** Where warnings go (console.warn by default). */
  warn?: ((message: string, detail?: unknown) => void) | undefined
  /** Every successful session answer, for the session store. */
  onSession?: ((answer: SessionAnswer) => void) | undefined
  timeoutMs?: number | undefined
}

export type CallOptions = {
  query?: ApiQuery | undefined
  /** A JSON body. */
  body?: unknown
  /** The captcha action: the call carries a captcha token (header, and `captcha` in an object body). */
  captcha?: string | undefined
  signal?: AbortSignal | undefined
}

export type BrowserApiClient = {
  readonly site: ApiSite
  request<T = unknown>(method: string, path: string, opts?: CallOptions): Promise<T>
  get<T = unknown>(path: string, opts?: CallOptions): Promise<T>
  post<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<T>
  put<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<T>
  patch<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<T>
  delete<T = unknown>(path: string, opts?: CallOptions): Promise<T>
  /** GET /svc_session/session; concurrent refreshes share one call. */
  refreshSession(): Promise<SessionAnswer>
  /** Sets the captcha source (the page's recaptcha_enterprise flag can change after navigation). */
  setCaptcha(source: CaptchaSource | undefined): void
  /** Makes a captcha token for `action` ahead of the call, when the captcha is on (errors surface at the call). */
  prepareCaptcha(action: string): void
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function defaultOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

function parseCookies(cookie: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const name = part.slice(0, eq).trim()
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      out[name] = part.slice(eq + 1).trim()
    }
  }
  return out
}

/** The native app context of this page (platform §7): URL parameters first, then cookies. */
export function pageAppContext(): AppContext | null {
  if (typeof window === 'undefined') return null
  const query = Object.fromEntries(new URLSearchParams(window.location.search))
  return detectAppContext(query, parseCookies(document.cookie))
}

/** The query parameters a call adds inside the native app (platform §7, shell §7); none on the web. */
export function appQuery(context: AppContext | null): ApiQuery {
  if (!context) return {}
  return mobileAppQueryParams({ version: context.version ?? '', platform: context.platform })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData)
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const raw = await response.text()
  if (raw === '') return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

export function createBrowserApiClient(options: BrowserApiOptions): BrowserApiClient {
  const {
    site,
    sleep = defaultSleep,
    online = defaultOnline,
    appContext = pageAppContext,
    warn = (message: string, detail?: unknown) => console.warn(message, detail),
    timeoutMs = REQUEST_TIMEOUT_MS,
  } = options
  const doFetch = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init))
  let captcha = options.captcha
  const captchaWanted = new Set<string>()
  let refreshFailures = 0
  let refreshing: Promise<SessionAnswer> | null = null

  /** The captcha token of a call (shell §8: a failed captcha is a warning and an empty token). */
  async function captchaToken(action: string): Promise<string | null> {
    if (!captcha?.enabled()) return null
    try {
      return await captcha.token(action)
    } catch (error) {
      warn('captcha failed; the request proceeds with an empty token', error)
      return ''
    }
  }

  /** One HTTP exchange: browser_offline before sending when offline, no_response when nothing came back. */
  async function send(method: string, path: string, opts: CallOptions): Promise<Response> {
    if (!online()) throw new ApiError(0, 'browser_offline', 'The browser is offline', 'browser_offline')
    const url = apiPath(path, site, { query: { ...opts.query, ...appQuery(appContext()) } })
    const headers = new Headers({ accept: 'application/json' })
    let body = opts.body
    if (opts.captcha !== undefined) {
      const token = await captchaToken(opts.captcha)
      if (token !== null) headers.set(CAPTCHA_HEADER, token)
      if (isPlainObject(body)) body = { ...body, captcha: token ?? '' }
    }
    const init: RequestInit = { method, headers, credentials: 'include' }
    if (body !== undefined) {
      headers.set('content-type', 'application/json')
      init.body = JSON.stringify(body)
    }
    const controller = new AbortController()
    const onAbort = () => controller.abort(opts.signal?.reason)
    opts.signal?.addEventListener('abort', onAbort, { once: true })
    const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs)
    init.signal = controller.signal
    try {
      const response = await doFetch(url, init)
      // platform §8: a 429 outside production shows the rate-limit overlay (its code loads only then)
      if (response.status === 429) void import('./rate-limit-overlay.ts').then((overlay) => overlay.default())
      return response
    } catch (cause) {
      if (opts.signal?.aborted) throw cause
      if (!online()) throw new ApiError(0, 'browser_offline', 'The browser is offline', 'browser_offline')
      const message = cause instanceof Error ? cause.message : 'no response'
      throw new ApiError(0, 'no_response', message, 'no_response')
    } finally {
      clearTimeout(timer)
      opts.signal?.removeEventListener('abort', onAbort)
    }
  }

  async function refreshOnce(): Promise<SessionAnswer> {
    const response = await send('GET', SESSION_PATH, {})
    if (!response.ok) throw await apiErrorFromResponse(response)
    const answer = ((await readBody(response)) ?? {}) as SessionAnswer
    options.onSession?.(answer)
    return answer
  }

  function refreshSession(): Promise<SessionAnswer> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  /**
   * Platform §8: after TOKEN_EXPIRED (or 'Missing customer data') the session is refreshed and the
   * call retried after 500 ms × the retry count; after more than 3 retries the error is thrown. A
   * failed refresh waits min((failures × 10)², 5000) ms before the retry goes on.
   */
  async function request<T>(method: string, path: string, opts: CallOptions = {}): Promise<T> {
    for (let retry = 1; ; retry++) {
      const response = await send(method, path, opts)
      if (response.ok) return (await readBody(response)) as T
      const error = await apiErrorFromResponse(response)
      if (error.type !== 'TOKEN_EXPIRED') throw error
      const decision = decideTokenExpiredRetry(retry)
      if (decision.kind === 'give-up') throw error
      try {
        await refreshSession()
        refreshFailures = 0
      } catch (refreshError) {
        refreshFailures++
        warn('session refresh failed', refreshError)
        await sleep(sessionRefreshBackoffMs(refreshFailures))
      }
      await sleep(decision.delayMs)
    }
  }

  return {
    site,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    refreshSession,
    prepareCaptcha: (action) => {
      if (!captcha) captchaWanted.add(action)
      else if (captcha.enabled()) captcha.prepare?.(action)
    },
    setCaptcha: (source) => {
      captcha = source
      // asks made before a source was set (a form mounts before the page sets the source)
      if (source?.enabled()) for (const action of captchaWanted) source.prepare?.(action)
      captchaWanted.clear()
    },
  }
}
