import type { Customer } from '@ironhouse/contracts'
import type { CustomerRecord } from './public.ts'

/** The customer on the wire (shell §3 field names). */
export function customerAnswer(customer: CustomerRecord): Customer {
  return {
    _id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    telephone: customer.telephone,
    groupId: customer.groupId,
    loggedIn: true,
    segments: customer.segments,
    newsletters: customer.newsletters,
  }
}
