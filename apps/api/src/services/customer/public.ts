import type { CustomerRow, Executor } from '@ironhouse/db'
import { verifyPassword } from './passwords.ts'
import { findCustomerByEmail, findCustomerById } from './repo.ts'
import { normaliseEmail } from './service.ts'

/** A customer as other services see it (never the password hash). */
export type CustomerRecord = {
  id: number
  email: string
  firstname: string
  lastname: string
  telephone: string
  groupId: number
  segments: Array<number>
  primarySegment: number | null
  newsletters: Array<number>
  createdAt: Date
}

/** The customer with this id, or null. */
export async function getCustomer(executor: Executor, id: number): Promise<CustomerRecord | null> {
  const row = await findCustomerById(executor, id)
  return row ? toCustomerRecord(row) : null
}

/** The customer whose account email this is (any case), or null. */
export async function findCustomerRecordByEmail(executor: Executor, email: string): Promise<CustomerRecord | null> {
  const row = await findCustomerByEmail(executor, normaliseEmail(email))
  return row ? toCustomerRecord(row) : null
}

export function toCustomerRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    telephone: row.telephone,
    groupId: row.groupId,
    segments: row.segments,
    primarySegment: row.primarySegment,
    newsletters: row.newsletters,
    createdAt: row.createdAt,
  }
}

/**
 * The customer whose email and password these are, or null. An unknown email costs the same
 * argon2 verification as a wrong password, so the answer's time tells nothing about the account.
 */
export async function verifyCredentials(executor: Executor, email: string, password: string): Promise<CustomerRecord | null> {
  const row = await findCustomerByEmail(executor, normaliseEmail(email))
  const matches = await verifyPassword(row?.passwordHash ?? null, password)
  return row && matches ? toCustomerRecord(row) : null
}

export { checkedEmail, customerAnswer, normaliseEmail } from './service.ts'
