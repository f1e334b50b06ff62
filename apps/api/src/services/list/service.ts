import { randomBytes, randomUUID } from 'node:crypto'
import {
  cartItemCount,
  currencyForStore,
  hundoDiscountForRows,
  listDisplayName,
  listsToDeleteOnLoad,
  listTypeNeedsLogin,
  LOGGED_OUT_CUSTOMER_GROUP_ID,
  mergeQuantity,
  PREMIUM_TICKET_2023_PRODUCT_ID,
  PREMIUM_TICKET_SHIRT_SKU,
  planGuestListMerge,
  planMoveListItems,
  planRemoveListItems,
  productsAddedToCartMessage,
  productsMovedToListMessage,
  siteByStoreId,
  SITES,
  addMinor,
} from '@ironhouse/domain'
import type { BuyRequest, List, ListMessage, ListMetadataInput, ListType } from '@ironhouse/contracts'
import type { Db } from '@ironhouse/db'
import { AppError, notFound } from '../../lib/app-errors.ts'
import type { SiteContext } from '../../plugins/site.ts'
import { loadLineProducts, loadLineProductsAt, type LineProduct, type LinePricingContext, type ProductMap } from './catalog.ts'
import { earnedTicketsOf, ticketsOf } from '../ticket/public.ts'
import { withTransaction, type Executor } from '@ironhouse/db'
import {
  expandBuyRequests,
  limitProblem,
  lineKeyOf,
  problemMessage,
  PURCHASE_LIST_TYPES,
  snapshotOf,
  stockOfLine,
  validateLine,
  viewOfItem,
  withSharedStockProblems,
  type LimitContext,
  quotedMessage,
  type LineFailure,
} from './lines.ts'
import * as repo from './repo.ts'
import type { ListItemRow, ListOwner, ListRow } from './repo.ts'

export type ListContext = { db: Db; owner: ListOwner; site: SiteContext; now: Date }

/** Lists a registry shopper or a link holder may read (commerce §4: shared through their urlKey). */
const SHARED_LIST_TYPES: ReadonlyArray<ListType> = ['wishlist', 'registry']

function siteOfStore(storeId: number): SiteContext {
  const site = siteByStoreId(storeId) ?? SITES.USA
  return { code: site.code, storeId: site.storeId, currency: currencyForStore(site.storeId) ?? site.currency }
}

/** What the lines of one call are decided with: the purchase-limit context and the price context. */
type Holder = { limits: LimitContext; pricing: LinePricingContext }

const holders = new WeakMap<object, Promise<Holder>>()

/**
 * The shopper of a call as the rules read them, loaded once per call: the session's group (0 guest, a
 * customer at least 1), the customer's tickets (commerce §3: the 2023 premium ticket opens the premium
 * shirt, earned-ticket discounts go to priceProducts) and what the account already bought of the
 * one-per-account shirt (commerce §5).
 */
function holderOf(db: Executor, ctx: Omit<ListContext, 'db'>): Promise<Holder> {
  const known = holders.get(ctx)
  if (known) return known
  const loading = (async (): Promise<Holder> => {
    const { owner, site, now } = ctx
    const groupId = owner.customerId === null ? 0 : Math.max(1, owner.groupId)
    const tickets = await ticketsOf(db, owner.customerId, site.storeId)
    const holdsPremium = tickets.some((t) => t.product.productId === PREMIUM_TICKET_2023_PRODUCT_ID)
    const accountHeld = owner.customerId !== null && holdsPremium ? await repo.orderedQtyBySku(db, owner.customerId, PREMIUM_TICKET_SHIRT_SKU) : new Map<number, number>()
    return {
      limits: { groupId, tickets, accountHeld },
      pricing: { storeId: site.storeId, groupId, now, tickets: earnedTicketsOf(tickets) },
    }
  })()
  holders.set(ctx, loading)
  return loading
}

function failureError(failure: LineFailure): AppError {
  switch (failure.kind) {
    case 'catalog':
      return new AppError('validation_error', failure.error.message, failure.error)
    case 'limit': {
      const problem = limitProblem(failure.error, failure.name)
      return new AppError(failure.error.code === 'LOGIN_REQUIRED' ? 'unauthorized' : 'purchase_limit', problem.message, { ...failure.error, productId: failure.productId })
    }
    case 'stock':
      return new AppError('out_of_stock', `${failure.name} is out of stock`, { productId: failure.productId, status: failure.status })
    case 'quoted':
      return new AppError('quote_only', quotedMessage(failure.name), { productId: failure.productId })
  }
}

