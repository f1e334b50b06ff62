import type { FastifyPluginAsync } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { categories, contentPages, productPrices, products } from '@ironhouse/db'
import { SITES, isSiteCode, type SiteCode } from '@ironhouse/domain'
import { cacheFor, CACHE_SECONDS } from '../../plugins/cache.ts'
import { sendError } from '../../plugins/error-handler.ts'

/** hreflang of each site's default language (the storefront's SITE_HREFLANG, apps/web/app/platform/seo.ts). */
const HREFLANG: Record<SiteCode, string> = { USA: 'en-US', CAN: 'en-CA', APO: 'en-US-x-apo', EUR: 'en-IE', GBR: 'en-GB', AUS: 'en-AU' }
const CODES = Object.keys(SITES) as Array<SiteCode>

/** Paths with no canonical index (platform §2 noindex rules, docs/storefront.md): never in a sitemap, disallowed to crawlers. */
export const NOT_INDEXED = ['/cart', '/checkout', '/account', '/login', '/register', '/search', '/svc_', '/api/', '/rmaprocess', '/landing/']

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

type Entry = { path: string; lastmod?: string | undefined }

/**
 * /robots.txt and /sitemap.xml (an index with one sitemap per site at /sitemaps/{site}.xml). URLs
 * are absolute, from each site's configured public origin (never from the request's Host).
 */
export const seoService: FastifyPluginAsync = async (app) => {
  const origin = (code: SiteCode) => app.publicOrigin(code).replace(/\/+$/, '')

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /']
    for (const code of CODES) for (const path of NOT_INDEXED) lines.push(`Disallow: ${SITES[code].pathPrefix}${path}`)
    lines.push('', `Sitemap: ${origin('USA')}/sitemap.xml`, '')
    cacheFor(reply, CACHE_SECONDS.reference).type('text/plain; charset=utf-8')
    return [...new Set(lines)].join('\n')
  })

  app.get('/sitemap.xml', async (_request, reply) => {
    const items = CODES.map((code) => `<sitemap><loc>${escapeXml(`${origin(code)}/sitemaps/${code.toLowerCase()}.xml`)}</loc></sitemap>`)
    cacheFor(reply, CACHE_SECONDS.reference).type('application/xml; charset=utf-8')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`
  })

  app.get('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params as { file: string }
    const code = /^([a-z]{3})\.xml$/.exec(file)?.[1]?.toUpperCase()
    if (!code || !isSiteCode(code)) return sendError(reply, 404, 'not_found', `No sitemap ${file}`)
    const site = SITES[code]
    const [productRows, categoryRows, pageRows] = await Promise.all([
      app.db
        .select({ path: products.urlKey, createdAt: products.createdAt })
        .from(products)
        .innerJoin(productPrices, and(eq(productPrices.productId, products.productId), eq(productPrices.storeId, site.storeId)))
        .where(eq(products.visibility, 4))
        .orderBy(products.productId),
      app.db.select({ path: categories.urlKey }).from(categories).orderBy(categories.categoryId),
      app.db.select({ path: contentPages.url }).from(contentPages).where(eq(contentPages.indexable, true)).orderBy(contentPages.id),
    ])
    const entries: Array<Entry> = [
      ...pageRows.map((r) => ({ path: r.path })),
      ...categoryRows.map((r) => ({ path: r.path })),
      ...productRows.map((r) => ({ path: r.path, lastmod: new Date(r.createdAt).toISOString().slice(0, 10) })),
    ].filter((e) => !NOT_INDEXED.some((p) => e.path.startsWith(p)))
    const seen = new Set<string>()
    const urls = entries.flatMap((entry) => {
      const path = entry.path === '/' ? '' : entry.path.toLowerCase()
      if (seen.has(path)) return []
      seen.add(path)
      // the home page is the site's prefix ('/' for USA); every other page the prefix and its path
      const href = (c: SiteCode) => `${origin(c)}${path === '' ? SITES[c].pathPrefix || '/' : `${SITES[c].pathPrefix}${path}`}`
      const alternates = CODES.map((c) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[c]}" href="${escapeXml(href(c))}"/>`)
      alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(href('USA'))}"/>`)
      return [`<url><loc>${escapeXml(href(code))}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${alternates.join('')}</url>`]
    })
    cacheFor(reply, CACHE_SECONDS.reference).type('application/xml; charset=utf-8')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
  })
}
