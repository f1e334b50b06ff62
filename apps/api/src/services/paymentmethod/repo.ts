import { and, asc, eq, sql } from 'drizzle-orm'
import { storedPaymentMethods, type Executor } from '@ironhouse/db'
import { prepared } from '../../lib/prepared.ts'

export type StoredMethodRow = typeof storedPaymentMethods.$inferSelect

// part of every customer answer: prepared (lib/prepared.ts)
const methodsOf = (db: Executor) =>
  prepared(db, 'ironhouse_customer_payment_methods', () =>
    db
      .select()
      .from(storedPaymentMethods)
      .where(eq(storedPaymentMethods.customerId, sql.placeholder('customerId')))
      .orderBy(asc(storedPaymentMethods.id))
      .prepare('ironhouse_customer_payment_methods'),
  )

export async function findMethods(db: Executor, customerId: number): Promise<Array<StoredMethodRow>> {
  return methodsOf(db).execute({ customerId })
}

export async function findMethod(db: Executor, customerId: number, id: number): Promise<StoredMethodRow | undefined> {
  const [row] = await db.select().from(storedPaymentMethods).where(and(eq(storedPaymentMethods.customerId, customerId), eq(storedPaymentMethods.id, id)))
  return row
}

export async function findMethodByGatewayId(db: Executor, customerId: number, gatewayMethodId: string): Promise<StoredMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(storedPaymentMethods)
    .where(and(eq(storedPaymentMethods.customerId, customerId), eq(storedPaymentMethods.gatewayMethodId, gatewayMethodId)))
  return row
}

/** Serialises a customer's card changes (the default flag moves between rows). */
export async function lockCustomerMethods(tx: Executor, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4711003, ${customerId})`)
}

export async function clearDefault(tx: Executor, customerId: number): Promise<void> {
  await tx.update(storedPaymentMethods).set({ isDefault: false }).where(and(eq(storedPaymentMethods.customerId, customerId), eq(storedPaymentMethods.isDefault, true)))
}

export async function insertMethod(tx: Executor, row: typeof storedPaymentMethods.$inferInsert): Promise<StoredMethodRow> {
  const [created] = await tx.insert(storedPaymentMethods).values(row).returning()
  if (!created) throw new Error('payment method insert returned nothing')
  return created
}

export async function updateMethod(tx: Executor, id: number, changes: Partial<Pick<StoredMethodRow, 'isDefault' | 'billingAddressId' | 'gatewayMethodId'>>) {
  const [row] = await tx.update(storedPaymentMethods).set(changes).where(eq(storedPaymentMethods.id, id)).returning()
  return row
}

export async function deleteMethod(tx: Executor, id: number): Promise<void> {
  await tx.delete(storedPaymentMethods).where(eq(storedPaymentMethods.id, id))
}