function requireLoginFor(type: ListType, owner: ListOwner): void {
  if ((listTypeNeedsLogin(type) || type === 'registry') && owner.customerId === null) {
    throw new AppError('unauthorized', `Sign in to use your ${listDisplayName(type)}`)
  }
}

function productIdsOf(items: ReadonlyArray<{ productId: number; children?: ReadonlyArray<{ productId: number }> | unknown }>): Array<number> {
  return items.flatMap((i) => [i.productId, ...((i.children as Array<{ productId: number }> | undefined) ?? []).map((c) => c.productId)])
}

/** The list as the wire carries it (commerce §3 List), re-priced now. */
function viewOfList(row: ListRow, items: ReadonlyArray<ListItemRow>, products: ProductMap, site: SiteContext, limits: LimitContext, messages: Array<ListMessage> = []): List {
  const lines = items.map((item) => viewOfItem(item, products, row.type as ListType, limits, site.currency))
  const views = PURCHASE_LIST_TYPES.includes(row.type as ListType) ? withSharedStockProblems(lines, products) : lines
  const priced = views.filter((v) => !v.problems.some((p) => p.code === 'UNAVAILABLE'))
  const hundoDiscount = hundoDiscountForRows(
    priced.map((v) => ({ unitWeightLb: v.product.weight, qty: v.qty, tiers: products.get(v.productId)?.hundoPricing ?? [] })),
  )
  const subtotal = addMinor(...priced.map((v) => v.rowTotal))
  const lineMessages: Array<ListMessage> = views.flatMap((v) =>
    v.problems.map((p) => ({ type: 'error' as const, productId: v.productId, text: p.message, status: p.code, destination: null })),
  )
  const name = typeof row.metadata.name === 'string' && row.metadata.name !== '' ? row.metadata.name : listDisplayName(row.type as ListType)
  return {
    _id: row.id,
    type: row.type as ListType,
    name,
    items: views,
    messages: [...messages, ...lineMessages],
    metadata: { ...row.metadata, isActive: row.isActive },
    urlKey: row.urlKey,
    storeId: site.storeId,
    currency: site.currency,
    totals: {
      subtotal,
      hundoDiscount,
      discount: hundoDiscount,
      total: subtotal - hundoDiscount,
      count: cartItemCount(views),
    },
    updatedAt: row.updatedAt,
  }
}

async function renderLists(
  db: Executor,
  rows: ReadonlyArray<ListRow>,
  ctx: Omit<ListContext, 'db'>,
  messages?: Map<string, Array<ListMessage>>,
  /** The lists' lines when they were read with the lists already. */
  known?: ReadonlyArray<repo.ListItemRow>,
): Promise<Array<List>> {
  const items = known ?? (await repo.findItems(db, rows.map((r) => r.id)))
  const holder = await holderOf(db, ctx)
  const products = await loadLineProducts(db, productIdsOf(items), holder.pricing)
  return rows.map((row) =>
    viewOfList(row, items.filter((i) => i.listId === row.id), products, ctx.site, holder.limits, messages?.get(row.id)),
  )
}

async function renderOne(db: Executor, row: ListRow, ctx: Omit<ListContext, 'db'>, messages: Array<ListMessage> = []): Promise<List> {
  const [list] = await renderLists(db, [row], ctx, new Map([[row.id, messages]]))
  if (!list) throw new Error('list render produced nothing')
  return list
}

async function requireOwned(db: Executor, owner: ListOwner, id: string): Promise<ListRow> {
  const row = await repo.findOwnedList(db, owner, id)
  if (!row) throw notFound(`List ${id}`)
  return row
}

async function reload(db: Executor, id: string): Promise<ListRow> {
  const row = await repo.findListById(db, id)
  if (!row) throw notFound(`List ${id}`)
  return row
}

/**
 * Commerce §4 on load: active lists only; registryPurchase lists without a registry or items are
 * deleted; buyNow lists are deleted when the shopper's page (path) is outside checkout, login and the
 * preloader.
 */
