import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { operatorGuard } from '../../lib/operator-auth.ts'
import * as repo from './repo.ts'
import { AFFILIATE_CODE_PATTERN } from './service.ts'

const Money = z.number().int()
const Page = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
const AffiliateCode = z.string().trim().toLowerCase().regex(AFFILIATE_CODE_PATTERN, 'an affiliate code is letters, digits, - and _ (at most 64)')
const AffiliateSummaryResponse = z.object({
  affiliates: z.array(z.object({ affiliateCode: z.string(), currency: z.string(), sales: z.number().int(), amount: Money, lastSaleAt: z.string() })),
})
const AffiliateSale = z.object({
  orderNumber: z.string(),
  storeId: z.number().int(),
  currency: z.string(),
  amount: Money,
  orderDiscount: Money,
  items: z.array(z.object({ productId: z.number().int(), sku: z.string(), qty: z.number().int(), price: Money })),
  excluded: z.array(z.object({ productId: z.number().int(), sku: z.string(), qty: z.number().int(), reason: z.string() })),
  createdAt: z.string(),
})
const AffiliateSalesResponse = z.object({ affiliateCode: z.string(), count: z.number().int(), sales: z.array(AffiliateSale) })
const Item = z.object({ id: z.string(), sku: z.string(), name: z.string(), categories: z.array(z.string()), price: Money, quantity: z.number().int(), imageUrl: z.string().nullable(), url: z.string() })
const Tracked = { userId: z.string().nullable(), items: z.array(Item), total: Money, campaignId: z.number().int().nullable(), templateId: z.number().int().nullable(), storeId: z.number().int(), currency: z.string() }

const iso = (value: string) => new Date(value).toISOString()
const isoOrNull = (value: string | null) => (value === null ? null : iso(value))

/**
 * What the built-in marketing providers recorded, for staff (docs/marketing.md), protected as the other
 * operator calls are: Authorization: Bearer $OPERATOR_TOKEN; without a configured token they do not
 * exist (404).
 */
export const marketingOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  app.addHook('preHandler', operatorGuard(options.token))
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store')
    return payload
  })

  // sales per affiliate: how many and how much, per currency
  app.get('/affiliates', { schema: { response: { 200: AffiliateSummaryResponse } } }, async () => ({
    affiliates: (await repo.affiliateSummaries(app.db)).map((row) => ({ ...row, amount: Number(row.amount), lastSaleAt: iso(row.lastSaleAt) })),
  }))

  // one affiliate's sales, newest first, with the lines included and those left out (and why)
  app.get('/affiliates/:code/sales', { schema: { params: z.object({ code: AffiliateCode }), querystring: Page, response: { 200: AffiliateSalesResponse } } }, async (request) => {
    const { page, limit } = request.query
    const { rows, count } = await repo.affiliateSalesOf(app.db, request.params.code, limit, (page - 1) * limit)
    return { affiliateCode: request.params.code, count, sales: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })) }
  })

  // the email marketing provider's record of one user: the last cart and the purchases
  const EmailQuery = z.object({ email: z.string().trim().toLowerCase().min(3).max(320).email('not an email address') })
  const EmailRecord = z.object({
    email: z.string(),
    cart: z.object({ ...Tracked, listId: z.string(), updatedAt: z.string(), purchasedAt: z.string().nullable(), remindedAt: z.string().nullable() }).nullable(),
    purchases: z.array(z.object({ ...Tracked, orderNumber: z.string(), createdAt: z.string() })),
  })
  app.get('/email', { schema: { querystring: EmailQuery, response: { 200: EmailRecord } } }, async (request) => {
    const { cart, purchases } = await repo.emailMarketingOf(app.db, request.query.email)
    return {
      email: request.query.email,
      cart: cart ? { ...cart, updatedAt: iso(cart.updatedAt), purchasedAt: isoOrNull(cart.purchasedAt), remindedAt: isoOrNull(cart.remindedAt) } : null,
      purchases: purchases.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    }
  })

  // the ad tracker's conversions, newest first
  const Conversions = z.object({
    conversions: z.array(z.object({ orderNumber: z.string(), storeId: z.number().int(), currency: z.string(), value: Money, data: z.record(z.string(), z.unknown()), createdAt: z.string() })),
  })
  app.get('/ad-conversions', { schema: { querystring: Page, response: { 200: Conversions } } }, async (request) => {
    const { page, limit } = request.query
    const rows = await repo.recentAdConversions(app.db, limit, (page - 1) * limit)
    return { conversions: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })) }
  })
}
