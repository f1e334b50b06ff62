// The customer answer of GET and PATCH /svc_customer/customer (shell §3 Customer): the record, the
// address book, and what the other services hold for the customer, each through its public.ts.
import type { FastifyInstance } from 'fastify'
import { CUSTOMER_RECENT_ORDERS, type Customer } from '@ironhouse/contracts'
import { waitingBinsOf } from '../bin/public.ts'
import { recentOrdersOf } from '../checkout/public.ts'
import { storedCardsOf } from '../paymentmethod/public.ts'
import { earnedProductsOf, ticketsOf } from '../ticket/public.ts'
import { addressBookOf } from './addresses.ts'
import type { CustomerRecord } from './public.ts'
import { customerAnswer } from './service.ts'

/**
 * The whole customer (shell §3): the address book, the CUSTOMER_RECENT_ORDERS latest orders, the
 * tickets and their earned products (values in the store of `storeId`), the stored cards with their
 * billing address, the waiting notify-me sign-ups. sheerId and btwb are null: the store holds no
 * verification nor BTWB link (docs/api.md). Every part is one indexed read by customer id.
 */
export async function customerDetails(app: FastifyInstance, customer: CustomerRecord, storeId: number): Promise<Customer> {
  const [book, orders, tickets, cards, bins] = await Promise.all([
    addressBookOf(app.db, customer.id),
    recentOrdersOf(app.db, customer.id, CUSTOMER_RECENT_ORDERS),
    ticketsOf(app.db, customer.id, storeId),
    storedCardsOf(app.db, customer.id, app.sessions.now()),
    waitingBinsOf(app.db, customer.id),
  ])
  return {
    ...customerAnswer(customer, book),
    orders,
    tickets,
    earnedProducts: earnedProductsOf(tickets),
    creditCards: cards.map(({ id, ...card }) => ({
      _id: id,
      ...card,
      billingAddress: book.addresses.find((address) => address._id === card.billingAddressId) ?? null,
    })),
    bins,
    sheerId: null,
    btwb: null,
  }
}