export async function getLists(ctx: ListContext, query: { active?: 'true' | 'false'; path?: string | undefined }): Promise<Array<List>> {
  const db = ctx.db as unknown as Executor
  // the lists, their lines and stock and the catalogue's epoch in one statement (docs/lists.md "Add-to-cart cost")
  const reads = await repo.readOwnedLists(db, ctx.owner)
  // a read that names no page leaves the buy-now list alone (the page decides, commerce §2)
  const judged = reads.filter(({ list }) => list.type !== 'buyNow' || query.path !== undefined)
  const views = judged.map((read) => ({ _id: read.list.id, type: read.list.type as ListType, items: read.items, metadata: read.list.metadata, read }))
  const deleted = listsToDeleteOnLoad(views, query.path ?? '/').map((view) => view.read)
  if (deleted.length > 0) {
    await withTransaction(ctx.db, async (tx) => {
      await repo.lockOwner(tx, ctx.owner)
      for (const { list } of deleted) await repo.touchList(tx, list.id, { isActive: false })
    })
  }
  const kept = reads.filter((read) => !deleted.includes(read))
  const first = kept[0]
  if (!first) return []
  const holder = await holderOf(db, ctx)
  const all = {
    epoch: first.epoch,
    stock: new Map(kept.flatMap((read) => [...read.stock])),
    covered: new Set(kept.flatMap((read) => [...read.covered])),
  }
  const products = await loadLineProductsAt(db, productIdsOf(kept.flatMap((read) => read.items)), holder.pricing, all)
  return kept.map((read) => viewOfList(read.list, read.items, products, ctx.site, holder.limits))
}

/** The owner's active list rendered now, or undefined (for checkout's read, public.ts). */
export async function renderOwned(db: Executor, owner: ListOwner, id: string, site: SiteContext, now: Date): Promise<List | undefined> {
  // the list and its lines in one (prepared) statement: every quote and placement reads the cart here
  const found = await repo.findOwnedListWithItems(db, owner, id)
  if (!found) return undefined
  const [list] = await renderLists(db, [found.list], { owner, site, now }, new Map([[found.list.id, []]]), found.items)
  return list
}

/**
 * The cart read (docs/lists.md "Add-to-cart cost"): one statement reads the list, its lines, their stock
 * and the catalogue's epoch; the lines are priced now from the catalogue rows of that epoch (the process's
 * cache, else read).
 */
export async function getList(ctx: ListContext, id: string): Promise<List> {
  const db = ctx.db as unknown as Executor
  const read = await repo.readOwnedList(db, ctx.owner, id, [])
  if (!read) throw notFound(`List ${id}`)
  const holder = await holderOf(db, ctx)
  const products = await loadLineProductsAt(db, productIdsOf(read.items), holder.pricing, read)
  return viewOfList(read.list, read.items, products, ctx.site, holder.limits)
}

function metadataFor(type: ListType, input: ListMetadataInput | undefined, now: Date): Record<string, unknown> {
  const metadata: Record<string, unknown> = { ...input }
  if (type === 'quote' && metadata.activeCartTs === undefined) metadata.activeCartTs = now.getTime()
  return metadata
}

/**
 * A new registry's event date (ours: the spec is silent): a real calendar day, today or later. A day of
 * slack before today's UTC date lets a shopper west of UTC pick their own today.
 */
function checkEventDate(eventDate: string | undefined, now: Date): void {
  if (eventDate === undefined) return
  const day = new Date(`${eventDate}T00:00:00Z`)
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== eventDate) throw new AppError('validation_error', 'Please enter a valid event date')
  const earliest = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
  if (eventDate < earliest) throw new AppError('validation_error', 'The event date must be today or later')
}

/** A new list of the owner, under the owner's lock (in the caller's transaction). */
async function insertOwnedList(tx: Executor, ctx: Omit<ListContext, 'db'>, type: ListType, input: ListMetadataInput | undefined): Promise<ListRow> {
  await repo.lockOwner(tx, ctx.owner)
  return repo.insertList(tx, {
    id: randomUUID(),
    type,
    customerId: ctx.owner.customerId,
    guestId: ctx.owner.customerId === null ? ctx.owner.guestId : null,
    storeId: ctx.site.storeId,
    urlKey: SHARED_LIST_TYPES.includes(type) ? randomBytes(12).toString('base64url') : null,
    metadata: metadataFor(type, input, ctx.now),
  })
}

