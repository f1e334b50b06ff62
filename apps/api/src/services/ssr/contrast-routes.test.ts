import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, sameOriginHeaders, type TestApp } from '../../../test/helpers.ts'
import { backTo } from './contrast-routes.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/svc_ssr/high-contrast',
    payload,
    headers: { ...sameOriginHeaders(t.app), 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })

describe('POST /svc_ssr/high-contrast (shell §9: high contrast cookie, 365 days)', () => {
  it('on sets highContrast=1 for 365 days and sends the browser back to its page', async () => {
    const res = await post('highContrast=on', { referer: 'http://127.0.0.1/ca/the-ohio-bar?x=1' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/ca/the-ohio-bar?x=1')
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toContain('highContrast=1')
    expect(cookie).toContain(`Max-Age=${365 * 86_400}`)
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
  })

  it('off removes the cookie; without a Referer the browser goes to the home page', async () => {
    const res = await post('highContrast=off')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/')
    expect(String(res.headers['set-cookie'])).toMatch(/^highContrast=;.*Expires=Thu, 01 Jan 1970/)
  })

  it('another value is a 400 with a clear message, and sets nothing', async () => {
    const res = await post('highContrast=maybe')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation_error', status: 400 })
    expect(JSON.stringify(res.json())).toContain("highContrast must be 'on' or 'off'")
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('a post from another site is refused (403) and sets nothing', async () => {
    const res = await post('highContrast=on', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(res.statusCode).toBe(403)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('the way back never leaves the store: another origin keeps only its path, a protocol-relative path goes home', () => {
    expect(backTo('https://evil.example/the-ohio-bar')).toBe('/the-ohio-bar')
    expect(backTo('http://127.0.0.1//evil.example/x')).toBe('/')
    expect(backTo('not a url')).toBe('/')
    expect(backTo(undefined)).toBe('/')
  })
})
