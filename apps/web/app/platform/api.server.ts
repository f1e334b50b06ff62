import type { StorefrontLoadContext } from '@ironhouse/contracts'
import { APP_CONTEXT_PARAMS, detectAppContext, type AppContext } from '@ironhouse/domain'
import type { ZodType } from 'zod'
import { ApiError, apiErrorFromResponse } from './api-error.ts'
import { apiPath } from './api-path.ts'
import type { ApiSite } from './api-path.ts'
import { readCookie } from './cookies.ts'

export { ApiError, isNotFound } from './api-error.ts'
export { apiPath } from './api-path.ts'
export type { ApiSite } from './api-path.ts'

export type ApiRequestOptions = {
  query?: Record<string, string | number | boolean | undefined> | undefined
  /** Add ?storeId= of the current site (default true for /svc_* paths). */
  storeId?: boolean | undefined
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
}

export type ApiClient = {
  /** The site the client speaks for. */
  readonly site: ApiSite
  /**
   * The customer group the API will price for, when known without a call: the group of the page's
   * shopper class (a page rendered for a class of shoppers, decision 006), 0 for a request without a
   * cookie, null when only the API can tell (it reads the session from the cookie).
   */
  readonly shopperGroup: number | null
  /**
   * The native app's context when the page request comes from inside the app (platform §7: the app
   * flag in the page URL or in a cookie), else null: the listing's app filter (platform §5) reads it.
   */
  readonly appContext: AppContext | null
  get<T>(path: string, schema: ZodType<T>, opts?: ApiRequestOptions): Promise<T>
  post<T>(path: string, body: unknown, schema: ZodType<T>, opts?: ApiRequestOptions): Promise<T>
  /** A raw call (no parsing, no error mapping), for callers that read status themselves. */
  raw(path: string, init?: Omit<RequestInit, 'headers'> & ApiRequestOptions): Promise<Response>
}

/**
 * The API process hands the load context over as properties of React Router's context provider
 * (Object.assign(new RouterContextProvider(), { apiFetch, requestId, release })); see docs/storefront.md.
 */
export function readLoadContext(context: unknown): StorefrontLoadContext | undefined {
  if (context && typeof context === 'object' && 'apiFetch' in context && typeof context.apiFetch === 'function') {
    return context as StorefrontLoadContext
  }
  return undefined
}

function defaultApiUrl(): string {
  return (typeof process !== 'undefined' && process.env.API_URL) || 'http://localhost:3000'
}

export type CreateApiClientInput = {
  context?: StorefrontLoadContext | undefined
  /** The page request: its cookie header is forwarded so the API sees the shopper's session. */
  request?: Request | undefined
  site: ApiSite
  /** Override for tests and for the storefront run alone. */
  fetchImpl?: ((url: string, init?: RequestInit) => Promise<Response>) | undefined
}

/**
 * A page request without cookies carries no session, so no cart, lists or signed-in customer: every such
 * visitor gets the same answers (the shopper group 0, an empty cart).
 */
export function carriesNoSession(request: Request | undefined): boolean {
  return !request?.headers.get('cookie')
}

/** The app context of a page request (platform §3, §7): URL parameters first, then cookies. */
function appContextOf(request: Request | undefined): AppContext | null {
  if (!request) return null
  const cookie = request.headers.get('cookie')
  const cookies = Object.fromEntries(Object.values(APP_CONTEXT_PARAMS).map((name) => [name, readCookie(cookie, name)]))
  return detectAppContext(Object.fromEntries(new URL(request.url).searchParams), cookies)
}

export function createApiClient({ context, request, site, fetchImpl }: CreateApiClientInput): ApiClient {
  const send = (path: string, init: RequestInit): Promise<Response> => {
    if (fetchImpl) return fetchImpl(path, init)
    if (context) return context.apiFetch(path, init)
    return fetch(`${defaultApiUrl()}${path}`, init)
  }
  const headersFor = (opts: ApiRequestOptions, extra: Record<string, string> = {}): Headers => {
    const headers = new Headers({ accept: 'application/json', ...extra, ...opts.headers })
    const cookie = request?.headers.get('cookie')
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie)
    if (context?.requestId) headers.set('x-request-id', context.requestId)
    return headers
  }
  const call = async <T>(path: string, init: RequestInit, schema: ZodType<T>): Promise<T> => {
    let response: Response
    try {
      response = await send(path, init)
    } catch (cause) {
      throw new ApiError(503, 'service_unavailable', cause instanceof Error ? cause.message : 'no_response', 'no_response')
    }
    if (!response.ok) throw await apiErrorFromResponse(response)
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new ApiError(502, 'invalid_response', `${path}: ${parsed.error.message}`)
    return parsed.data
  }
  let appContext: { value: AppContext | null } | undefined
  return {
    site,
    shopperGroup: context?.shopperClass?.groupId ?? (carriesNoSession(request) ? 0 : null),
    // read on first use: most loaders never ask
    get appContext() {
      appContext ??= { value: appContextOf(request) }
      return appContext.value
    },
    get: (path, schema, opts = {}) =>
      call(apiPath(path, site, opts), { method: 'GET', headers: headersFor(opts), signal: opts.signal }, schema),
    post: (path, body, schema, opts = {}) =>
      call(
        apiPath(path, site, opts),
        { method: 'POST', headers: headersFor(opts, { 'content-type': 'application/json' }), body: JSON.stringify(body), signal: opts.signal },
        schema,
      ),
    raw: (path, init = {}) => send(apiPath(path, site, init), { ...init, headers: headersFor(init) }),
  }
}
