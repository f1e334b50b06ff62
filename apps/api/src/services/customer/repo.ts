import { eq } from 'drizzle-orm'
import { customers, type CustomerRow, type Executor } from '@ironhouse/db'

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
