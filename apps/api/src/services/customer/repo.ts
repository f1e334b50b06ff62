import { and, eq, gt, isNull } from 'drizzle-orm'
import { customers, passwordResets, type CustomerRow, type Executor } from '@ironhouse/db'

export async function findCustomerById(executor: Executor, id: number): Promise<CustomerRow | null> {
  const rows = await executor.select().from(customers).where(eq(customers.id, id)).limit(1)
  return rows[0] ?? null
}

/** `email` is the normalised (trimmed, lower-case) address. */
export async function findCustomerByEmail(executor: Executor, email: string): Promise<CustomerRow | null> {
  const rows = await executor.select().from(customers).where(eq(customers.email, email)).limit(1)
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
