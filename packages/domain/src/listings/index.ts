// Listing rules (platform document §2, §3, §5; shell document §4 search preview): search-result
// product and facet mapping, listing defaults and filters, search preview decisions.
export * from './search-product.ts'
export * from './placeholder-image.ts'
export * from './facets.ts'
export * from './search-preview.ts'
export * from './listing-rules.ts'
