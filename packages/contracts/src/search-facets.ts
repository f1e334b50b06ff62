// The facet keys without zod: the storefront's browser code imports them from
// '@ironhouse/contracts/search-facets' (the package's main entry builds every schema at load).

/** The facet keys the search API knows (platform §3, docs/search.md). */
export const SEARCH_FACET_KEYS = [
  'category_l1',
  'category_l2',
  'category_l3',
  'brand',
  'pb',
  'is_salable',
  'promotions',
  'rating_summary',
  'color',
  'size',
  'duration',
  'days_per_week',
  'program_delivery',
] as const
export type SearchFacetKey = (typeof SEARCH_FACET_KEYS)[number]
