import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error.ts'
import { CAPTCHA_HEADER, createBrowserApiClient } from './api-client.ts'
import type { BrowserApiOptions } from './api-client.ts'

const USA = { code: 'USA', storeId: 1, prefix: '' }
const EUR = { code: 'EUR', storeId: 5, prefix: '/eu' }

type Call = { url: string; init: RequestInit }

const tokenExpired = () => Response.json({ error: 'TOKEN_EXPIRED', message: 'Session expired', status: 401 }, { status: 401 })
const session = () => Response.json({ cg: '2', exp: 1_900_000_000, groupId: 2 })

/** A fetch that answers from a list of handlers in turn and records every call. */
function scripted(handler: (call: Call, n: number) => Response | Promise<Response>) {
  const calls: Array<Call> = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call = { url, init }
    calls.push(call)
    return handler(call, calls.length)
  })
  return { calls, fetch }
}

function client(overrides: Partial<BrowserApiOptions> & Pick<BrowserApiOptions, 'fetch'>) {
  return createBrowserApiClient({ site: USA, appContext: () => null, online: () => true, warn: () => undefined, ...overrides })
}

/** Settles a promise under fake timers, returning what it resolved or rejected with. */
function settle<T>(promise: Promise<T>): { done: () => boolean; value: () => T | unknown } {
  let done = false
  let value: unknown
  promise.then(
    (v) => ((done = true), (value = v)),
    (e: unknown) => ((done = true), (value = e)),
  )
  return { done: () => done, value: () => value }
}

