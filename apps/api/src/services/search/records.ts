import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import { childColorOf, fromMinor, LOGGED_OUT_CUSTOMER_GROUP_ID, productRating, type SearchProviderProduct, type SearchProviderVariant } from '@ironhouse/domain'
import type { ProductPricing } from '@ironhouse/contracts'
import { priceProducts } from '../content/public.ts'
import type { SiteContext } from '../../plugins/site.ts'
import { rowsOf } from './index-refresh.ts'
import { intArray } from './sql-arrays.ts'

// Product records of the search response, in the provider's shape (packages/domain
// SearchProviderProduct): prices in major units of the site's store decided by priceProducts (a guest's
// price: the answers are shared), categories from the top level down, the colour children.

type Row = {
  product_id: number
  sku: string
  store_sku: string | null
  name: string
  url_key: string
  type: string
  thumbnail: string | null
  gallery: Array<{ link?: string }> | null
  attributes: Record<string, unknown>
  children_ids: Array<number> | null
  category_l1: Array<string> | null
  category_l2: Array<string> | null
  category_l3: Array<string> | null
}

function major(minor: number | null): number | null {
  return minor === null ? null : fromMinor(minor)
}

/** A tile's prices from the store's one price function (a guest's: search answers are shared), major units. */
function pricesOf(pricing: ProductPricing | undefined) {
  if (!pricing) return { price: null, final_price: null }
  return { price: major(pricing.list), final_price: major(pricing.final) }
}

async function loadRows(db: Db, ids: ReadonlyArray<number>, storeId: number): Promise<Array<Row>> {
  if (ids.length === 0) return []
  const result = await db.execute(sql`
    select p.product_id, p.sku, pp.sku as store_sku, p.name, p.url_key, p.type, p.thumbnail, p.gallery, p.attributes,
      p.children_ids, s.category_l1, s.category_l2, s.category_l3
    from products p
    left join product_prices pp on pp.product_id = p.product_id and pp.store_id = ${storeId}
    left join search_products s on s.product_id = p.product_id
    where p.product_id = any(${intArray(ids)})
  `)
  return rowsOf(result) as unknown as Array<Row>
}

function toVariant(row: Row, site: SiteContext, pricing: ProductPricing | undefined): SearchProviderVariant {
  const prices = pricesOf(pricing)
  const variant: SearchProviderVariant = {
    product_id: row.product_id,
    child_id: row.product_id,
    name: row.name,
    url: row.url_key,
    price: prices.price,
    final_price: prices.final_price,
  }
  const color = childColorOf(row.attributes)
  if (color !== undefined) {
    variant.color = color
    variant.variation_key = color.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  }
  if (row.thumbnail) variant.image_url = row.thumbnail
  const hover = row.gallery?.[1]?.link
  if (hover) variant.hover_image_url = hover
  if (site.code === 'GBR') Object.assign(variant, { gbp_price: prices.price, gbp_final_price: prices.final_price })
  return variant
}

/**
 * Records remembered between answers (SearchEngine: dropped when any product, price or stock changes,
 * each valid until the next promo window edge). Keys carry the site: prices are the site's store's.
 */
export type RecordMemo = {
  get(key: string, now: Date): SearchProviderProduct | undefined
  set(key: string, record: SearchProviderProduct, now: Date): void
}

/** The provider records of `ids`, in that order (unknown ids are left out); remembered ones are not read again. */
export async function productRecords(
  db: Db,
  ids: ReadonlyArray<number>,
  site: SiteContext,
  now: Date,
  memo?: RecordMemo,
): Promise<Array<SearchProviderProduct>> {
  const keyOf = (id: number) => `${site.code}:${id}`
  const known = new Map<number, SearchProviderProduct>()
  for (const id of ids) {
    const record = memo?.get(keyOf(id), now)
    if (record) known.set(id, record)
  }
  const missing = ids.filter((id) => !known.has(id))
  if (missing.length > 0) {
    for (const record of await readRecords(db, missing, site, now)) {
      const id = Number(record.product_id)
      known.set(id, record)
      memo?.set(keyOf(id), record, now)
    }
  }
  return ids.flatMap((id) => known.get(id) ?? [])
}

async function readRecords(db: Db, ids: ReadonlyArray<number>, site: SiteContext, now: Date): Promise<Array<SearchProviderProduct>> {
  const rows = await loadRows(db, ids, site.storeId)
  const childIds = rows.flatMap((r) => (Array.isArray(r.children_ids) ? r.children_ids : [])).slice(0, 2000)
  const children = new Map((await loadRows(db, childIds, site.storeId)).map((r) => [r.product_id, r]))
  const byId = new Map(rows.map((r) => [r.product_id, r]))
  const pricing = await priceProducts(db, { storeId: site.storeId, groupId: LOGGED_OUT_CUSTOMER_GROUP_ID, now, productIds: [...byId.keys(), ...children.keys()] })
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const prices = pricesOf(pricing.get(row.product_id))
    const manufacturer = typeof row.attributes.manufacturer === 'string' ? row.attributes.manufacturer : undefined
    const related = (row.children_ids ?? [])
      .map((childId) => children.get(childId))
      .filter((child): child is Row => child !== undefined && childColorOf(child.attributes) !== undefined)
      .map((child) => toVariant(child, site, pricing.get(child.product_id)))
    const categories = [row.category_l1?.[0], row.category_l2?.[0], row.category_l3?.[0]].filter((c): c is string => typeof c === 'string')
    const record: SearchProviderProduct = {
      product_id: row.product_id,
      sku: row.store_sku ?? row.sku,
      name: row.name,
      url: row.url_key,
      type: row.type,
      price: prices.price,
      final_price: prices.final_price,
      categories,
      related,
    }
    if (site.code === 'GBR') Object.assign(record, { gbp_price: prices.price, gbp_final_price: prices.final_price })
    if (row.thumbnail) record.image_url = row.thumbnail
    const hover = row.gallery?.[1]?.link
    if (hover) record.hover_image_url = hover
    if (manufacturer) record.manufacturer = manufacturer
    const taxClass = row.attributes.tax_class_id
    if (typeof taxClass === 'string' || typeof taxClass === 'number') record.tax_class_id = taxClass
    const challenge = row.attributes.challenge_status
    if (typeof challenge === 'string') record.challenge_status = challenge
    if (row.attributes.remapped_to !== undefined) record.has_redirect = true
    const rating = productRating(row.attributes)
    if (rating) Object.assign(record, { rating_summary: rating.average, review_count: rating.count })
    return [record]
  })
}
