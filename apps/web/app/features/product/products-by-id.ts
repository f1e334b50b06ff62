import { PRODUCTS_PER_BATCH } from '@ironhouse/contracts'
import type { Product } from '@ironhouse/contracts'
import type { BrowserApiClient } from '../../platform/api-client.ts'

/** GET /svc_content/catalog/products?ids= (ours): several products in one read. */
export const PRODUCTS_PATH = '/svc_content/catalog/products'

/** One read of a batch through either API client: the path and its `ids` query. */
export type ProductsRead = (path: string, query: { ids: string }) => Promise<{ products: Array<Product> }>

/**
 * Products by id in one call per PRODUCTS_PER_BATCH ids instead of one per product: each once, in the
 * order asked, priced for the shopper's group by the API; ids unknown or not sold on the site are left
 * out. A failed call rejects. The server's loaders use it (products.server.ts), and so does the browser.
 */
export async function productsById(read: ProductsRead, productIds: ReadonlyArray<number>): Promise<Array<Product>> {
  const ids = [...new Set(productIds)]
  const batches: Array<Array<number>> = []
  for (let start = 0; start < ids.length; start += PRODUCTS_PER_BATCH) batches.push(ids.slice(start, start + PRODUCTS_PER_BATCH))
  const answers = await Promise.all(batches.map((batch) => read(PRODUCTS_PATH, { ids: batch.join(',') })))
  return answers.flatMap((answer) => answer.products)
}

/** productsById through the browser's API client. */
export function productsInBrowser(api: BrowserApiClient, productIds: ReadonlyArray<number>): Promise<Array<Product>> {
  return productsById((path, query) => api.get<{ products: Array<Product> }>(path, { query }), productIds)
}
