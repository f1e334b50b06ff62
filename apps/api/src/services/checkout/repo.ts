import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { countries, customers, inventory, orders, products, programGrants, type Executor, type OrderRow } from '@ironhouse/db'
import { statusesThatMayBecome, type OrderStatus } from '@ironhouse/domain'
import { TtlCache } from '../../lib/ttl-cache.ts'
import { notifyOrderStatus } from '../push/public.ts'

export type { OrderRow }

type CountryRow = typeof countries.$inferSelect

/** The countries read lately, per database: reference data (changed by a seed, never by a shopper), kept a minute. */
const countryCaches = new WeakMap<object, TtlCache<CountryRow | null>>()
const COUNTRY_TTL_MS = 60_000

/** A country's address rules (region required, postcode pattern); every quote and placement reads one. */
export async function findCountry(db: Executor, alpha2: string): Promise<CountryRow | undefined> {
  let cache = countryCaches.get(db)
  if (!cache) {
    cache = new TtlCache<CountryRow | null>(400)
    countryCaches.set(db, cache)
  }
  const known = cache.get(alpha2)
  if (known !== undefined) return known ?? undefined
  const [row] = await db.select().from(countries).where(eq(countries.alpha2, alpha2))
  cache.set(alpha2, row ?? null, COUNTRY_TTL_MS)
  return row
}

/** The live order of a cart (an order whose payment failed does not count). */
export async function findLiveOrderOfList(db: Executor, listId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.listId, listId), sql`${orders.status} <> 'payment_error'`))
  return row
}

export async function findOrderByNumber(db: Executor, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
  return row
}

export async function insertOrder(db: Executor, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [created] = await db.insert(orders).values(row).returning()
  if (!created) throw new Error('order insert returned nothing')
  return created
}

export async function nextOrderNumber(db: Executor): Promise<string> {
  const result = await db.execute<{ n: string }>(sql`select nextval('order_number_seq')::text as n`)
  const rows = (result as unknown as { rows?: Array<{ n: string }> }).rows ?? (result as unknown as Array<{ n: string }>)
  const n = rows[0]?.n
  if (!n) throw new Error('order number sequence answered nothing')
  return `IH${n}`
}

/**
 * Takes `qty` units of a product if that many are on hand (a conditional update: two shoppers can
 * never both take the last unit). Products sold on backorder are not limited.
 */
export async function takeStock(db: Executor, productId: number, qty: number): Promise<boolean> {
  const taken = await db
    .update(inventory)
    .set({ qoh: sql`${inventory.qoh} - ${qty}` })
    .where(and(eq(inventory.productId, productId), sql`(${inventory.qoh} >= ${qty} or ${inventory.backorder})`))
    .returning({ productId: inventory.productId })
  return taken.length === 1
}

export async function giveBackStock(db: Executor, productId: number, qty: number): Promise<void> {
  await db.update(inventory).set({ qoh: sql`${inventory.qoh} + ${qty}` }).where(eq(inventory.productId, productId))
}

/**
 * Moves an order to `changes.status` atomically, from the statuses the rulebook's table lets become it
 * (statusesThatMayBecome); undefined when the order was in none of them.
 */
export async function updateOrderStatus(
  db: Executor,
  id: number,
  changes: Partial<Pick<OrderRow, 'payment' | 'publishedAt' | 'shipments'>> & { status: OrderStatus },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where(and(eq(orders.id, id), inArray(orders.status, statusesThatMayBecome(changes.status))))
    .returning()
  if (row) await notifyOrderStatus(db, row)
  return row
}

/** Marks the reserved stock of an order given back; false when it was given back already. */
export async function markStockReleased(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ stockReleased: new Date().toISOString() })
    .where(and(eq(orders.id, id), isNull(orders.stockReleased)))
    .returning({ id: orders.id })
  return rows.length === 1
}

/**
 * A guest's orders become the customer's who signs in (or registers) in the session that placed them
 * (the sign-in transaction's onSignIn hook, docs/storefront.md "An account from the confirmation"):
 * only orders placed as a guest (no customer) by this session's guest id, whose email is the
 * customer's (case-insensitive). An email alone never attaches an order: anyone may type it at
 * checkout. Answers the order numbers claimed.
 */
export async function claimGuestOrders(db: Executor, guestId: string, customerId: number): Promise<Array<string>> {
  const rows = await db
    .update(orders)
    .set({ customerId, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.guestId, guestId),
        isNull(orders.customerId),
        sql`lower(${orders.email}) = (select lower(${customers.email}) from ${customers} where ${customers.id} = ${customerId})`,
      ),
    )
    .returning({ orderNumber: orders.orderNumber })
  return rows.map((row) => row.orderNumber)
}

export async function findCustomerOrders(db: Executor, customerId: number, view: 'all' | 'open' | 'shipped', limit: number, offset: number) {
  const statusFilter =
    view === 'shipped' ? sql`${orders.status} = 'shipped'` : view === 'open' ? sql`${orders.status} in ('payment_complete', 'published', 'payment_pending')` : sql`${orders.status} <> 'payment_error'`
  const where = and(eq(orders.customerId, customerId), statusFilter)
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where)
  return { rows, count: count?.n ?? 0 }
}

/**
 * Gives the buyer of an order access to the programs in it (shell §2 /account/programming). A guest's
 * order grants to the account with the order's email when there is one; otherwise nothing (the
 * programs are delivered to signed-in customers: docs/api.md). Granting twice changes nothing.
 */
export async function grantPrograms(db: Executor, order: Pick<OrderRow, 'customerId' | 'email' | 'orderNumber' | 'items' | 'meta'>): Promise<number> {
  // placement records which of its products are programs (meta.programs); an order placed before that is read here
  const recorded = (order.meta as { programs?: unknown }).programs
  const productIds = (order.items as Array<{ productId: number }>).map((line) => line.productId)
  if (productIds.length === 0) return 0
  const programs = Array.isArray(recorded)
    ? (recorded as Array<number>).map((productId) => ({ productId }))
    : await db.select({ productId: products.productId }).from(products).where(and(inArray(products.productId, [...new Set(productIds)]), eq(products.isProgram, true)))
  if (programs.length === 0) return 0
  let customerId = order.customerId
  if (customerId === null) {
    const [owner] = await db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${order.email.toLowerCase()}`)
    customerId = owner?.id ?? null
  }
  if (customerId === null) return 0
  const granted = await db
    .insert(programGrants)
    .values(programs.map((program) => ({ customerId: customerId, productId: program.productId, orderNumber: order.orderNumber })))
    .onConflictDoNothing()
    .returning({ id: programGrants.id })
  return granted.length
}

/**
 * How many of an email's orders shipped at the five-for-five rate (a chosen rate with that promotion),
 * refused payments left out. `lock`: first take the email's transaction lock, so two orders placed at
 * once count each other (the second waits for the first to commit).
 */
export async function fiveForFiveRedemptions(db: Executor, email: string, lock = false): Promise<number> {
  const address = email.trim().toLowerCase()
  if (lock) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`five_for_five:${address}`}))`)
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(sql`lower(${orders.email}) = ${address}`, sql`${orders.status} <> 'payment_error'`, sql`${orders.shipping} @> '[{"promotion":"five_for_five"}]'::jsonb`))
  return rows[0]?.count ?? 0
}
