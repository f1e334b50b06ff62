import { z } from 'zod'
import { Money, PlainText } from './common.ts'
import { RateAddress } from './tax.ts'

const Code = PlainText.pipe(z.string().trim().max(64))
const ProductId = z.number().int().positive().max(2_147_483_647)

/** A child of a cart line (bundle choice, configurable child): what actually ships. */
const ShippingChild = z.object({ productId: ProductId, qty: z.number().int().positive().max(10_000).default(1) }).loose()

/** commerce §7 rate request item. Weights and attributes are read from the catalogue, not from here. */
export const ShippingItem = z
  .object({
    productId: ProductId,
    qty: z.number().int().positive().max(10_000),
    listItemId: Code.nullish(),
    sku: Code.nullish(),
    type: Code.nullish(),
    price: Money.nullish(),
    rowTotal: Money.nullish(),
    weight: z.number().nonnegative().max(100_000).nullish(),
    children: z.array(ShippingChild).max(50).nullish(),
  })
  .loose()

/** commerce §7: POST /svc_shipping/shipping/rates/get. */
export const ShippingRatesRequest = z.object({
  storeId: z.number().int().positive(),
  subtotalAmount: Money.nonnegative().nullish(),
  shippingAddress: RateAddress.nullish(),
  items: z.array(ShippingItem).min(1).max(200),
  /** true: ship what is ready now (fastest); false: wait and ship together (fewestPackages). */
  allowSplit: z.boolean().default(true),
  allow5for5: z.boolean().default(false),
  shippingMode: z.enum(['fastest', 'fewestPackages']).optional(),
})
export type ShippingRatesRequest = z.infer<typeof ShippingRatesRequest>

export const ShippingRateAnswer = z.object({
  shippingCode: z.string(),
  rate: Money,
  label: z.string(),
  carrier: z.string(),
  packageNumber: z.number().int(),
  transactionId: z.string(),
  /** The shipping promotion that priced this rate (ours): five_for_five, the five-ship-for-five offer. */
  promotion: z.literal('five_for_five').optional(),
})

/** commerce §7 POST /svc_checkout/promotion/status: the email whose five-for-five offer is asked about. */
export const PromotionStatusRequest = z.object({ email: z.string().trim().max(320) })
/** fiveShipForFive: the offer applies to this email's next order in this store; fiveShipForFiveRemaining: the orders left. */
export const PromotionStatusResponse = z.object({ fiveShipForFive: z.boolean(), fiveShipForFiveRemaining: z.number().int() })
export type PromotionStatusResponse = z.infer<typeof PromotionStatusResponse>

/** commerce §7: rates, split, transactionId; plus the packages and the mode the answer is for. */
export const ShippingRatesResponse = z.object({
  rates: z.array(ShippingRateAnswer),
  split: z.boolean(),
  transactionId: z.string(),
  shippingMode: z.enum(['fastest', 'fewestPackages']),
  availableModes: z.array(z.enum(['fastest', 'fewestPackages'])),
  packages: z.array(
    z.object({ packageNumber: z.number().int(), kind: z.enum(['parcel', 'freight', 'dropship']), label: z.string(), weightLb: z.number(), itemIds: z.array(z.string()) }),
  ),
})
export type ShippingRatesResponse = z.infer<typeof ShippingRatesResponse>
