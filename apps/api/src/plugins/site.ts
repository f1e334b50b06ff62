import fp from 'fastify-plugin'
import type { IncomingMessage } from 'node:http'
import { currencyForStore, siteByCode, siteByStoreId, SITES, type CurrencyCode, type SiteCode } from '@ironhouse/domain'
import { AppError } from '../lib/app-errors.ts'

/** The site a request is for: its code, the store that prices it, and that store's currency. */
export type SiteContext = { code: SiteCode; storeId: number; currency: CurrencyCode }

const SITE_SEGMENT = /^(\/svc_[a-z0-9_]+)\/site\/([^/?]+)(.*)$/i
const siteSegmentOf = new WeakMap<IncomingMessage, string>()

/**
 * Platform §7: when a language path exists and the site is not USA, '/site/{code}' is inserted after
 * the service name (/svc_content/site/EUR/catalog/product/1). The segment is removed before routing
 * (Fastify's rewriteUrl) and remembered for the onRequest hook below.
 */
export function rewriteSiteSegment(raw: IncomingMessage): string {
  const url = raw.url ?? '/'
  const match = SITE_SEGMENT.exec(url)
  if (!match) return url
  siteSegmentOf.set(raw, match[2] ?? '')
  return `${match[1]}${match[3] || '/'}`
}

function siteContextOf(code: SiteCode): SiteContext {
  const site = SITES[code]
  return { code, storeId: site.storeId, currency: currencyForStore(site.storeId) ?? site.currency }
}

/** Resolves request.site: the /site/{code} segment, else ?storeId=, else USA; unknown → 400 unknown_site. */
export const sitePlugin = fp(async (app) => {
  app.decorateRequest('site', null as unknown as SiteContext)
  app.addHook('onRequest', async (request) => {
    const segment = siteSegmentOf.get(request.raw)
    if (segment !== undefined) {
      const site = siteByCode(segment.toUpperCase())
      if (!site) throw new AppError('unknown_site', `Unknown site code '${segment}'`)
      request.site = siteContextOf(site.code)
      return
    }
    const storeId = (request.query as Record<string, unknown> | undefined)?.storeId
    if (typeof storeId === 'string' && storeId !== '') {
      const site = /^\d{1,4}$/.test(storeId) ? siteByStoreId(Number(storeId)) : undefined
      if (!site) throw new AppError('unknown_site', `Unknown store id '${storeId}'`)
      request.site = siteContextOf(site.code)
      return
    }
    request.site = siteContextOf('USA')
  })
})
