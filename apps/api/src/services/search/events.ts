import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import { searchEventProductIds as productIdsOf, type SearchEventRequest } from '@ironhouse/contracts'
import type { SiteContext } from '../../plugins/site.ts'
import { rowsOf } from './index-refresh.ts'
import { intArray } from './sql-arrays.ts'

// The event API's store (platform §6, §7): user info, a2c, a2w, view page, view pdp, widget appear
// and click, order confirm. What an event says about its products is decided here, on the server:
// an order confirm names an order, and the products stored are that order's lines, once per order,
// counted only when the call carries the session that placed the order;
// a user info links the visitor to the signed-in customer only when the call carries their session;
// a view page of a category remembers the category. docs/search.md says how the widgets read them.

/** Who sent an event: the visitor id of the body (rfkSID), and the guest and customer proven by a session. */
export type EventSender = { userId: string | undefined; sessionGuestId: string | null; sessionCustomerId: number | null }

/**
 * How much an event tells about interest in its products (for you, similar, cart, popular and
 * trending read this): a purchase 5, an add to cart 3, to a wishlist 2, a product view or a click on
 * a recommended product 1; an impression (widget appear) and user info nothing.
 */
export const EVENT_WEIGHTS = { order: 5, a2c: 3, a2w: 2, view: 1, widgetClick: 1 } as const

/** The weight of the event row `alias` (search_events) as an SQL expression. */
export function eventWeight(alias: string): SQL {
  const w = EVENT_WEIGHTS
  return sql.raw(
    `(case ${alias}.type when 'order' then ${w.order} when 'a2c' then ${w.a2c} when 'a2w' then ${w.a2w} when 'view' then ${w.view}` +
      ` when 'widget' then (case when ${alias}.name = 'click' then ${w.widgetClick} else 0 end) else 0 end)`,
  )
}

type Stored = { value: Record<string, unknown>; productIds: Array<number>; userId: string | undefined } | null

/**
 * The products of a placed order of this store (its lines), or null when there is no such order or the
 * sender's session did not place it (the guest who placed it, or the customer it belongs to): an order
 * number alone proves nothing, so nobody can credit another shopper's purchase to a visitor id.
 */
async function orderProducts(db: Db, orderNumber: string, storeId: number, sender: EventSender): Promise<Array<{ id: number; qty: number }> | null> {
  if (sender.sessionGuestId === null && sender.sessionCustomerId === null) return null
  const result = await db.execute(
    sql`select items from orders where order_number = ${orderNumber} and store_id = ${storeId}
      and (guest_id = ${sender.sessionGuestId ?? ''} or customer_id = ${sender.sessionCustomerId ?? -1}) limit 1`,
  )
  const row = rowsOf(result)[0]
  if (!row) return null
  const items = Array.isArray(row.items) ? (row.items as Array<Record<string, unknown>>) : []
  const byId = new Map<number, number>()
  for (const item of items) {
    const id = Number(item.productId)
    if (!Number.isInteger(id) || id <= 0) continue
    byId.set(id, (byId.get(id) ?? 0) + (Number(item.qty) || 1))
  }
  return [...byId].slice(0, 100).map(([id, qty]) => ({ id, qty }))
}

async function categoryByPath(db: Db, path: string): Promise<number | null> {
  if (path === '' || path === '/') return null
  const result = await db.execute(sql`select category_id from categories where lower(url_key) = ${path} limit 1`)
  const id = rowsOf(result)[0]?.category_id
  return id === undefined ? null : Number(id)
}

/** What is stored for an event, decided by the server; null: nothing to store (a repeated or unknown order). */
async function decide(db: Db, site: SiteContext, event: SearchEventRequest, sender: EventSender, pathOf: (uri: string) => string): Promise<Stored> {
  const value = { ...event.value }
  switch (event.type) {
    case 'order': {
      const orderId = String(value.order_id)
      // the order's own lines, once per order (a unique index): a reload of the confirmation, a made-up
      // order or someone else's weighs nothing
      const products = await orderProducts(db, orderId, site.storeId, sender)
      if (!products) return null
      return { value: { order_id: orderId, products }, productIds: products.map((p) => p.id), userId: sender.userId }
    }
    case 'user': {
      // the customer is what the session proves, never what the body claims
      delete value.customer
      if (sender.sessionCustomerId !== null) value.customer = `c${sender.sessionCustomerId}`
      return { value, productIds: [], userId: sender.userId }
    }
    case 'view': {
      if (event.name === 'page') {
        delete value.category_id
        const path = pathOf(String(value.uri))
        const categoryId = await categoryByPath(db, path)
        if (categoryId !== null) value.category_id = categoryId
        return { value, productIds: [], userId: sender.userId }
      }
      return { value, productIds: productIdsOf(value), userId: sender.userId }
    }
    default:
      return { value, productIds: productIdsOf(value), userId: sender.userId }
  }
}

/** Events are kept this long (the widgets read at most 90 days, for you a shopper's last 50). */
export const EVENT_KEEP_DAYS = 180
/** Old events are deleted at most this often per process, by the next event stored. */
const PRUNE_EVERY_MS = 60 * 60 * 1000
const lastPrune = new WeakMap<Db, number>()

/** Deletes events older than EVENT_KEEP_DAYS, at most once an hour per process unless forced. */
export async function pruneOldEvents(db: Db, force = false): Promise<void> {
  const now = Date.now()
  if (!force && (lastPrune.get(db) ?? 0) > now - PRUNE_EVERY_MS) return
  lastPrune.set(db, now)
  await db.execute(sql`delete from search_events where created_at < now() - make_interval(days => ${EVENT_KEEP_DAYS})`)
}

/** Stores one event of the event API; false when it was left out (a repeated, unknown or someone else's order). */
export async function storeEvent(db: Db, site: SiteContext, event: SearchEventRequest, sender: EventSender, pathOf: (uri: string) => string): Promise<boolean> {
  await pruneOldEvents(db)
  const stored = await decide(db, site, event, sender, pathOf)
  if (!stored) return false
  // a second confirm of the same order (search_events_order_once) is left out
  const result = await db.execute(sql`
    insert into search_events (site, type, name, value, user_id, app_type, product_ids)
    values (${site.code}, ${event.type}, ${event.name}, ${JSON.stringify(stored.value)}::jsonb, ${stored.userId ?? null},
      ${event.app_type ?? null}, ${intArray(stored.productIds)})
    on conflict do nothing
    returning id
  `)
  return rowsOf(result).length > 0
}

/**
 * The visitor ids of one shopper: the given one, and every visitor id a user info event linked to the
 * same signed-in customer (their other browsers and devices), as an SQL list.
 */
export function shopperVisitors(site: string, userId: string): SQL {
  return sql`(
    select ${userId}::text
    union
    select o.user_id from search_events o
    where o.site = ${site} and o.type = 'user' and o.user_id is not null and o.value->>'customer' = (
      select u.value->>'customer' from search_events u
      where u.site = ${site} and u.user_id = ${userId} and u.type = 'user' and u.value ? 'customer'
      order by u.created_at desc limit 1
    )
  )`
}
