import type { urlRewrites } from '@ironhouse/db'
import type { CategoryRow } from './categories.ts'
import type { ContentPageRow } from './content.ts'
import type { ProductRow } from './products/draft.ts'
import { PRODUCT_IDS as P } from './products/ids.ts'

export type UrlRewriteRow = typeof urlRewrites.$inferInsert

/** Old paths kept alive by redirects (shell §2 unknown paths; platform §2 external targets). */
export const REDIRECTS = {
  bars: '/bars',
  oldOhioBar: '/old-ohio-bar',
  plates: '/plates',
  oldMonsterLite: '/monster-lite',
  temporarySale: '/sale',
  catalog: '/ironhouse-catalog',
  remappedColorSet: '/color-bumper-training-set',
} as const

export const EXTERNAL_CATALOG_URL = 'https://www.ironhouse.example/external-catalog'

function redirect(url: string, target: string, type: 301 | 302): UrlRewriteRow {
  return { url, entityType: 'redirect', entityId: null, redirectTarget: target, redirectType: type }
}

/**
 * The URL table: one row per standalone product (visibility 4), category and content page, plus the
 * redirects. Product 1119665 keeps its row but its url redirects to product 1119420 (platform §3).
 */
export function generateUrlRewrites(
  products: ReadonlyArray<ProductRow>,
  categories: ReadonlyArray<CategoryRow>,
  pages: ReadonlyArray<ContentPageRow>,
): Array<UrlRewriteRow> {
  const urlOf = (id: number): string => {
    const product = products.find((p) => p.productId === id)
    if (!product) throw new Error(`redirect target product ${id} is missing`)
    return product.urlKey
  }
  const rows: Array<UrlRewriteRow> = []
  for (const p of products) {
    if (p.visibility !== 4 || p.productId === P.colorTrainingSetLegacy) continue
    rows.push({ url: p.urlKey.toLowerCase(), entityType: 'product', entityId: p.productId, redirectTarget: null, redirectType: null })
  }
  for (const c of categories) {
    rows.push({ url: c.urlKey.toLowerCase(), entityType: 'category', entityId: c.categoryId, redirectTarget: null, redirectType: null })
  }
  for (const page of pages) {
    rows.push({ url: page.url.toLowerCase(), entityType: 'content', entityId: page.id, redirectTarget: null, redirectType: null })
  }
  rows.push(
    redirect(REDIRECTS.bars, '/weightlifting-bars-plates/bars', 301),
    redirect(REDIRECTS.plates, '/weightlifting-bars-plates/plates', 301),
    redirect(REDIRECTS.oldOhioBar, urlOf(P.ohioBar), 301),
    redirect(REDIRECTS.oldMonsterLite, urlOf(P.monsterLiteRack), 301),
    redirect(REDIRECTS.remappedColorSet, urlOf(P.colorTrainingSet), 301),
    redirect(REDIRECTS.temporarySale, '/hot-deals', 302),
    redirect(REDIRECTS.catalog, EXTERNAL_CATALOG_URL, 301),
  )
  return rows
}
