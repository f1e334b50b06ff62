import { and, asc, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm'
import { customerAddresses, customers, newsletterSubscriptions, passwordResets, type CustomerAddressRow, type CustomerRow, type Executor } from '@ironhouse/db'
import { prepared } from '../../lib/prepared.ts'

/**
 * A customer row as read: `newsletters` is the list ids the account's email is subscribed to (the
 * subscription rows of /svc_ssr/newsletters are the one record, shell §3 "newsletters (list of list
 * ids)"), read with the row through the (email, list) index.
 */
const customerColumns = {
  ...getTableColumns(customers),
  // spelled out with an alias: drizzle writes columns unqualified in a one-table select, and an
  // unqualified "email" inside the subquery would be the subscription's own
  newsletters: sql<Array<number>>`coalesce((select array_agg(ns.list_id order by ns.list_id) from ${newsletterSubscriptions} ns where ns.email = "customers"."email"), '{}'::integer[])`,
}

// read by every signed-in shopper's uncached page (the header's name) and account page: prepared (lib/prepared.ts)
const customerById = (executor: Executor) =>
  prepared(executor, 'ironhouse_customer_by_id', () =>
    executor.select(customerColumns).from(customers).where(eq(customers.id, sql.placeholder('id'))).limit(1).prepare('ironhouse_customer_by_id'),
  )

const addressesOf = (executor: Executor) =>
  prepared(executor, 'ironhouse_customer_addresses', () =>
    executor
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, sql.placeholder('customerId')))
      .orderBy(asc(customerAddresses.id))
      .prepare('ironhouse_customer_addresses'),
  )

export async function findCustomerById(executor: Executor, id: number): Promise<CustomerRow | null> {
  const rows = await customerById(executor).execute({ id })
  return rows[0] ?? null
}

/** `email` is the normalised (trimmed, lower-case) address. */
export async function findCustomerByEmail(executor: Executor, email: string): Promise<CustomerRow | null> {
  const rows = await executor.select(customerColumns).from(customers).where(eq(customers.email, email)).limit(1)
  return rows[0] ?? null
}

export type NewCustomer = Pick<CustomerRow, 'email' | 'passwordHash' | 'firstname' | 'lastname' | 'groupId' | 'segments' | 'newsletters'>

/** Inserts a customer; null when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertCustomer(executor: Executor, customer: NewCustomer): Promise<CustomerRow | null> {
  const rows = await executor.insert(customers).values(customer).onConflictDoNothing({ target: customers.email }).returning()
  return rows[0] ?? null
}

export async function updatePasswordHash(executor: Executor, id: number, passwordHash: string): Promise<void> {
  await executor.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, id))
}

export async function insertPasswordReset(executor: Executor, reset: { tokenHash: string; customerId: number; expiresAt: Date }): Promise<void> {
  await executor.insert(passwordResets).values(reset)
}

/** The customer of a reset token that is neither used nor expired at `now`, or null. */
export async function findLiveReset(executor: Executor, tokenHash: string, now: Date): Promise<{ customerId: number } | null> {
  const rows = await executor
    .select({ customerId: passwordResets.customerId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1)
  return rows[0] ?? null
}

/**
 * Spends a reset token: a conditional update, so of two requests racing with one token only one
 * wins. Every other live token of the customer is spent with it. Null when the token was not live.
 */
export async function spendReset(executor: Executor, tokenHash: string, now: Date): Promise<{ customerId: number } | null> {
  const rows = await executor
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ customerId: passwordResets.customerId })
  const spent = rows[0]
  if (!spent) return null
  await executor
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.customerId, spent.customerId), isNull(passwordResets.usedAt)))
  return spent
}

/** Locks the customer's row until the transaction ends: writes to one customer's address book queue behind it. */
export async function lockCustomer(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update')
  return rows.length > 0
}

export type CustomerChanges = Partial<Pick<CustomerRow, 'firstname' | 'lastname' | 'telephone' | 'email' | 'segments' | 'primarySegment' | 'passwordHash'>>

/**
 * Updates the customer's own fields; null when no row changed. A new email that another account has
 * breaks the unique index: the caller maps 23505 (the unique index decides, so two racing changes
 * cannot both take one address).
 */
export async function updateCustomer(executor: Executor, id: number, changes: CustomerChanges): Promise<CustomerRow | null> {
  const rows = await executor.update(customers).set({ ...changes, updatedAt: new Date() }).where(eq(customers.id, id)).returning()
  return rows[0] ?? null
}

export async function findAddresses(executor: Executor, customerId: number): Promise<Array<CustomerAddressRow>> {
  return addressesOf(executor).execute({ customerId })
}

export type AddressValues = Omit<typeof customerAddresses.$inferInsert, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>

export async function insertAddress(executor: Executor, customerId: number, values: AddressValues): Promise<CustomerAddressRow> {
  const [row] = await executor.insert(customerAddresses).values({ ...values, customerId }).returning()
  if (!row) throw new Error('address insert returned nothing')
  return row
}

/** Updates the customer's own address; null when the id is not one of theirs. */
export async function updateAddress(executor: Executor, customerId: number, id: number, values: AddressValues): Promise<CustomerAddressRow | null> {
  const rows = await executor
    .update(customerAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning()
  return rows[0] ?? null
}

/** Deletes the customer's own address; false when the id is not one of theirs. */
export async function deleteAddress(executor: Executor, customerId: number, id: number): Promise<boolean> {
  const rows = await executor
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id })
  return rows.length > 0
}

/** Shell §4: clears a default flag on the customer's addresses other than `keepId`. */
export async function clearDefaultFlag(executor: Executor, customerId: number, kind: 'shipping' | 'billing', keepId: number | null): Promise<void> {
  const column = kind === 'shipping' ? customerAddresses.isDefaultShipping : customerAddresses.isDefaultBilling
  const set = kind === 'shipping' ? { isDefaultShipping: false } : { isDefaultBilling: false }
  const mine = and(eq(customerAddresses.customerId, customerId), eq(column, true))
  await executor.update(customerAddresses).set(set).where(keepId === null ? mine : and(mine, ne(customerAddresses.id, keepId)))
}
