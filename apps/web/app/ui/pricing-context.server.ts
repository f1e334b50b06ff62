import { HotActiveResponse } from '@ironhouse/contracts'
import type { Site } from '@ironhouse/contracts'
import { CATEGORY_AND_HOT_DEAL_CACHE_SECONDS } from '@ironhouse/domain'
import type { ApiClient } from '../platform/api.server.ts'
import { cached } from '../platform/shared-data.server.ts'
import { currencyOfSite } from './pricing.ts'
import type { PricingContext } from './pricing.ts'

/**
 * The formatting context of a page: the site's currency and display rules, and the hundo ids of the
 * hot-deals feed (GET /svc_content/hot/active), kept 300 seconds per site as the spec keeps hot-deal
 * data (constants §9; the API caches it as long). Prices come decided with each product; a failed feed
 * only hides the hundo badge (and is asked again by the next page).
 */
export async function loadPricingContext(api: ApiClient, site: Site): Promise<PricingContext> {
  const hot = await cached(`hot:${site.code}`, CATEGORY_AND_HOT_DEAL_CACHE_SECONDS * 1000, () => api.get('/svc_content/hot/active', HotActiveResponse)).catch(
    (error: unknown) => {
      console.warn('hot/active unavailable; no hundo badges', error)
      return { products: [], hundoProductIds: [] }
    },
  )
  return { siteCode: site.code, currency: currencyOfSite(site), hundoProductIds: hot.hundoProductIds }
}

/**
 * The context a page's data carries to the browser: the hundo ids of the products the page shows only.
 * The feed lists every hundo product of the catalogue (over a thousand in a catalogue of 100,000), and
 * the page's data is serialised into every document.
 */
export function pricingForProducts(pricing: PricingContext, productIds: Iterable<number>): PricingContext {
  const shown = new Set(productIds)
  return { ...pricing, hundoProductIds: pricing.hundoProductIds.filter((id) => shown.has(id)) }
}
