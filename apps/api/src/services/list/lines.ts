import {
  catalogErrors,
  childColorOf,
  checkPurchaseLimit,
  dropZeroQuantityItems,
  expandGroupItems,
  markMissedPromos,
  quantityProblemOf,
  stockInfoOf,
  stockStatusOfChosen,
  unitPriceOfBuyRequest,
  validateBuyRequest,
  validateGiftcardParties,
  multiplyMinor,
} from '@ironhouse/domain'
import type { CatalogBuyRequest, CatalogError, PurchaseLimitError, StockInfo, StockStatus } from '@ironhouse/domain'
import type { BuyRequest, ListItem, ListType } from '@ironhouse/contracts'
import type { LineProduct, ProductMap } from './catalog.ts'
import type { ListItemRow } from './repo.ts'

/** Lists that are bought from: their quantities are held to stock (commerce §4 Quantities). */
export const PURCHASE_LIST_TYPES: ReadonlyArray<ListType> = ['cart', 'quote', 'buyNow', 'registryPurchase']

export type LineFailure =
  | { kind: 'catalog'; error: CatalogError }
  | { kind: 'limit'; error: PurchaseLimitError; productId: number; name: string }
  | { kind: 'stock'; productId: number; name: string; status: StockStatus }
  | { kind: 'quoted'; productId: number; name: string }

/** What a list bought from says of a quoted product (platform §3: sold by quote, not at a price). */
export function quotedMessage(name: string): string {
  return `${name} is sold by quote: ask us for a price`
}

/**
 * What the shopper holds that purchase limits read (commerce §5): the group (0 guest), the customer's
 * tickets, and by product id what the account already bought of a one-per-account product.
 */
export type LimitContext = {
  groupId: number
  tickets: ReadonlyArray<{ product: { productId: number } }>
  accountHeld: ReadonlyMap<number, number>
}

/** The domain's limit check of a quantity of a product for this shopper (commerce §5). */
function limitOf(product: LineProduct, productId: number, qty: number, limits: LimitContext) {
  return checkPurchaseLimit({ sku: product.catalog.sku, isProgram: product.isProgram, attributes: product.attributes }, qty, {
    groupId: limits.groupId,
    tickets: limits.tickets,
    alreadyHeldQty: limits.accountHeld.get(productId) ?? 0,
  })
}

function toCatalogRequest(item: Pick<BuyRequest, 'productId' | 'qty' | 'options' | 'children' | 'metadata'>): CatalogBuyRequest {
  const giftcard = item.metadata?.giftcard
  return {
    productId: item.productId,
    qty: item.qty,
    ...(item.options ? { options: item.options } : {}),
    ...(item.children
      ? {
          children: item.children.map((c) => ({
            productId: c.productId,
            qty: c.qty,
            ...(c.price !== undefined ? { priceMinor: c.price } : {}),
            ...(c.metadata ? { metadata: c.metadata } : {}),
          })),
        }
      : {}),
    ...(giftcard ? { metadata: { giftcard: { amount: giftcard.amount ?? null, customAmount: giftcard.customAmount ?? null } } } : {}),
  }
}

/**
 * Grouped items are expanded into their children with multiplied qty (commerce §4); a child must be
 * one of the grouped product's own children. Lines with qty 0 are dropped.
 */
export function expandBuyRequests(items: ReadonlyArray<BuyRequest>, products: ProductMap): { ok: true; items: Array<BuyRequest> } | { ok: false; error: CatalogError } {
  for (const item of items) {
    if (item.type !== 'group') continue
    const group = products.get(item.productId)
    if (!group) return { ok: false, error: catalogErrors.notLoaded(item.productId) }
    const own = group.catalog.childrenIds ?? []
    if (group.catalog.type !== 'grouped' || (item.children ?? []).length === 0 || (item.children ?? []).some((c) => !own.includes(c.productId))) {
      return { ok: false, error: catalogErrors.cartItem() }
    }
  }
  const expanded = expandGroupItems(
    items.map((item) => ({ ...item, metadata: { ...item.metadata } }) as BuyRequest & { metadata: Record<string, unknown> }),
  ) as Array<BuyRequest>
  return { ok: true, items: dropZeroQuantityItems(expanded) }
}

