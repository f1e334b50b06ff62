import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StorefrontLoadContext } from '@ironhouse/contracts'
import { guardEntry, pageContext } from './page.server.ts'
import { trustedHost } from './origins.server.ts'

const origins = { USA: 'https://a.test', CAN: 'https://a.test', APO: 'https://a.test', EUR: 'https://eu.a.test', GBR: 'https://a.test', AUS: 'https://a.test' }
const context = (host: string): StorefrontLoadContext => ({
  apiFetch: async () => new Response('{}'),
  requestId: 'r1',
  release: { hash: 'h', buildDate: '2025-01-01T00:00:00.000Z' },
  host,
  publicOrigins: origins,
})
const request = (headers: Record<string, string>) => new Request('https://a.test/order-manager-quote', { headers })

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('trustedHost (trust only configuration)', () => {
  it('takes the host the API resolved, not an X-Forwarded-Host the client sent', () => {
    expect(trustedHost(request({ 'x-forwarded-host': 'm2.a.test', host: 'www.a.test' }), context('www.a.test'))).toBe('www.a.test')
  })

  it('run alone, reads X-Forwarded-Host only when TRUST_PROXY is set', () => {
    const req = request({ 'x-forwarded-host': 'm2.a.test', host: 'www.a.test' })
    vi.stubEnv('TRUST_PROXY', '')
    expect(trustedHost(req, undefined)).toBe('www.a.test')
    vi.stubEnv('TRUST_PROXY', '1')
    expect(trustedHost(req, undefined)).toBe('m2.a.test')
  })
})

describe('guardEntry: admin routes (platform §2)', () => {
  const guard = (host: string) => () =>
    guardEntry(pageContext({ request: request({ 'x-forwarded-host': 'm2.a.test' }), context: context(host), pattern: 'order-manager-quote' }))

  it('sends a forged X-Forwarded-Host on a public host to /404', () => {
    expect(guard('www.a.test')).toThrow()
    try {
      guard('www.a.test')()
    } catch (response) {
      expect((response as Response).headers.get('location')).toBe('/404')
    }
  })

  it('lets the trusted admin host through', () => {
    expect(guard('m2.a.test')).not.toThrow()
  })
})