export async function createList(ctx: ListContext, type: ListType, input: ListMetadataInput | undefined): Promise<List> {
  requireLoginFor(type, ctx.owner)
  if (type === 'registryPurchase') {
    const registryId = input?.registry?.registryId
    if (!registryId || !(await repo.findRegistryById(ctx.db, registryId))) throw new AppError('validation_error', 'A registry purchase needs an active registry')
  }
  if (type === 'registry' && !input?.registrantName) throw new AppError('validation_error', 'A registry needs the registrant name')
  if (type === 'registry') checkEventDate(input?.registry?.eventDate, ctx.now)
  return withTransaction(ctx.db, async (tx) => {
    const row = await insertOwnedList(tx, ctx, type, input)
    // a new list has no lines to read
    const [list] = await renderLists(tx, [row], ctx, new Map([[row.id, []]]), [])
    if (!list) throw new Error('list render produced nothing')
    return list
  })
}

/**
 * A list made for a customer by staff (docs/lists.md "Quotes built by staff"): the list and its lines in
 * one transaction, each line validated and priced as the customer's own add would be (any refused line
 * refuses the whole list), and the caller's follow-up (the mail) in the same transaction.
 */
export async function createListWithItems(
  db: Db,
  ctx: Omit<ListContext, 'db'>,
  type: ListType,
  input: ListMetadataInput,
  items: ReadonlyArray<BuyRequest>,
  then: (tx: Executor, list: List) => Promise<void>,
): Promise<List> {
  return withTransaction(db, async (tx) => {
    const row = await insertOwnedList(tx, ctx, type, input)
    await addInside(tx, row, items, ctx)
    const list = await renderOne(tx, row, ctx)
    await then(tx, list)
    return list
  })
}

export async function deleteList(ctx: ListContext, id: string): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    await repo.lockOwner(tx, ctx.owner)
    await requireOwned(tx, ctx.owner, id)
    await repo.touchList(tx, id, { isActive: false })
  })
}

export async function updateMetadata(ctx: ListContext, id: string, input: ListMetadataInput): Promise<List> {
  return withTransaction(ctx.db, async (tx) => {
    await repo.lockOwner(tx, ctx.owner)
    const row = await requireOwned(tx, ctx.owner, id)
    const metadata = { ...row.metadata, ...input }
    if (input.registry) metadata.registry = { ...(row.metadata.registry as object | undefined), ...input.registry }
    await repo.touchList(tx, id, { metadata })
    return renderOne(tx, await reload(tx, id), ctx)
  })
}

/**
 * What a request adds: its products (with their bundle, configurable and grouped children) priced for the
 * shopper, and the buy requests with grouped items expanded into their children (commerce §4). A request
 * that does not expand is kept as its error, thrown once the list is known to be the caller's (another
 * shopper's list answers 404 whatever the body).
 */
/** Buy requests checked against their products, priced in `currency` (the store's: kept with a new line's price). */
type Prepared = { products: Map<number, LineProduct>; expanded: ReturnType<typeof expandBuyRequests>; currency: string }

function expandWith(products: Map<number, LineProduct>, requested: ReadonlyArray<BuyRequest>, currency: string): Prepared {
  return { products, expanded: expandBuyRequests(requested, products), currency }
}

async function prepareAdd(db: Executor, requested: ReadonlyArray<BuyRequest>, pricing: LinePricingContext, currency: string): Promise<Prepared> {
  const prepared = expandWith(await loadLineProducts(db, productIdsOf(requested), pricing), requested, currency)
  const { products, expanded } = prepared
  if (expanded.ok) {
    const needed = productIdsOf(expanded.items).filter((id) => !products.has(id))
    if (needed.length > 0) for (const [k, v] of await loadLineProducts(db, needed, pricing)) products.set(k, v)
  }
  return prepared
}

/**
 * `added`: how many more the lists hold (a merge capped at the stock max adds less); `requested`: how many
 * were asked; `capped`: what a capped merge tells the shopper ("Only 25 of The Ohio Bar can be bought").
 */
type AddPlan = { added: number; requested: number; capped: Array<ListMessage>; lines: Array<ListItemRow>; changed: Array<{ id: string; qty: number }>; inserts: Array<repo.NewListItemRow> }