/** The stock of a line: its chosen configurable child, its bundle's chosen children, or itself (commerce §4). */
export function stockOfLine(item: Pick<BuyRequest, 'productId' | 'children'>, products: ProductMap): StockInfo {
  const product = products.get(item.productId)
  const own = stockInfoOf(product?.inventory ?? null)
  if (!product) return own
  if (product.catalog.type === 'configurable') {
    const child = item.children?.[0]
    return child ? stockInfoOf(products.get(child.productId)?.inventory ?? null) : own
  }
  if (product.catalog.type === 'bundle') {
    const chosen = (item.children ?? []).filter((c) => c.qty > 0).map((c) => ({ qty: c.qty, stock: stockInfoOf(products.get(c.productId)?.inventory ?? null) }))
    const status = stockStatusOfChosen(chosen.map((c) => c.stock.status), own.status)
    // a bundle takes each chosen child's qty per bundle: two pairs of plates of 25 make 12 bundles the most
    const maxQty = chosen.length === 0 ? own.maxQty : Math.min(...chosen.map((c) => Math.floor(c.stock.maxQty / c.qty)))
    // a child chosen in a quantity its stock cannot give even once: the bundle cannot be bought
    if (status !== 'inStock' || maxQty < 1) return { ...own, status: status === 'inStock' ? 'oos' : status, maxQty: 0 }
    return { ...own, status, maxQty }
  }
  return own
}

/**
 * Validates one buy request for a list (commerce §5 and §8 messages): the product and its options,
 * bundle and configurable children and gift card; the purchase limits for the quantity the line will
 * hold; for lists bought from, stock.
 */
export function validateLine(
  item: BuyRequest,
  totalQty: number,
  products: ProductMap,
  listType: ListType,
  limits: LimitContext,
): LineFailure | null {
  const product = products.get(item.productId)
  const loaded = product && product.sold ? product : undefined
  const valid = validateBuyRequest(toCatalogRequest(item), loaded?.catalog)
  if (!valid.ok) return { kind: 'catalog', error: valid.error }
  const lookup = (id: number) => {
    const p = products.get(id)
    return p?.sold ? p.catalog : undefined
  }
  const priced = unitPriceOfBuyRequest(toCatalogRequest(item), lookup)
  if (!priced.ok) return { kind: 'catalog', error: priced.error }
  if (!loaded) return { kind: 'catalog', error: catalogErrors.notLoaded(item.productId) }
  if (loaded.catalog.type === 'giftcard') {
    const parties = validateGiftcardParties(item.metadata?.giftcard, loaded.catalog.giftcardData?.type)
    if (!parties.ok) return { kind: 'catalog', error: parties.error }
  }
  const limit = limitOf(loaded, item.productId, totalQty, limits)
  if (!limit.ok) return { kind: 'limit', error: limit.error, productId: item.productId, name: loaded.name }
  if (PURCHASE_LIST_TYPES.includes(listType)) {
    if (loaded.quoted) return { kind: 'quoted', productId: item.productId, name: loaded.name }
    const stock = stockOfLine(item, products)
    if (stock.status !== 'inStock') return { kind: 'stock', productId: item.productId, name: loaded.name, status: stock.status }
  }
  return null
}

/** Lines with equal keys are one line: product, options, children and gift card (a card per recipient). */
export function lineKeyOf(item: Pick<BuyRequest, 'productId' | 'options' | 'children' | 'metadata'>): string {
  const options = Object.entries(item.options ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].map(String).sort() : String(v)])
  const children = (item.children ?? [])
    .filter((c) => c.qty > 0)
    .map((c) => [c.productId, c.qty, c.metadata?.bundleOptionId ?? c.metadata?.freeBundleOptionId ?? null])
    .sort((a, b) => String(a).localeCompare(String(b)))
  const giftcard = item.metadata?.giftcard ?? null
  const registryItem = item.metadata?.registry?.itemId ?? null
  return JSON.stringify([item.productId, options, children, giftcard, registryItem])
}

/** Display labels of the chosen options: custom options by title, the configurable child's colour. */
function optionLabelsOf(row: ListItemRow, products: ProductMap): ListItem['optionLabels'] {
  const product = products.get(row.productId)
  if (!product) return []
  const labels: ListItem['optionLabels'] = []
  if (product.catalog.type === 'configurable') {
    const childId = (row.children[0] as { productId?: number } | undefined)?.productId
    const child = childId === undefined ? undefined : products.get(childId)
    const color = childColorOf(child?.attributes)
    if (color !== undefined) labels.push({ label: 'Color', value: color })
    const size = child?.attributes.size
    if (typeof size === 'string') labels.push({ label: 'Size', value: size })
  }
  for (const [id, chosen] of Object.entries(row.options)) {
    const option = product.catalog.customOptions?.find((o) => String(o.id) === id)
    if (!option) continue
    const ids = Array.isArray(chosen) ? chosen.map(String) : typeof chosen === 'string' && option.values?.length ? chosen.split(',') : [String(chosen)]
    const values = option.values && option.values.length > 0 ? ids.map((v) => option.values?.find((ov) => String(ov.id) === v.trim())?.title ?? v) : [String(chosen)]
    labels.push({ label: option.title ?? id, value: values.join(', ') })
  }
  const giftcard = row.metadata.giftcard as { recipientName?: string; amount?: number | null; customAmount?: number | null } | undefined
  if (giftcard?.recipientName) labels.push({ label: 'To', value: giftcard.recipientName })
  return labels
}