describe('browser API client: error catalogue (platform §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('TOKEN_EXPIRED: refreshes the session, retries after 500 ms × the retry count, and answers the retried call', async () => {
    const { calls, fetch } = scripted((call, n) => {
      if (call.url.startsWith('/svc_session/session')) return session()
      return n === 1 || n === 3 ? tokenExpired() : Response.json({ lists: [] })
    })
    const result = settle(client({ fetch }).get('/svc_list/lists'))
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((c) => c.url)).toEqual(['/svc_list/lists?storeId=1', '/svc_session/session?storeId=1'])
    await vi.advanceTimersByTimeAsync(499)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    // retry 1 went out after 500 ms and met TOKEN_EXPIRED again: refresh, then 1000 ms
    expect(calls).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(5)
    expect(result.done()).toBe(true)
    expect(result.value()).toEqual({ lists: [] })
  })

  it("'Missing customer data' is handled like TOKEN_EXPIRED", async () => {
    const { calls, fetch } = scripted((call, n) => {
      if (call.url.startsWith('/svc_session/session')) return session()
      return n === 1 ? Response.json({ error: 'unknown', message: 'Missing customer data', status: 400 }, { status: 400 }) : Response.json({ ok: 1 })
    })
    const result = settle(client({ fetch }).get('/svc_customer/customer'))
    await vi.advanceTimersByTimeAsync(500)
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/svc_customer/customer', '/svc_session/session', '/svc_customer/customer'])
    expect(result.value()).toEqual({ ok: 1 })
  })

  it('TOKEN_EXPIRED: gives up after more than 3 retries (waits 500, 1000, 1500 ms) and throws TOKEN_EXPIRED', async () => {
    const { calls, fetch } = scripted((call) => (call.url.startsWith('/svc_session/session') ? session() : tokenExpired()))
    const result = settle(client({ fetch }).get('/svc_list/lists'))
    await vi.advanceTimersByTimeAsync(500 + 1000 + 1500 - 1)
    expect(result.done()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(result.done()).toBe(true)
    const error = result.value() as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.type).toBe('TOKEN_EXPIRED')
    expect(error.status).toBe(401)
    // the first try and 3 retries, each retry after a refresh
    expect(calls.filter((c) => c.url.startsWith('/svc_list')).length).toBe(4)
    expect(calls.filter((c) => c.url.startsWith('/svc_session')).length).toBe(3)
  })

  it('a failed session refresh waits min((failures × 10)², 5000) ms before the retry delay', async () => {
    const { calls, fetch } = scripted((call) =>
      call.url.startsWith('/svc_session/session') ? Response.json({ error: 'unknown_error', message: 'down', status: 503 }, { status: 503 }) : tokenExpired(),
    )
    const result = settle(client({ fetch }).get('/svc_list/lists'))
    const lists = () => calls.filter((c) => c.url.startsWith('/svc_list')).length
    // failure 1: (1×10)² = 100 ms, then 500 ms
    await vi.advanceTimersByTimeAsync(100 + 500 - 1)
    expect(lists()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(lists()).toBe(2)
    // failure 2: 400 ms, then 1000 ms
    await vi.advanceTimersByTimeAsync(400 + 1000 - 1)
    expect(lists()).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(lists()).toBe(3)
    // failure 3: 900 ms, then 1500 ms; then the 4th answer gives up
    await vi.advanceTimersByTimeAsync(900 + 1500)
    expect(lists()).toBe(4)
    expect((result.value() as ApiError).type).toBe('TOKEN_EXPIRED')
  })

  it('browser_offline is thrown at once, with no call and no retry', async () => {
    const { calls, fetch } = scripted(() => Response.json({}))
    const error = await client({ fetch, online: () => false }).get('/svc_list/lists').catch((e: unknown) => e)
    expect(calls).toHaveLength(0)
    expect(error).toMatchObject({ type: 'browser_offline' })
  })

  it('no_response (the request went out, nothing came back) is not retried', async () => {
    const { calls, fetch } = scripted(() => {
      throw new TypeError('Failed to fetch')
    })
    const result = settle(client({ fetch }).get('/svc_list/lists'))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(1)
    expect(result.value()).toMatchObject({ type: 'no_response' })
  })

  it('a fetch that fails while the browser went offline is browser_offline', async () => {
    let online = true
    const { fetch } = scripted(() => {
      online = false
      throw new TypeError('Failed to fetch')
    })
    const error = await client({ fetch, online: () => online }).get('/svc_x/y').catch((e: unknown) => e)
    expect(error).toMatchObject({ type: 'browser_offline' })
  })

  it('an unknown server error type becomes unknown_error carrying the status and the server code, not retried', async () => {
    const { calls, fetch } = scripted(() => Response.json({ error: 'invalid_credentials', message: 'The email or password is incorrect', status: 401 }, { status: 401 }))
    const error = (await client({ fetch }).post('/svc_session/session/login', { email: 'a@b.co' }).catch((e: unknown) => e)) as ApiError
    expect(calls).toHaveLength(1)
    expect(error).toBeInstanceOf(ApiError)
    expect({ type: error.type, status: error.status, code: error.code, message: error.message }).toEqual({
      type: 'unknown_error',
      status: 401,
      code: 'invalid_credentials',
      message: 'The email or password is incorrect',
    })
  })

  it('an error answer without a readable body is unknown_error with the HTTP status', async () => {
    const { fetch } = scripted(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    const error = (await client({ fetch }).get('/svc_x/y').catch((e: unknown) => e)) as ApiError
    expect({ type: error.type, status: error.status, code: error.code }).toEqual({ type: 'unknown_error', status: 502, code: 'unknown_error' })
  })

  it('a call without any answer for 30 s is given up as no_response', async () => {
    const { calls, fetch } = scripted(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const result = settle(client({ fetch }).get('/svc_x/y'))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(result.done()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(result.value()).toMatchObject({ type: 'no_response' })
    expect(calls).toHaveLength(1)
  })
})

describe('browser API client: requests (platform §7, shell §7)', () => {
  it('sends cookies, JSON, the site segment and storeId', async () => {
    const { calls, fetch } = scripted(() => new Response(null, { status: 204 }))
    const api = createBrowserApiClient({ site: EUR, fetch, appContext: () => null, online: () => true })
    await expect(api.post('/svc_list/lists', { name: 'x' })).resolves.toBeUndefined()
    const [call] = calls
    expect(call?.url).toBe('/svc_list/site/EUR/lists?storeId=5')
    expect(call?.init.credentials).toBe('include')
    expect(new Headers(call?.init.headers).get('content-type')).toBe('application/json')
    expect(call?.init.body).toBe('{"name":"x"}')
  })

  it('mobile-app calls add isMobileApp, mobileAppVersion and mobileAppPlatform', async () => {
    const { calls, fetch } = scripted(() => Response.json({}))
    const api = client({ fetch, appContext: () => ({ version: '3.3.0', platform: 'android', deviceUid: null, tab: null }) })
    await api.get('/svc_customer/customer')
    const url = new URL(calls[0]?.url ?? '', 'http://x')
    expect(Object.fromEntries(url.searchParams)).toEqual({ storeId: '1', isMobileApp: 'true', mobileAppVersion: '3.3.0', mobileAppPlatform: 'android' })
  })

  it('web calls carry no mobile-app parameters', async () => {
    const { calls, fetch } = scripted(() => Response.json({}))
    await client({ fetch }).get('/svc_customer/customer')
    expect(calls[0]?.url).toBe('/svc_customer/customer?storeId=1')
  })

  it('recaptcha_enterprise on: the captcha token goes in the request header and the body', async () => {
    const { calls, fetch } = scripted(() => Response.json({}))
    const api = client({ fetch, captcha: { enabled: () => true, token: async (action) => `tok-${action}` } })
    await api.post('/svc_session/session/login', { email: 'a@b.co', password: 'x' }, { captcha: 'login' })
    expect(new Headers(calls[0]?.init.headers).get(CAPTCHA_HEADER)).toBe('tok-login')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.co', password: 'x', captcha: 'tok-login' })
  })

  it('captcha failure: a warning is logged and the request proceeds with an empty token', async () => {
    const { calls, fetch } = scripted(() => Response.json({}))
    const warn = vi.fn()
    const api = client({
      fetch,
      warn,
      captcha: {
        enabled: () => true,
        token: async () => {
          throw new Error('captcha script unavailable')
        },
      },
    })
    await api.post('/svc_customer/customer/forgot-password', { email: 'a@b.co' }, { captcha: 'forgot_password' })
    expect(warn).toHaveBeenCalledOnce()
    expect(new Headers(calls[0]?.init.headers).get(CAPTCHA_HEADER)).toBe('')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.co', captcha: '' })
  })

  it('recaptcha_enterprise off: no captcha header, an empty captcha field', async () => {
    const { calls, fetch } = scripted(() => Response.json({}))
    const token = vi.fn(async () => 'never')
    await client({ fetch, captcha: { enabled: () => false, token } }).post('/svc_customer/customer', { email: 'a@b.co' }, { captcha: 'register' })
    expect(token).not.toHaveBeenCalled()
    expect(new Headers(calls[0]?.init.headers).has(CAPTCHA_HEADER)).toBe(false)
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.co', captcha: '' })
  })

  it('captcha tokens asked for ahead of the call: kept until a source is set, then prepared; never while the flag is off', async () => {
    const { fetch } = scripted(() => Response.json({}))
    const api = client({ fetch })
    api.prepareCaptcha('login')
    const prepare = vi.fn()
    api.setCaptcha({ enabled: () => true, token: async () => 'tok', prepare })
    expect(prepare).toHaveBeenCalledExactlyOnceWith('login')
    api.prepareCaptcha('register')
    expect(prepare).toHaveBeenLastCalledWith('register')
    const off = vi.fn()
    api.setCaptcha({ enabled: () => false, token: async () => 'tok', prepare: off })
    api.prepareCaptcha('login')
    expect(off).not.toHaveBeenCalled()
  })

  it('concurrent session refreshes share one call and feed the session store', async () => {
    let release: (r: Response) => void = () => undefined
    const { calls, fetch } = scripted(() => new Promise<Response>((resolve) => (release = resolve)))
    const onSession = vi.fn()
    const api = client({ fetch, onSession })
    const a = api.refreshSession()
    const b = api.refreshSession()
    await Promise.resolve()
    release(session())
    await expect(Promise.all([a, b])).resolves.toEqual([
      { cg: '2', exp: 1_900_000_000, groupId: 2 },
      { cg: '2', exp: 1_900_000_000, groupId: 2 },
    ])
    expect(calls).toHaveLength(1)
    expect(onSession).toHaveBeenCalledOnce()
  })
})