/**
 * What adding prepared buy requests to a list read with its lines does (commerce §4 Quantities and §5
 * rules), decided in memory: each line is validated; an existing line merges, capped at the stock max
 * for lists that are bought from. Any invalid line rejects the whole request (nothing is written).
 * Answers the lines as they will be (the rows read, changed, and the new ones) and the writes.
 */
function planAdd(list: ListRow, existing: ReadonlyArray<ListItemRow>, prepared: Prepared, limits: LimitContext): AddPlan {
  const type = list.type as ListType
  const { products, expanded } = prepared
  if (!expanded.ok) throw new AppError('validation_error', expanded.error.message, expanded.error)
  const lines = existing.map((row) => ({ ...row }))
  const byKey = new Map(lines.map((row) => [row.lineKey, row]))
  const changed = new Set<ListItemRow>()
  const inserts: Array<ListItemRow> = []
  let added = 0
  let requested = 0
  const capped: Array<ListMessage> = []
  for (const raw of expanded.items) {
    const item = type === 'registry' ? withRegistryDefaults(raw) : raw
    const key = lineKeyOf(item)
    const current = byKey.get(key)
    const purchase = PURCHASE_LIST_TYPES.includes(type)
    const stockMax = purchase ? stockOfLine(item, products).maxQty : null
    const qty = current ? mergeQuantity(current.qty, item.qty, stockMax) : item.qty
    const failure = validateLine({ ...item, qty: Math.max(qty, 1) }, Math.max(qty, 1), products, type, limits)
    if (failure) throw failureError(failure)
    // a line already above the cap is brought down to it: nothing was added
    added += Math.max(0, qty - (current?.qty ?? 0))
    requested += item.qty
    const product = products.get(item.productId)
    if (current && stockMax !== null && product && qty < current.qty + item.qty) {
      capped.push({ type: 'warning', productId: item.productId, text: problemMessage(product, stockMax), status: 'QUANTITY_ABOVE_LIMIT', destination: null })
    }
    if (current) {
      // a line met twice in one request (or an existing line) merges in memory: one write per line
      current.qty = qty
      if (!inserts.includes(current)) changed.add(current)
    } else {
      const row: ListItemRow = {
        id: randomUUID(),
        listId: list.id,
        productId: item.productId,
        qty,
        options: item.options ?? {},
        children: (item.children ?? []).filter((c) => c.qty > 0),
        metadata: item.metadata ?? {},
        snapshot: snapshotOf(item, products, type, limits, prepared.currency),
        lineKey: key,
        // the database numbers it (serial) after every line already in the list; the answer keeps it last
        position: Number.MAX_SAFE_INTEGER,
        createdAt: new Date().toISOString(),
      }
      inserts.push(row)
      byKey.set(key, row)
    }
  }
  return {
    added,
    requested,
    capped,
    lines: [...lines, ...inserts],
    changed: [...changed].map((row) => ({ id: row.id, qty: row.qty })),
    inserts: inserts.map(({ position: _position, createdAt: _createdAt, ...row }) => row),
  }
}

/** Adds to a list inside the caller's transaction, which holds the owner's lock (moves, the sign-in merge). */
async function addToList(tx: Executor, list: ListRow, existing: ReadonlyArray<ListItemRow>, prepared: Prepared, limits: LimitContext): Promise<AddPlan> {
  const plan = planAdd(list, existing, prepared, limits)
  for (const row of plan.changed) await repo.updateItem(tx, row.id, { qty: row.qty })
  await repo.insertItems(tx, plan.inserts)
  return plan
}

function withRegistryDefaults(item: BuyRequest): BuyRequest {
  const registry = item.metadata?.registry
  return { ...item, metadata: { ...item.metadata, registry: { wanted: registry?.wanted ?? item.qty, purchased: registry?.purchased ?? 0, priority: registry?.priority ?? 'medium' } } }
}

function addedMessages(list: ListRow, items: ReadonlyArray<BuyRequest>, plan: Pick<AddPlan, 'added' | 'capped'>): Array<ListMessage> {
  const { added, capped } = plan
  if (added === 0) return capped
  const type = list.type as ListType
  const text = type === 'quote' || type === 'cart' ? productsAddedToCartMessage(added) : `${added} products have been added to your ${listDisplayName(type)}`
  return [{ type: 'success', productId: items.length === 1 ? (items[0]?.productId ?? null) : null, text, status: 'added', destination: list.type }, ...capped]
}

