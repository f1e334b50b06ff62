import { describe, expect, it } from 'vitest'
import { loader } from './switch-site.tsx'

type Args = Parameters<typeof loader>[0]

/** The store's countries as GET /svc_ssr/countries answers them (a few of the demo store's). */
const COUNTRIES = ['US', 'CA', 'DE', 'IE', 'GB'].map((alpha2) => ({ alpha2, name: alpha2, requireRegion: false, postcodeRegex: null }))

async function switchSite(query: string, cookie = 'country=US'): Promise<Response> {
  const request = new Request(`https://store.test/switch-site?${query}`, { headers: { cookie } })
  const context = {
    apiFetch: async (path: string) => {
      // /svc_ssr/countries, or /svc_ssr/site/{code}/countries for a site with a path prefix (platform §7)
      if (/^\/svc_ssr\/(site\/[A-Z]+\/)?countries\b/.test(path)) return Response.json({ countries: COUNTRIES })
      return new Response('{}', { status: 404 })
    },
  }
  try {
    await loader({ request, context, params: {} } as unknown as Args)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
  throw new Error('the switch answered without a redirect')
}

describe('/switch-site and the preferred-country cookie (shell §2 country selector, §4 region confirmation, §9: 365 days)', () => {
  it('a country the store knows is saved for 365 days and the shopper goes to the chosen site', async () => {
    const response = await switchSite('site=EUR&path=/&country=de')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/eu')
    expect(response.headers.get('set-cookie')).toMatch(/^country=DE; Max-Age=31536000; Path=\//)
  })

  it("without a country the chosen site's own country is saved", async () => {
    const response = await switchSite('site=GBR&path=/')
    expect(response.headers.get('set-cookie')).toMatch(/^country=GB;/)
  })

  it.each(['ZZ', 'XX', 'JP', 'D3', 'DEU', '<script>'])('an unknown country (%s) is not stored: the cookie keeps the one it held, the switch goes on', async (country) => {
    const response = await switchSite(`site=EUR&path=/&country=${encodeURIComponent(country)}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/eu')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('when the store cannot tell its countries, nothing is stored', async () => {
    const request = new Request('https://store.test/switch-site?site=EUR&path=/&country=DE')
    const context = { apiFetch: async () => new Response('{}', { status: 503 }) }
    const response = await loader({ request, context, params: {} } as unknown as Args).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    )
    expect(response?.headers.get('location')).toBe('/eu')
    expect(response?.headers.get('set-cookie')).toBeNull()
  })
})
