// What other parts of the store may call of the search service.
export { BRAND_OF_PRODUCT, LISTED, refreshIndex } from './index-refresh.ts'
export { searchEngineFor } from './engine.ts'
