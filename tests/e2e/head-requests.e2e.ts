// A HEAD of a page answers what its GET would (RFC 9110 §9.3.2): the status, the content type and the
// length, with no body. Link checkers, uptime monitors and crawlers ask with HEAD first.
import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')
const plain = { 'accept-encoding': 'identity' }

async function both(path: string, headers: Record<string, string> = {}) {
  // the HEAD first: the page is not yet kept, so it is rendered for the HEAD itself
  const head = await fetch(`${baseURL}${path}`, { method: 'HEAD', headers: { ...plain, ...headers }, redirect: 'manual' })
  const get = await fetch(`${baseURL}${path}`, { headers: { ...plain, ...headers }, redirect: 'manual' })
  const body = Buffer.from(await get.arrayBuffer())
  return { head, get, body }
}

describe('HEAD of a page', () => {
  it("a product page: the GET's status, content type and length, and no body", async () => {
    const { head, get, body } = await both(`/the-ohio-bar?head=${Date.now()}`)
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(get.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(Number(head.headers.get('content-length'))).toBe(body.length)
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('a page that is not there: 404 with the same content type as its GET', async () => {
    const { head, get } = await both(`/no-such-page-${Date.now()}`)
    expect([head.status, get.status]).toEqual([404, 404])
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
  })

  it('a shopper with a cookie: their page, kept by no shared cache, with its content type', async () => {
    const { head } = await both(`/the-ohio-bar?head=${Date.now()}`, { cookie: 'highContrast=1' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(head.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a redirect from the URL table: the same 301 and Location', async () => {
    const { head, get } = await both('/old-ohio-bar')
    expect([head.status, get.status]).toEqual([301, 301])
    expect(head.headers.get('location')).toBe(get.headers.get('location'))
  })
})