/** The product a line is priced as: a configurable's chosen child, else the product itself. */
function pricedProductOf(row: ListItemRow, products: ProductMap): LineProduct | undefined {
  const product = products.get(row.productId)
  if (product?.catalog.type !== 'configurable') return product
  const childId = (row.children[0] as { productId?: number } | undefined)?.productId
  return childId === undefined ? undefined : products.get(childId)
}

export function problemMessage(product: Pick<LineProduct, 'name'>, limit: number): string {
  return `Only ${limit} of ${product.name} can be bought`
}

/**
 * A stored line as the shopper sees it now: re-priced from the catalogue (the add-time price kept), its
 * stock status, promo status (missed when a promo it was added under has ended) and its problems.
 */
export function viewOfItem(row: ListItemRow, products: ProductMap, listType: ListType, limits: LimitContext, currency: string): ListItem {
  const product = products.get(row.productId)
  const snapshot = row.snapshot as { name?: string; sku?: string; url?: string; thumbnail?: string | null; type?: string; weight?: number; priceAtAdd?: number; currencyAtAdd?: string; promoStatus?: string }
  // one cart serves every site: a price kept when the line was added on a site of another currency (or
  // before the currency was kept) is not comparable with today's, so it is not shown as "was"
  const addedAt = snapshot.currencyAtAdd === currency ? snapshot.priceAtAdd : undefined
  const request = {
    productId: row.productId,
    qty: row.qty,
    options: row.options as BuyRequest['options'],
    children: row.children as BuyRequest['children'],
    metadata: row.metadata as BuyRequest['metadata'],
  } as BuyRequest
  const lookup = (id: number) => {
    const p = products.get(id)
    return p?.sold ? p.catalog : undefined
  }
  const priced = product ? unitPriceOfBuyRequest(toCatalogRequest(request), lookup, (p) => products.get(p.productId)?.price ?? p.priceMinor) : null
  const listed = product ? unitPriceOfBuyRequest(toCatalogRequest(request), lookup) : null
  const beforeTickets = product
    ? unitPriceOfBuyRequest(toCatalogRequest(request), lookup, (p) => {
        const line = products.get(p.productId)
        return line ? line.price + line.earnedDiscount : p.priceMinor
      })
    : null
  const price = priced?.ok ? priced.value : (addedAt ?? 0)
  const earnedDiscount = priced?.ok && beforeTickets?.ok ? beforeTickets.value - priced.value : 0
  const listPrice = listed?.ok ? listed.value : price
  const stock = product ? stockOfLine(request, products) : stockInfoOf(null)
  const problems: ListItem['problems'] = []
  if (!product || !product.sold || (priced && !priced.ok)) {
    problems.push({ code: 'UNAVAILABLE', message: priced && !priced.ok ? priced.error.message : 'This product is no longer available' })
  }
  const promoStatus = product
    ? (markMissedPromos(
        snapshot.promoStatus === 'active' ? [{ productId: row.productId, status: 'active' }] : [],
        product.promo.status === 'active' || snapshot.promoStatus !== 'active' ? [{ productId: row.productId, status: product.promo.status }] : [],
      ).find((p) => p.productId === row.productId)?.status ?? 'none')
    : 'none'
  if (product && PURCHASE_LIST_TYPES.includes(listType)) {
    if (product.quoted) problems.push({ code: 'QUOTE_ONLY', message: quotedMessage(product.name) })
    else if (stock.status !== 'inStock') {
      problems.push({ code: stock.status === 'bin' ? 'BIN' : 'OUT_OF_STOCK', message: `${product.name} is out of stock` })
    } else {
      const quantity = quantityProblemOf(row.qty, { stockMax: stock.maxQty, promoQty: product.promo.status === 'active' ? product.promo.qty : null })
      if (quantity) problems.push({ code: quantity.code, message: problemMessage(product, quantity.limit), limit: quantity.limit })
    }
    const limit = limitOf(product, row.productId, row.qty, limits)
    if (!limit.ok) problems.push(limitProblem(limit.error, product.name))
  }
  const childView = (row.children as Array<{ productId: number; qty: number }>).map((c) => {
    const child = products.get(c.productId)
    return { ...c, name: child?.name ?? '', sku: child?.sku ?? '' }
  })
  const addonType = product?.attributes.addon_type
  return {
    _id: row.id,
    listItemId: row.id,
    productId: row.productId,
    qty: row.qty,
    options: row.options,
    metadata: row.metadata,
    children: childView,
    product: {
      name: product?.name ?? snapshot.name ?? '',
      sku: product?.sku ?? snapshot.sku ?? '',
      url: product?.url ?? snapshot.url ?? '',
      thumbnail: product?.thumbnail ?? snapshot.thumbnail ?? null,
      type: product?.catalog.type ?? snapshot.type ?? 'simple',
      weight: product?.weight ?? snapshot.weight ?? 0,
    },
    optionLabels: optionLabelsOf(row, products),
    price,
    listPrice,
    priceAtAdd: addedAt ?? price,
    rowTotal: multiplyMinor(price, row.qty),
    earnedDiscount,
    freeShipping: pricedProductOf(row, products)?.freeShipping ?? false,
    promo: {
      status: promoStatus,
      price: product?.promo.price ?? null,
      qty: product?.promo.qty ?? null,
    },
    stock: {
      status: stock.status,
      maxQty: stock.maxQty,
      backorder: stock.backorder,
      ...(stock.leadTime !== undefined ? { leadTime: stock.leadTime } : {}),
      ...(stock.restockStatus !== undefined ? { restockStatus: stock.restockStatus } : {}),
    },
    problems,
    addonType: typeof addonType === 'string' ? addonType : null,
  }
}

