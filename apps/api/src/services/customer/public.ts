import type { Executor } from '@ironhouse/db'
import { findCustomerById } from './repo.ts'

/** A customer as other services see it (never the password hash). */
export type CustomerRecord = {
  id: number
  email: string
  firstname: string
  lastname: string
  telephone: string
  groupId: number
  segments: Array<number>
  newsletters: Array<number>
  createdAt: Date
}

/** The customer with this id, or null. */
export async function getCustomer(executor: Executor, id: number): Promise<CustomerRecord | null> {
  const row = await findCustomerById(executor, id)
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    telephone: row.telephone,
    groupId: row.groupId,
    segments: row.segments,
    newsletters: row.newsletters,
    createdAt: row.createdAt,
  }
}
