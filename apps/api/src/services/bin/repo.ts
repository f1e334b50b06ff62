import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import { bins, inventory, products } from '@ironhouse/db'
import type { Executor } from '@ironhouse/db'

export type BinRow = typeof bins.$inferSelect
export type BinOwner = { guestId: string; customerId: number | null }

function ownedBy(owner: BinOwner) {
  return owner.customerId !== null ? eq(bins.customerId, owner.customerId) : and(isNull(bins.customerId), eq(bins.guestId, owner.guestId))
}

/** The shopper's sign-ups still waiting for their product. */
export async function findWaitingBins(db: Executor, owner: BinOwner): Promise<Array<BinRow>> {
  return db
    .select()
    .from(bins)
    .where(and(ownedBy(owner), isNull(bins.notifiedAt)))
    .orderBy(asc(bins.id))
}

/** Inserts a sign-up unless the same email already waits for the product (unique index); null then. */
export async function insertBin(db: Executor, row: typeof bins.$inferInsert): Promise<BinRow | null> {
  const inserted = await db.insert(bins).values(row).onConflictDoNothing().returning()
  return inserted[0] ?? null
}

/**
 * A guest's waiting sign-ups become the customer's who signs in with that guest's session (the
 * sign-in transaction's onSignIn hook): they stay the shopper's, listed and removable in the account.
 */
export async function claimGuestBins(db: Executor, guestId: string, customerId: number): Promise<void> {
  await db
    .update(bins)
    .set({ customerId, guestId: null })
    .where(and(eq(bins.guestId, guestId), isNull(bins.customerId), isNull(bins.notifiedAt)))
}

export async function deleteOwnedBin(db: Executor, owner: BinOwner, id: number): Promise<boolean> {
  const deleted = await db.delete(bins).where(and(eq(bins.id, id), ownedBy(owner))).returning()
  return deleted.length > 0
}

export async function findProduct(db: Executor, productId: number) {
  const rows = await db
    .select({ productId: products.productId, name: products.name, urlKey: products.urlKey, childrenIds: products.childrenIds })
    .from(products)
    .where(eq(products.productId, productId))
    .limit(1)
  return rows[0]
}

/**
 * Waiting sign-ups whose product is back in stock (what may be bought now above 0, commerce §4), taken with
 * FOR UPDATE SKIP LOCKED so several processes share the sweep without mailing twice.
 */
export async function claimBackInStock(db: Executor, limit: number) {
  return db
    .select({ bin: bins, name: products.name, urlKey: products.urlKey })
    .from(bins)
    .innerJoin(products, eq(products.productId, bins.productId))
    .innerJoin(inventory, eq(inventory.productId, bins.productId))
    .where(and(isNull(bins.notifiedAt), gt(inventory.sellableMax, 0)))
    .orderBy(asc(bins.id))
    .limit(limit)
    .for('update', { of: bins, skipLocked: true })
}

export async function markNotified(db: Executor, id: number) {
  await db.update(bins).set({ notifiedAt: sql`now()` }).where(eq(bins.id, id))
}
