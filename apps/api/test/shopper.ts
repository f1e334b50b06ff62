import type { App } from '../src/app.ts'

/** The storefront's own origin: state-changing calls must come from it (CSRF check). */
export const STORE_ORIGIN = 'http://localhost:3000'

export type Answer = { status: number; body: Record<string, unknown> & { message?: string; error?: string } }

/**
 * A browser-like client of the app: keeps the cookies the app sets and sends them back, and sends
 * the store's Origin on writes.
 */
export function shopper(app: App) {
  const jar = new Map<string, string>()
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Answer> {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { origin: STORE_ORIGIN }) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    })
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name)
      else jar.set(c.name, c.value)
    }
    const text = res.body
    return { status: res.statusCode, body: text ? (JSON.parse(text) as Answer['body']) : {} }
  }
  return {
    jar,
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    put: (url: string, payload?: unknown) => call('PUT', url, payload ?? {}),
    del: (url: string) => call('DELETE', url),
    /** Copies this shopper's cookies (a second tab of the same browser). */
    tab() {
      const other = shopper(app)
      for (const [k, v] of jar) other.jar.set(k, v)
      return other
    },
  }
}

export type Shopper = ReturnType<typeof shopper>