/**
 * Add-to-cart, the store's busiest write (docs/lists.md "Add-to-cart cost"). The shopper (tickets) is
 * read first; then one statement reads the list, its lines, the stock of the lines' and the request's
 * products and the catalogue's epoch; the products come from the process's catalogue cache at that epoch
 * (else one read). The add is decided in memory, and one statement writes it if the list's version has
 * not moved since (repo.applyAdd, which takes the owner's lock for its own duration). When another write
 * came in between, the add is decided again under the owner's lock held across the read and the write
 * (the path of every other list write), so it always lands. The answer is priced from the rows read and
 * written.
 */
export async function addItems(ctx: ListContext, id: string, items: ReadonlyArray<BuyRequest>): Promise<List> {
  const { limits, pricing } = await holderOf(ctx.db, ctx)
  const db = ctx.db as unknown as Executor
  const requestedIds = productIdsOf(items)
  const read = await repo.readOwnedList(db, ctx.owner, id, requestedIds)
  if (!read) throw notFound(`List ${id}`)
  const products = await loadLineProductsAt(db, [...requestedIds, ...productIdsOf(read.items)], pricing, read)
  const prepared = expandWith(products, items, ctx.site.currency)
  const write = async (on: Executor, found: { list: ListRow; items: Array<ListItemRow> } | undefined) => {
    if (!found) throw notFound(`List ${id}`)
    requireLoginFor(found.list.type as ListType, ctx.owner)
    const plan = planAdd(found.list, found.items, prepared, limits)
    const updatedAt = await repo.applyAdd(on, ctx.owner, found.list, plan.changed, plan.inserts)
    return updatedAt === null ? null : { plan, list: { ...found.list, version: found.list.version + 1, updatedAt } }
  }
  const done =
    (await write(db, read)) ??
    (await withTransaction(ctx.db, async (tx) => {
      await repo.lockOwner(tx, ctx.owner)
      const written = await write(tx, await repo.findOwnedListWithItems(tx, ctx.owner, id))
      if (!written) throw new Error(`list ${id} changed under its owner's lock`)
      return written
    }))
  const { plan, list } = done
  // lines another tab added in between (the locked path) are priced too
  const missing = productIdsOf(plan.lines).filter((productId) => !products.has(productId))
  if (missing.length > 0) for (const [k, v] of await loadLineProducts(db, missing, pricing)) products.set(k, v)
  return viewOfList(list, plan.lines, products, ctx.site, limits, addedMessages(list, items, plan))
}

/** addToList for callers already inside a transaction with the owner's lock: reads what it needs there. */
async function addInside(tx: Executor, list: ListRow, requested: ReadonlyArray<BuyRequest>, ctx: Omit<ListContext, 'db'>): Promise<AddPlan> {
  const { limits, pricing } = await holderOf(tx, ctx)
  const prepared = await prepareAdd(tx, requested, pricing, ctx.site.currency)
  const outcome = await addToList(tx, list, await repo.findItems(tx, [list.id]), prepared, limits)
  await repo.touchList(tx, list.id)
  return outcome
}

async function requireItem(tx: Executor, listId: string, itemId: string): Promise<ListItemRow> {
  const item = (await repo.findItems(tx, [listId])).find((i) => i.id === itemId)
  if (!item) throw notFound(`List item ${itemId}`)
  return item
}

