import { HotActiveResponse } from '@ironhouse/contracts'
import type { Site } from '@ironhouse/contracts'
import type { ApiClient } from '../platform/api.server.ts'
import { currencyOfSite } from './pricing.ts'
import type { PricingContext } from './pricing.ts'

/**
 * The formatting context of a page: the site's currency and display rules, and the hundo ids of the
 * hot-deals feed (GET /svc_content/hot/active, cached 5 minutes by the API). Prices come decided with
 * each product; a failed feed only hides the hundo badge.
 */
export async function loadPricingContext(api: ApiClient, site: Site): Promise<PricingContext> {
  const hot = await api.get('/svc_content/hot/active', HotActiveResponse).catch((error: unknown) => {
    console.warn('hot/active unavailable; no hundo badges', error)
    return { products: [], hundoProductIds: [] }
  })
  return { siteCode: site.code, currency: currencyOfSite(site), hundoProductIds: hot.hundoProductIds }
}
