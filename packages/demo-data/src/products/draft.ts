import type { inventory, products } from '@ironhouse/db'
import { slugOf } from '@ironhouse/domain'

export type ProductRow = typeof products.$inferInsert
export type InventoryRow = typeof inventory.$inferInsert

/**
 * A product before pricing: the row, its USD (store 1) prices in cents, its stock and categories.
 * prices.ts turns the USD amounts into one product_prices row per store.
 */
export type ProductDraft = {
  row: ProductRow
  /** List price in USD cents (0 = quoted or free). */
  priceUsd: number
  specialUsd: number | null
  promoUsd: number | null
  /** Customer-group prices for groups 2 and 3 (commerce §4). */
  groupPriced: boolean
  /** null: no inventory row at all (commerce §4: unknown stock gives oos). */
  stock: Omit<InventoryRow, 'productId'> | null
  categoryIds: Array<number>
}

export type StockKind = 'in' | 'bin' | 'oos' | 'backorder' | 'leadTime' | 'none'

export function stockOf(kind: StockKind, qoh = 40): ProductDraft['stock'] {
  switch (kind) {
    case 'in':
      return { qoh, min: 1, max: Math.max(1, Math.min(qoh, 25)), bin: false, backorder: false }
    case 'bin':
      return { qoh: 0, min: 1, max: 0, bin: true, backorder: false, restockStatus: 'Expected back in 4-6 weeks' }
    case 'oos':
      return { qoh: 0, min: 1, max: 0, bin: false, backorder: false }
    case 'backorder':
      return { qoh: 0, min: 1, max: 20, bin: false, backorder: true, restockStatus: 'Expected to ship in 4-6 weeks' }
    case 'leadTime':
      return { qoh, min: 1, max: 10, bin: false, backorder: false, leadTime: '2-3 weeks' }
    case 'none':
      return null
  }
}

export type DraftInput = {
  id: number
  sku?: string
  name: string
  type?: ProductRow['type']
  urlKey?: string
  visibility?: number
  price: number
  special?: number | null
  promo?: number | null
  groupPriced?: boolean
  weight?: number
  stock?: StockKind
  qoh?: number
  categories: Array<number>
  attributes?: Record<string, unknown>
  description?: string
} & Partial<Pick<ProductRow, 'childrenIds' | 'relatedIds' | 'bundleOptions' | 'customOptions' | 'giftcardData' | 'hundoPricing' | 'isProgram' | 'shipDirect'>>

/** Attributes every physical product carries unless a draft overrides them. */
const BASE_ATTRIBUTES = {
  manufacturer: 'Ironhouse',
  tax_class_id: 2,
  program_delivery: 'Not Applicable',
}

export function draft(input: DraftInput): ProductDraft {
  const { id, name } = input
  const type = input.type ?? 'simple'
  const row: ProductRow = {
    productId: id,
    sku: input.sku ?? `IH-${id}`,
    name,
    type,
    urlKey: input.urlKey ?? `/${slugOf(name)}`,
    visibility: input.visibility ?? 4,
    // the generated gallery is set once every product is drafted (images/catalog-images.ts)
    thumbnail: null,
    gallery: [],
    description: input.description ?? `${name}: designed, tested and backed by Ironhouse.`,
    weight: input.weight ?? 0,
    childrenIds: input.childrenIds ?? [],
    relatedIds: input.relatedIds ?? [],
    bundleOptions: input.bundleOptions ?? [],
    customOptions: input.customOptions ?? [],
    giftcardData: input.giftcardData ?? null,
    hundoPricing: input.hundoPricing ?? [],
    isProgram: input.isProgram ?? false,
    primaryCategoryId: input.categories[0] ?? null,
    attributes: { ...BASE_ATTRIBUTES, ...input.attributes },
    shipDirect: input.shipDirect ?? false,
  }
  return {
    row,
    priceUsd: input.price,
    specialUsd: input.special ?? null,
    promoUsd: input.promo ?? null,
    groupPriced: input.groupPriced ?? false,
    stock: stockOf(input.stock ?? 'in', input.qoh),
    categoryIds: input.categories,
  }
}

export const COLORS: ReadonlyArray<{ code: string; label: string }> = [
  { code: 'black', label: 'Black' },
  { code: 'red', label: 'Red' },
  { code: 'blue', label: 'Blue' },
  { code: 'grey', label: 'Heather Grey' },
  { code: 'navy', label: 'Navy' },
  { code: 'olive', label: 'Olive' },
  { code: 'white', label: 'White' },
  { code: 'orange', label: 'Orange' },
  { code: 'green', label: 'Green' },
  { code: 'yellow', label: 'Yellow' },
  { code: 'purple', label: 'Purple' },
  { code: 'sand', label: 'Sand' },
]

/** Promo attributes stay on the parent: a child is priced through it. */
function withoutPromo(attributes: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes ?? {}).filter(([key]) => !key.startsWith('rogue_promo_')))
}

/**
 * A configurable product and its colour children (commerce §3): children are simple, hidden
 * (visibility 1) and carry attributes.color; the parent lists them in childrenIds.
 */
export function configurable(
  parent: Omit<DraftInput, 'type' | 'childrenIds'>,
  firstChildId: number,
  colorCount: number,
  childStock: (index: number) => StockKind = () => 'in',
): Array<ProductDraft> {
  const colors = COLORS.slice(0, colorCount)
  const parentDraft = draft({ ...parent, type: 'configurable', childrenIds: colors.map((_, i) => firstChildId + i) })
  const parentSku = parentDraft.row.sku
  const children = colors.map((color, i) =>
    draft({
      id: firstChildId + i,
      sku: `${parentSku}-${color.code.toUpperCase()}`,
      name: `${parent.name} - ${color.label}`,
      urlKey: `${parentDraft.row.urlKey}-${color.code}`,
      visibility: 1,
      price: parent.price,
      special: parent.special ?? null,
      weight: parent.weight ?? 0,
      stock: childStock(i),
      categories: [],
      attributes: { ...withoutPromo(parent.attributes), color: color.label, parent_id: parent.id },
    }),
  )
  for (const child of children) child.row.primaryCategoryId = parentDraft.row.primaryCategoryId ?? null
  // the parent's own stock row mirrors the best child (commerce §4 stock is read per chosen child)
  parentDraft.stock = stockOf(children.some((c) => c.stock && (c.stock.max ?? 0) > 0) ? 'in' : 'oos')
  return [parentDraft, ...children]
}
