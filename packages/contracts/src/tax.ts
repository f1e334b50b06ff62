import { z } from 'zod'
import { Money, PlainText } from './common.ts'

const Code = PlainText.pipe(z.string().trim().max(64))

/** The address fields the tax and shipping services read (commerce §3 Address). */
export const RateAddress = z
  .object({
    countryId: PlainText.pipe(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'countryId must be a two-letter country code')),
    region: PlainText.pipe(z.string().max(100)).nullish(),
    regionId: z.union([z.number().int().nonnegative().max(2_147_483_647), PlainText.pipe(z.string().max(20))]).nullish(),
    postcode: PlainText.pipe(z.string().max(20)).nullish(),
    city: PlainText.pipe(z.string().max(100)).nullish(),
    street: z.array(PlainText.pipe(z.string().max(200))).max(4).nullish(),
    address1: PlainText.pipe(z.string().max(200)).nullish(),
  })
  .loose()
export type RateAddress = z.infer<typeof RateAddress>

/** A line as the tax service reads it: the product and what the line costs (minor units). */
export const TaxItem = z
  .object({
    productId: z.number().int().positive().max(2_147_483_647),
    listItemId: Code.nullish(),
    sku: Code.nullish(),
    qty: z.number().int().positive().max(10_000),
    rowTotal: Money.nonnegative().max(100_000_000_00),
    discount: Money.nonnegative().max(100_000_000_00).optional(),
  })
  .loose()

/** commerce §7: POST /svc_tax/tax/rates/fetch. */
export const TaxRatesRequest = z.object({
  storeId: z.number().int().positive(),
  shippingAddress: RateAddress,
  shippingAmount: Money.nonnegative().max(100_000_000_00).default(0),
  hundoDiscount: Money.nonnegative().max(100_000_000_00).optional(),
  items: z.array(TaxItem).max(200),
  vatNumber: PlainText.pipe(z.string().max(40)).nullish(),
  eoriNumber: PlainText.pipe(z.string().max(40)).nullish(),
})
export type TaxRatesRequest = z.infer<typeof TaxRatesRequest>

/** commerce §3 Tax response (amounts in minor units), with the per-line detail. */
export const TaxRatesResponse = z.object({
  totalTaxAmount: Money,
  itemTax: Money,
  summary: z.array(z.object({ label: z.string(), taxAmount: Money })),
  shipping: z.object({ taxAmount: Money, ratePercent: z.number() }),
  vatResponse: z.object({ valid: z.boolean(), exempt: z.boolean() }).nullable(),
  eoriResponse: z.object({ valid: z.boolean() }).nullable(),
  lines: z.array(z.object({ id: z.string(), productId: z.number().int(), ratePercent: z.number(), taxableAmount: Money, taxAmount: Money })),
  reverseChargedAmount: Money,
  pricesIncludeTax: z.boolean(),
  error: z.string().nullable(),
})
export type TaxRatesResponse = z.infer<typeof TaxRatesResponse>

