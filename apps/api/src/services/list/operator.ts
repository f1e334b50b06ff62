import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StaffQuoteBody, StaffQuotePriceResponse, StaffQuoteResponse, type StaffQuotePrice } from '@ironhouse/contracts'
import type { Db } from '@ironhouse/db'
import { addMinor, formatPrice, multiplyMinor, type CurrencyCode } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import { operatorGuard } from '../../lib/operator-auth.ts'
import type { SiteContext } from '../../plugins/site.ts'
import { getProductBySku } from '../content/public.ts'
import { findCustomerRecordByEmail, type CustomerRecord } from '../customer/public.ts'
import { enqueueMail } from '../mail/public.ts'
import { createListWithItems } from './service.ts'

/** The customer a quote is for: an account of the store (a quote list belongs to an account). */
async function customerOf(db: Db, email: string): Promise<CustomerRecord> {
  const customer = await findCustomerRecordByEmail(db, email)
  if (!customer) throw new AppError('not_found', `No customer account uses ${email}: ask the customer to create one first`)
  return customer
}

/** What each line costs the customer on this site (commerce §4: their group's price, decided by priceProducts). */
async function priceFor(db: Db, site: SiteContext, customer: CustomerRecord, body: StaffQuoteBody, now: Date): Promise<StaffQuotePrice> {
  const shopper = { groupId: Math.max(1, customer.groupId), now }
  const lines = []
  for (const item of body.items) {
    const product = await getProductBySku(db, site, item.sku, shopper)
    lines.push({
      productId: product.productId,
      sku: product.sku,
      name: product.name,
      qty: item.qty,
      unitPrice: product.pricing.final,
      listPrice: product.price,
      lineTotal: multiplyMinor(product.pricing.final, item.qty),
    })
  }
  return {
    customer: { email: customer.email, firstname: customer.firstname, lastname: customer.lastname, groupId: customer.groupId },
    currency: site.currency,
    lines,
    subtotal: addMinor(...lines.map((line) => line.lineTotal)),
  }
}

/**
 * The order manager's quote calls (shell §2 /order-manager-quote; docs/lists.md "Quotes built by staff"),
 * behind the operator token as every operator call (404 without a configured one, 401 without it).
 * Prices are the customer's (their account's group), never the caller's session.
 */
export const listOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  const requireOperator = operatorGuard(options.token)

  app.post('/quotes/price', { preHandler: requireOperator, schema: { body: StaffQuoteBody, response: { 200: StaffQuotePriceResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    const customer = await customerOf(app.db, request.body.email)
    return priceFor(app.db, request.site, customer, request.body, new Date())
  })

  app.post('/quotes', { preHandler: requireOperator, schema: { body: StaffQuoteBody, response: { 200: StaffQuoteResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    const now = new Date()
    const { site, body } = request
    const customer = await customerOf(app.db, body.email)
    // the SKUs as the customer's products (an unknown SKU is refused before anything is written)
    const priced = await priceFor(app.db, site, customer, body, now)
    const name = body.name ?? `Quote ${now.toISOString().slice(0, 10)}`
    const owner = { guestId: '', customerId: customer.id, groupId: Math.max(1, customer.groupId) }
    let link = ''
    const list = await createListWithItems(
      app.db,
      { owner, site, now },
      'quote',
      { name, email: customer.email },
      priced.lines.map((line) => ({ productId: line.productId, qty: line.qty })),
      async (tx, created) => {
        link = `${app.siteBaseUrl(site.code)}/account/custom-quoting?quote=${created._id}`
        const total = formatPrice(created.totals.total, { currency: created.currency as CurrencyCode, siteCode: site.code })
        await enqueueMail(tx, {
          to: customer.email,
          subject: `Your Ironhouse quote: ${name}`,
          text: [
            `Hello${customer.firstname ? ` ${customer.firstname}` : ''},`,
            '',
            `We have put together a quote for you: ${name}.`,
            ...created.items.map((item) => `- ${item.qty} × ${item.product.name} (${item.product.sku})`),
            `Total before shipping and tax: ${total}`,
            ...(body.note ? ['', body.note] : []),
            '',
            `Sign in and open it here to check out: ${link}`,
            'It is now the cart of your account; prices are checked again when you place the order.',
          ].join('\n'),
        })
      },
    )
    return { list, link }
  })
}