/**
 * commerce §4 Quantities across a list's lines: a product that several lines take (the Ohio Bar alone and
 * in a bundle, a belt in two sizes) is bought up to its stock max in all, as placement takes its stock.
 * Each of those lines without a stock or quantity problem of its own gets the quantity problem, naming
 * the product, with the most that line may hold beside the others. Answers the lines, problems added.
 */
export function withSharedStockProblems(views: ReadonlyArray<ListItem>, products: ProductMap): Array<ListItem> {
  const partsOf = (view: ListItem) => (view.children.length > 0 ? view.children.map((c) => ({ productId: c.productId, qty: c.qty })) : [{ productId: view.productId, qty: 1 }])
  const counted = new Set(views.filter((view) => !view.problems.some((p) => p.code === 'UNAVAILABLE')))
  const needs = new Map<number, number>()
  for (const view of counted) for (const part of partsOf(view)) needs.set(part.productId, (needs.get(part.productId) ?? 0) + part.qty * view.qty)
  return views.map((view) => {
    if (!counted.has(view) || view.problems.some((p) => ['QUANTITY_ABOVE_LIMIT', 'OUT_OF_STOCK', 'BIN'].includes(p.code))) return view
    for (const part of partsOf(view)) {
      const product = products.get(part.productId)
      const stock = stockInfoOf(product?.inventory ?? null)
      const need = needs.get(part.productId) ?? 0
      if (!product || stock.status !== 'inStock' || need <= stock.maxQty) continue
      const others = need - part.qty * view.qty
      const limit = Math.max(0, Math.floor((stock.maxQty - others) / part.qty))
      return { ...view, problems: [...view.problems, { code: 'QUANTITY_ABOVE_LIMIT', message: problemMessage(product, stock.maxQty), limit }] }
    }
    return view
  })
}

/** The wire message of a purchase-limit failure (commerce §5; the spec gives no text, these are ours). */
export function limitProblem(error: PurchaseLimitError, name: string): ListItem['problems'][number] {
  switch (error.code) {
    case 'PURCHASE_LIMIT_EXCEEDED':
      // fewer allowed than the limit: the account already bought some (the one-per-account shirt)
      return error.allowedQty < error.limit
        ? { code: error.code, message: `${name} is limited to ${error.limit} per account`, limit: error.allowedQty }
        : { code: error.code, message: `${name} is limited to ${error.limit} per order`, limit: error.limit }
    case 'LOGIN_REQUIRED':
      return { code: error.code, message: `Sign in to buy ${name}` }
    case 'TICKET_REQUIRED':
      return { code: error.code, message: `${name} is only for holders of the 2023 competition premium ticket` }
  }
}

/** A snapshot of the product as it was added (commerce §4: kept for display, never used to price). */
export function snapshotOf(item: BuyRequest, products: ProductMap, listType: ListType, limits: LimitContext, currency: string): Record<string, unknown> {
  const product = products.get(item.productId)
  const row = { id: '', listId: '', productId: item.productId, qty: item.qty, options: item.options ?? {}, children: item.children ?? [], metadata: item.metadata ?? {}, snapshot: {}, lineKey: '', position: 0, createdAt: '' }
  const view = viewOfItem(row, products, listType, limits, currency)
  return {
    name: product?.name,
    sku: product?.sku,
    url: product?.url,
    thumbnail: product?.thumbnail,
    type: product?.catalog.type,
    weight: product?.weight,
    priceAtAdd: view.price,
    currencyAtAdd: currency,
    promoStatus: product?.promo.status,
  }
}
