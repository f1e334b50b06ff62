// Sites and stores: site codes, the SITES table, path prefixes, store currencies, SKU prefixes, brand sets.
export { SITES, SITE_CODES, hasLiveChat, isSiteCode, siteByCode, siteByStoreId, siteCodeOfStore, siteForPath } from './sites.ts'
export type { BrandSet, Site, SiteCode, SiteForPath } from './sites.ts'
export {
  BRAND_SETS,
  SKU_PREFIXES,
  STORE_CURRENCIES,
  applySkuPrefix,
  brandSetForSiteId,
  currencyForStore,
  featuredCategoryPath,
  skuPrefixForStore,
  stripSkuPrefix,
} from './stores.ts'