/** Changes a line's quantity, options or metadata; qty 0 removes it (commerce §4). */
export async function updateItem(ctx: ListContext, id: string, itemId: string, changes: { qty?: number | undefined; options?: BuyRequest['options']; metadata?: BuyRequest['metadata'] }): Promise<List> {
  return withTransaction(ctx.db, async (tx) => {
    await repo.lockOwner(tx, ctx.owner)
    const list = await requireOwned(tx, ctx.owner, id)
    const item = await requireItem(tx, id, itemId)
    if (changes.qty === 0) return removeItemsIn(tx, list, [itemId], ctx)
    const next: BuyRequest = {
      productId: item.productId,
      qty: changes.qty ?? item.qty,
      options: (changes.options ?? item.options) as BuyRequest['options'],
      children: item.children as BuyRequest['children'],
      metadata: { ...(item.metadata as BuyRequest['metadata']), ...changes.metadata },
    }
    const { limits, pricing } = await holderOf(tx, ctx)
    const products = await loadLineProducts(tx, productIdsOf([next]), pricing)
    const failure = validateLine(next, next.qty, products, list.type as ListType, limits)
    // a quantity beyond stock is kept and flagged (commerce §4); anything else is refused
    if (failure && !(failure.kind === 'stock' && (changes.qty === undefined || changes.qty <= item.qty))) throw failureError(failure)
    const lineKey = lineKeyOf(next)
    const twin = (await repo.findItems(tx, [id])).find((i) => i.lineKey === lineKey && i.id !== itemId)
    if (twin) {
      await repo.updateItem(tx, twin.id, { qty: twin.qty + next.qty })
      await repo.deleteItems(tx, id, [itemId])
    } else {
      await repo.updateItem(tx, itemId, { qty: next.qty, options: next.options ?? {}, metadata: next.metadata ?? {}, lineKey })
    }
    await repo.touchList(tx, id)
    return renderOne(tx, await reload(tx, id), ctx)
  })
}

async function removeItemsIn(tx: Executor, list: ListRow, itemIds: ReadonlyArray<string>, ctx: Omit<ListContext, 'db'>): Promise<List> {
  const items = await repo.findItems(tx, [list.id])
  const steps = planRemoveListItems({ _id: list.id, type: list.type as ListType, items: items.map((i) => ({ _id: i.id })) }, itemIds)
  for (const step of steps) {
    if (step.op === 'deleteList') {
      await repo.deleteItems(tx, list.id, itemIds)
      await repo.touchList(tx, list.id, { isActive: false })
    } else if (step.op === 'removeItems') {
      await repo.deleteItems(tx, list.id, step.itemIds)
      await repo.touchList(tx, list.id)
    }
  }
  return renderOne(tx, await reload(tx, list.id), ctx)
}

export async function removeItem(ctx: ListContext, id: string, itemId: string): Promise<List> {
  return withTransaction(ctx.db, async (tx) => {
    await repo.lockOwner(tx, ctx.owner)
    const list = await requireOwned(tx, ctx.owner, id)
    await requireItem(tx, id, itemId)
    return removeItemsIn(tx, list, [itemId], ctx)
  })
}

export async function clearItems(ctx: ListContext, id: string): Promise<List> {
  return withTransaction(ctx.db, async (tx) => {
    await repo.lockOwner(tx, ctx.owner)
    await requireOwned(tx, ctx.owner, id)
    await repo.deleteItems(tx, id)
    await repo.touchList(tx, id)
    return renderOne(tx, await reload(tx, id), ctx)
  })
}

function buyRequestOf(item: ListItemRow): BuyRequest {
  return {
    productId: item.productId,
    qty: item.qty,
    options: item.options as BuyRequest['options'],
    children: item.children as BuyRequest['children'],
    metadata: item.metadata as BuyRequest['metadata'],
  }
}

/**
 * Moves lines to another list of the same shopper in one transaction (commerce §4: add to the target,
 * then remove from the source), answering both lists and "{n} products have been moved to {list}".
 */
export async function moveItems(ctx: ListContext, id: string, itemIds: ReadonlyArray<string>, toListId: string): Promise<{ from: List; to: List }> {
  return withTransaction(ctx.db, async (tx) => {
    await repo.lockOwner(tx, ctx.owner)
    const from = await requireOwned(tx, ctx.owner, id)
    const to = await requireOwned(tx, ctx.owner, toListId)
    if (from.id === to.id) throw new AppError('validation_error', 'Items are already in that list')
    requireLoginFor(to.type as ListType, ctx.owner)
    const items = await repo.findItems(tx, [from.id])
    const moving = itemIds.map((itemId) => items.find((i) => i.id === itemId))
    if (moving.some((i) => i === undefined)) throw notFound('List item')
    const plan = planMoveListItems({ _id: from.id, type: from.type as ListType, items: items.map((i) => ({ _id: i.id })) }, to.id, itemIds)
    let moved = 0
    for (const step of plan) {
      if (step.op === 'addItems') {
        moved = (await addInside(tx, to, moving.map((i) => buyRequestOf(i as ListItemRow)), ctx)).requested
      } else if (step.op === 'removeItems') {
        await repo.deleteItems(tx, from.id, step.itemIds)
        await repo.touchList(tx, from.id)
      } else {
        await repo.deleteItems(tx, from.id, itemIds)
        await repo.touchList(tx, from.id, { isActive: false })
      }
    }
    const toName = listDisplayName(to.type as ListType)
    const message: ListMessage = { type: 'success', productId: null, text: productsMovedToListMessage(moved, toName), status: 'moved', destination: to.type }
    const [fromView, toView] = await renderLists(tx, [await reload(tx, from.id), await reload(tx, to.id)], ctx, new Map([[from.id, [message]]]))
    if (!fromView || !toView) throw new Error('move render produced nothing')
    return { from: fromView, to: toView }
  })
}

