import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../platform/api.server.ts'
import { LOGIN_NEEDS_SCRIPT, loginFromForm } from './login.server.ts'

type Call = { path: string; method: string; body: unknown; cookie: string | null }

/** An API that answers the login call with `answer`, recording every call. */
function apiAnswering(answer: () => Response) {
  const calls: Array<Call> = []
  const api = createApiClient({
    request: new Request('https://store.test/login', { headers: { cookie: 'sid=guest-1' } }),
    site: { code: 'USA', storeId: 1, prefix: '' },
    fetchImpl: async (path, init) => {
      const headers = new Headers(init?.headers)
      calls.push({ path, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, cookie: headers.get('cookie') })
      return answer()
    },
  })
  return { api, calls }
}

function posted(fields: Record<string, string>): Request {
  return new Request('https://store.test/login?redirect=/account/wishlist', { method: 'POST', body: new URLSearchParams(fields) })
}

type Refusal = { data: { email: string; error: string }; init: ResponseInit | null }

describe('login without JavaScript (shell §2 /login, §7 POST /svc_session/session/login)', () => {
  it('signs in on the server, hands the browser the session cookie and goes to the redirect', async () => {
    const { api, calls } = apiAnswering(
      () => new Response(JSON.stringify({ customer: { email: 'ada@example.com' } }), { status: 200, headers: { 'set-cookie': 'sid=customer-2; Path=/; HttpOnly' } }),
    )
    const answer = await loginFromForm(api, posted({ email: ' ada@example.com ', password: 'correct horse' }), '', '/account/wishlist')
    expect(answer).toBeInstanceOf(Response)
    const response = answer as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account/wishlist')
    expect(response.headers.getSetCookie()).toEqual(['sid=customer-2; Path=/; HttpOnly'])
    expect(calls).toEqual([{ path: expect.stringContaining('/svc_session/session/login') as string, method: 'POST', body: { email: 'ada@example.com', password: 'correct horse' }, cookie: 'sid=guest-1' }])
  })

  it("without a redirect it goes to the site's account page", async () => {
    const { api } = apiAnswering(() => new Response(JSON.stringify({ customer: {} }), { status: 200 }))
    const response = (await loginFromForm(api, posted({ email: 'ada@example.com', password: 'pw' }), '/ca', null)) as Response
    expect(response.headers.get('location')).toBe('/ca/account')
  })

  it('a wrong password draws the page again with the error and the email kept, never the password', async () => {
    const { api } = apiAnswering(
      () => new Response(JSON.stringify({ error: 'invalid_credentials', message: 'The email or password is incorrect', status: 401 }), { status: 401 }),
    )
    const answer = (await loginFromForm(api, posted({ email: 'ada@example.com', password: 'wrong' }), '', null)) as unknown as Refusal
    expect(answer.init?.status).toBe(401)
    expect(answer.data).toEqual({ email: 'ada@example.com', error: 'The email or password is incorrect' })
  })

  it('while the store checks a captcha, a form sent without the script is refused with why, the email kept', async () => {
    const { api } = apiAnswering(
      () => new Response(JSON.stringify({ error: 'captcha_failed', message: 'We could not verify that you are not a robot. Please try again', status: 400 }), { status: 400 }),
    )
    const answer = (await loginFromForm(api, posted({ email: 'ada@example.com', password: 'pw' }), '', null)) as unknown as Refusal
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toEqual({ email: 'ada@example.com', error: LOGIN_NEEDS_SCRIPT })
  })

  it('a form without a password is refused before any call, with the field rule and the email kept', async () => {
    const { api, calls } = apiAnswering(() => new Response('{}', { status: 200 }))
    const answer = (await loginFromForm(api, posted({ email: 'ada@example.com', password: '' }), '', null)) as unknown as Refusal
    expect(answer.init?.status).toBe(400)
    expect(answer.data.email).toBe('ada@example.com')
    expect(answer.data.error).toBe('Please enter your password')
    expect(calls).toEqual([])
  })
})

describe('/login route action (shell §2): the form the browser sent itself is acted on, not dropped', () => {
  it("signs in through the store's API and redirects to ?redirect=", async () => {
    const { action } = await import('../../routes/login.tsx')
    const calls: Array<string> = []
    const context = {
      apiFetch: async (path: string) => {
        calls.push(path)
        return new Response(JSON.stringify({ customer: {} }), { status: 200, headers: { 'set-cookie': 'sid=customer-3; Path=/; HttpOnly' } })
      },
    }
    const request = new Request('https://store.test/login?redirect=/account/wishlist', { method: 'POST', body: new URLSearchParams({ email: 'ada@example.com', password: 'pw' }) })
    const answer = (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as Response
    expect(calls.some((path) => path.startsWith('/svc_session/session/login'))).toBe(true)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/account/wishlist')
    expect(answer.headers.getSetCookie()).toEqual(['sid=customer-3; Path=/; HttpOnly'])
  })
})
