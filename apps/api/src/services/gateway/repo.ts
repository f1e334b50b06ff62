import { and, eq, inArray, isNull } from 'drizzle-orm'
import { gatewayPayments, gatewayTokens, type Db } from '@ironhouse/db'

export type GatewayToken = typeof gatewayTokens.$inferSelect
export type GatewayPayment = typeof gatewayPayments.$inferSelect

export async function insertToken(db: Db, row: typeof gatewayTokens.$inferInsert): Promise<GatewayToken> {
  const [created] = await db.insert(gatewayTokens).values(row).returning()
  if (!created) throw new Error('token insert returned nothing')
  return created
}

export async function findToken(db: Db, token: string): Promise<GatewayToken | undefined> {
  const [row] = await db.select().from(gatewayTokens).where(eq(gatewayTokens.token, token))
  return row
}

/** Marks a single-use token used; undefined when it was used already (or never existed). */
export async function consumeToken(db: Db, token: string): Promise<GatewayToken | undefined> {
  const [row] = await db
    .update(gatewayTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(gatewayTokens.token, token), eq(gatewayTokens.kind, 'tok'), isNull(gatewayTokens.usedAt)))
    .returning()
  return row
}

/** Gives a single-use token back (it was spent on a repeat that the first payment answers). */
export async function releaseToken(db: Db, token: string): Promise<void> {
  await db.update(gatewayTokens).set({ usedAt: null }).where(and(eq(gatewayTokens.token, token), eq(gatewayTokens.kind, 'tok')))
}

/** Inserts a payment unless its idempotency key exists; returns the stored one either way. */
export async function insertPaymentOnce(db: Db, row: typeof gatewayPayments.$inferInsert): Promise<{ payment: GatewayPayment; created: boolean }> {
  const [created] = await db.insert(gatewayPayments).values(row).onConflictDoNothing({ target: gatewayPayments.idempotencyKey }).returning()
  if (created) return { payment: created, created: true }
  const existing = await findPaymentByKey(db, row.idempotencyKey)
  if (!existing) throw new Error('payment vanished between insert and read')
  return { payment: existing, created: false }
}

export async function findPayment(db: Db, id: string): Promise<GatewayPayment | undefined> {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, id))
  return row
}

/** Moves a payment from one of `from` to `to` atomically; undefined when it was not in `from`. */
export async function transitionPayment(
  db: Db,
  id: string,
  from: ReadonlyArray<string>,
  changes: Partial<Pick<GatewayPayment, 'status' | 'failureCode' | 'authorizedAmount'>> & { status: string },
): Promise<GatewayPayment | undefined> {
  const [row] = await db
    .update(gatewayPayments)
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where(and(eq(gatewayPayments.id, id), inArray(gatewayPayments.status, [...from])))
    .returning()
  return row
}

export async function findPaymentByKey(db: Db, idempotencyKey: string): Promise<GatewayPayment | undefined> {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.idempotencyKey, idempotencyKey))
  return row
}
