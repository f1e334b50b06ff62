import { HotActiveResponse } from '@ironhouse/contracts'
import type { Site } from '@ironhouse/contracts'
import type { ApiClient } from '../platform/api.server.ts'
import { currencyOfSite } from './pricing.ts'
import type { PricingContext } from './pricing.ts'

/**
 * The pricing context of a page: site currency and rules, the clock, and the active promotions and
 * hundo ids (GET /svc_content/hot/active, cached 5 minutes by the API). A failed promo feed prices
 * from the product attributes alone rather than failing the page.
 */
export async function loadPricingContext(api: ApiClient, site: Site, now: Date = new Date()): Promise<PricingContext> {
  const hot = await api.get('/svc_content/hot/active', HotActiveResponse).catch((error: unknown) => {
    console.warn('hot/active unavailable; pricing from product attributes', error)
    return { products: [], hundoProductIds: [] }
  })
  return {
    siteCode: site.code,
    currency: currencyOfSite(site),
    now: now.toISOString(),
    promos: hot.products,
    hundoProductIds: hot.hundoProductIds,
    // Guests (group 0) get no customer-group prices (commerce §4); accounts come in a later issue.
    groupId: 0,
    groupPrices: {},
  }
}
