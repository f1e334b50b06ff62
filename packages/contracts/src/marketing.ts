import { z } from 'zod'
import { Money } from './common.ts'

/** An affiliate code (docs/marketing.md): letters, digits, '-' and '_', at most 64, compared lower-cased. */
export const AFFILIATE_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/
export const AffiliateCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(AFFILIATE_CODE_PATTERN, 'an affiliate code is letters, digits, - and _ (at most 64)')

/** GET /svc_marketing/operator/affiliates: sales per affiliate and currency (amount: list price × qty of the included lines). */
export const AffiliateSummaryResponse = z.object({
  affiliates: z.array(z.object({ affiliateCode: z.string(), currency: z.string(), sales: z.number().int(), amount: Money, lastSaleAt: z.string() })),
})
export type AffiliateSummaryResponse = z.infer<typeof AffiliateSummaryResponse>

/** A sale of the affiliate tracker: the lines included and those left out, with why (platform §6). */
export const AffiliateSale = z.object({
  orderNumber: z.string(),
  storeId: z.number().int(),
  currency: z.string(),
  amount: Money,
  orderDiscount: Money,
  items: z.array(z.object({ productId: z.number().int(), sku: z.string(), qty: z.number().int(), price: Money })),
  excluded: z.array(z.object({ productId: z.number().int(), sku: z.string(), qty: z.number().int(), reason: z.string() })),
  createdAt: z.string(),
})

/** GET /svc_marketing/operator/affiliates/{code}/sales: one affiliate's sales, newest first. */
export const AffiliateSalesResponse = z.object({ affiliateCode: z.string(), count: z.number().int(), sales: z.array(AffiliateSale) })
export type AffiliateSalesResponse = z.infer<typeof AffiliateSalesResponse>