/**
 * A shared wishlist or registry, read by anyone holding its link (no owner data, nothing writable).
 * Priced for the reader (a guest), and without the owner's add-time prices: those were the owner's (a
 * customer group's price is the owner's alone), so each line's priceAtAdd is today's price.
 */
export async function getSharedList(db: Db, site: SiteContext, urlKey: string, now: Date): Promise<List> {
  const row = await repo.findListByUrlKey(db, urlKey)
  if (!row) throw notFound('List')
  const list = await renderOne(db, row, { owner: { guestId: '', customerId: null, groupId: LOGGED_OUT_CUSTOMER_GROUP_ID }, site, now })
  return { ...list, items: list.items.map((item) => ({ ...item, priceAtAdd: item.price })), metadata: publicMetadata(row), messages: [] }
}

function publicMetadata(row: ListRow): Record<string, unknown> {
  const { name, registrantName, registry } = row.metadata
  return { isActive: row.isActive, name, registrantName, registry, registryId: row.type === 'registry' ? row.id : undefined }
}

export async function searchRegistries(db: Db, name: string) {
  const rows = await repo.searchRegistries(db, name)
  return rows.map((row) => {
    const registry = (row.metadata.registry ?? {}) as { eventType?: string; eventDate?: string }
    return {
      urlKey: row.urlKey ?? '',
      name: typeof row.metadata.name === 'string' ? row.metadata.name : 'Registry',
      registrantName: String(row.metadata.registrantName ?? ''),
      eventType: registry.eventType ?? null,
      eventDate: registry.eventDate ?? null,
    }
  })
}

/**
 * Commerce §4: when a guest becomes a customer, the guest's wishlist, sfl, quote and buyNow lists that
 * have items merge into the customer's (a quote into the active cart), once. Runs inside the sign-in
 * transaction; the guest's lists are row-locked and deactivated, so a racing second sign-in finds
 * nothing left to merge.
 */
export async function mergeGuestLists(tx: Executor, identity: { guestId: string; customerId: number }, now: Date): Promise<void> {
  const guestLists = await repo.lockGuestLists(tx, identity.guestId)
  if (guestLists.length === 0) return
  const owner: ListOwner = { guestId: identity.guestId, customerId: identity.customerId, groupId: 1 }
  await repo.lockOwner(tx, owner)
  const customerLists = await repo.findActiveLists(tx, owner)
  const items = await repo.findItems(tx, [...guestLists, ...customerLists].map((l) => l.id))
  const view = (row: ListRow) => ({ _id: row.id, type: row.type as ListType, items: items.filter((i) => i.listId === row.id), metadata: row.metadata })
  const plan = planGuestListMerge(guestLists.map(view), customerLists.map(view))
  for (const step of plan) {
    const from = guestLists.find((l) => l.id === step.fromListId)
    if (!from) continue
    if (step.intoListId === null) {
      await repo.touchList(tx, from.id, { customerId: identity.customerId, guestId: null })
      continue
    }
    const into = customerLists.find((l) => l.id === step.intoListId)
    if (!into) continue
    const moving = items.filter((i) => i.listId === from.id).map(buyRequestOf)
    await mergeLenient(tx, into, moving, { owner, site: siteOfStore(into.storeId), now })
    await repo.touchList(tx, from.id, { isActive: false })
  }
}

/** Adds what still may be added; a line the customer may no longer buy stays behind (never fails a sign-in). */
async function mergeLenient(tx: Executor, into: ListRow, moving: ReadonlyArray<BuyRequest>, ctx: Omit<ListContext, 'db'>): Promise<void> {
  for (const item of moving) {
    try {
      await withTransaction(tx, (savepoint) => addInside(savepoint, into, [item], ctx))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
    }
  }
}
