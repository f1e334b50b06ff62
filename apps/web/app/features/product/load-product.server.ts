import { Product, ProductResponse } from '@ironhouse/contracts'
import type { BundlePackage, Site } from '@ironhouse/contracts'
import type { ApiClient } from '../../platform/api.server.ts'
import { loadCategory } from '../category/category.server.ts'
import { loadProducts } from './products.server.ts'
import type { Crumb } from '../../ui/breadcrumb.tsx'
import { loadPricingContext, pricingForProducts } from '../../ui/pricing-context.server.ts'
import type { PricingContext } from '../../ui/pricing.ts'

export type ProductPageData = {
  product: Product
  /** Children of configurable, bundle and grouped products (with their own price and stock). */
  children: Array<Product>
  /** Products named by bundle options (values and included free products), by product id. */
  related: Record<string, { productId: number; name: string }>
  pricing: PricingContext
  /** A bundle's package for the choice the page opens with, as the server prices it (null for other types). */
  bundlePackage: BundlePackage | null
  /** Site path prefix ('' for USA) for links. */
  prefix: string
  breadcrumb: Array<Crumb>
}

/** A product's children (configurable, bundle and grouped), each as the Product schema reads it; one that does not parse is left out. */
export function parseChildren(product: Product): Array<Product> {
  return (product.children ?? []).flatMap((child) => {
    const parsed = Product.safeParse(child)
    return parsed.success ? [parsed.data] : []
  })
}

async function loadBreadcrumb(api: ApiClient, product: Product, prefix: string): Promise<Array<Crumb>> {
  const home = { label: 'Home', url: prefix === '' ? '/' : prefix }
  const self = { label: product.name, url: `${prefix}${product.url}` }
  if (product.primaryCategoryId === null) return [home, self]
  try {
    const category = await loadCategory(api, product.primaryCategoryId)
    const trail = [...category.ancestors, category].map((c) => ({ label: c.name, url: `${prefix}${c.url}` }))
    return [home, ...trail, self]
  } catch {
    return [home, self]
  }
}

/** Bundle values and included free products that are not among the children, in one read. */
async function loadBundleProducts(api: ApiClient, product: Product, children: Array<Product>) {
  const known = new Map(children.map((c) => [c.productId, { productId: c.productId, name: c.name }]))
  const ids = new Set<number>()
  for (const option of product.bundleOptions) {
    if (option.includedProductId !== null) ids.add(option.includedProductId)
    for (const value of option.values) ids.add(value.productId)
  }
  const missing = [...ids].filter((id) => !known.has(id))
  const loaded = missing.length === 0 ? [] : await loadProducts(api, missing).catch(() => [])
  for (const item of loaded) known.set(item.productId, { productId: item.productId, name: item.name })
  return Object.fromEntries([...known].map(([id, item]) => [String(id), item]))
}

/**
 * Data of the product page: the complete product (children included; for a bundle its package for the
 * choice `b` of the URL), the pricing context and the breadcrumb. A missing product surfaces as the
 * client's ApiError 404 for the route to turn into 404.
 */
export async function loadProductPageData(api: ApiClient, productId: number, site: Site, choice: string | null = null): Promise<ProductPageData> {
  const prefix = site.pathPrefix
  const [{ product, package: bundlePackage }, pricing] = await Promise.all([
    api.get(`/svc_content/catalog/product/complete/${productId}`, ProductResponse, { query: { b: choice ?? undefined } }),
    loadPricingContext(api, site),
  ])
  const children = parseChildren(product)
  const [breadcrumb, related] = await Promise.all([
    loadBreadcrumb(api, product, prefix),
    loadBundleProducts(api, product, children),
  ])
  // children travel once, parsed; the raw copy inside the product is dropped from the page data
  const { children: _raw, ...rest } = product
  const shown = [product.productId, ...children.map((child) => child.productId), ...Object.values(related).map((item) => item.productId)]
  return { product: rest, children, related, pricing: pricingForProducts(pricing, shown), bundlePackage: bundlePackage ?? null, prefix, breadcrumb }
}
