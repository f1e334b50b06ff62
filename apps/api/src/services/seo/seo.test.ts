import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  const www = 'https://www.ironhouse.example'
  t = await openTestApp({ publicOrigins: { USA: www, CAN: www, APO: www, EUR: 'https://eu.ironhouse.example', GBR: www, AUS: www } })
}, 120_000)
afterAll(async () => t.close())

const get = (url: string, host = 'evil.example') => t.app.inject({ method: 'GET', url, headers: { host } })

describe('robots.txt and sitemap.xml (platform §2 noindex rules)', () => {
  it('robots.txt keeps crawlers out of pages with no canonical index and names the sitemap index', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    for (const line of ['User-agent: *', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /account', 'Disallow: /search', 'Disallow: /eu/cart', 'Sitemap: https://www.ironhouse.example/sitemap.xml']) {
      expect(res.body.split('\n')).toContain(line)
    }
    expect(res.body).not.toContain('evil.example')
  })

  it('the sitemap index lists one sitemap per site, on its configured origin', async () => {
    const res = await get('/sitemap.xml')
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://www.ironhouse.example/sitemaps/usa.xml',
      'https://www.ironhouse.example/sitemaps/can.xml',
      'https://www.ironhouse.example/sitemaps/apo.xml',
      'https://eu.ironhouse.example/sitemaps/eur.xml',
      'https://www.ironhouse.example/sitemaps/gbr.xml',
      'https://www.ironhouse.example/sitemaps/aus.xml',
    ])
  })

  it("a site's sitemap has only indexable pages, absolute, with hreflang alternates and lastmod from the data", async () => {
    const res = await get('/sitemaps/eur.xml')
    expect(res.statusCode).toBe(200)
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
    expect(locs).toContain('https://eu.ironhouse.example/eu')
    expect(locs).toContain('https://eu.ironhouse.example/eu/the-ohio-bar')
    expect(locs).toContain('https://eu.ironhouse.example/eu/weightlifting-bars-plates/bars')
    expect(locs.every((l) => l.startsWith('https://eu.ironhouse.example/eu'))).toBe(true)
    expect(locs.some((l) => /\/landing\/|\/cart|\/search/.test(l))).toBe(false)
    // hidden configurable children (visibility 1) are not pages
    expect(locs.some((l) => l.endsWith('-black'))).toBe(false)
    const ohio = /<url><loc>https:\/\/eu\.ironhouse\.example\/eu\/the-ohio-bar<\/loc>(.*?)<\/url>/.exec(res.body)?.[1] ?? ''
    expect(ohio).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    expect(ohio).toContain('<xhtml:link rel="alternate" hreflang="en-GB" href="https://www.ironhouse.example/uk/the-ohio-bar"/>')
    expect(ohio).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.ironhouse.example/the-ohio-bar"/>')
    expect(DEMO_IDS.ohioBar).toBe(1001)
  })

  it('an unknown sitemap is a 404 in the shared error shape', async () => {
    const res = await get('/sitemaps/xyz.xml')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'not_found', status: 404 })
  })
})
