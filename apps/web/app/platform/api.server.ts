import { ErrorBody } from '@ironhouse/contracts'
import type { StorefrontLoadContext } from '@ironhouse/contracts'
import { servicePathForSite } from '@ironhouse/domain'
import type { ZodType } from 'zod'

/** The API answered outside 200–299, or its answer did not match the contract. 404 means not found. */
export class ApiError extends Error {
  readonly status: number
  readonly error: string
  constructor(status: number, error: string, message?: string) {
    super(message ?? `${error} (${status})`)
    this.name = 'ApiError'
    this.status = status
    this.error = error
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

export type ApiSite = { code: string; storeId: number; prefix: string }

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

/**
 * The URL of a call (platform §7): '/site/{code}' goes after the service name when the site is not
 * USA and has a language path (every non-USA site has its path prefix), and /svc_* calls carry
 * ?storeId= of the site.
 */
export function apiPath(path: string, site: ApiSite, opts: ApiRequestOptions = {}): string {
  const [pathname = '', existing] = path.split('?', 2)
  const isService = pathname.startsWith('/svc_')
  const withSite = isService ? servicePathForSite(pathname, site.code, site.prefix !== '') : pathname
  const params = new URLSearchParams(existing)
  if (isService && opts.storeId !== false && !params.has('storeId')) params.set('storeId', String(site.storeId))
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== undefined) params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${withSite}?${qs}` : withSite
}

function defaultApiUrl(): string {
  return (typeof process !== 'undefined' && process.env.API_URL) || 'http://localhost:3000'
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const parsed = ErrorBody.safeParse(body)
  if (parsed.success) return new ApiError(response.status, parsed.data.error, parsed.data.message)
  return new ApiError(response.status, response.status === 404 ? 'not_found' : 'unknown_error')
}

export type CreateApiClientInput = {
  context?: StorefrontLoadContext | undefined
  /** The page request: its cookie header is forwarded so the API sees the shopper's session. */
  request?: Request | undefined
  site: ApiSite
  /** Override for tests and for the storefront run alone. */
  fetchImpl?: ((url: string, init?: RequestInit) => Promise<Response>) | undefined
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
      throw new ApiError(503, 'service_unavailable', cause instanceof Error ? cause.message : 'no_response')
    }
    if (!response.ok) throw await toApiError(response)
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new ApiError(502, 'invalid_response', `${path}: ${parsed.error.message}`)
    return parsed.data
  }
  return {
    site,
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
