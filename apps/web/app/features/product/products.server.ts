import { ProductsResponse } from '@ironhouse/contracts'
import type { Product } from '@ironhouse/contracts'
import type { ApiClient } from '../../platform/api.server.ts'
import { productsById } from './products-by-id.ts'

/** productsById through the server's API client: each answer checked against the contract. */
export function loadProducts(api: ApiClient, productIds: ReadonlyArray<number>): Promise<Array<Product>> {
  return productsById((path, query) => api.get(path, ProductsResponse, { query }), productIds)
}
