import { z } from 'zod'
import { Money, PlainText } from './common.ts'
import { REDIRECT_METHODS } from './gateway.ts'

/**
 * An order number as the store gives it: IH and 9 to 12 digits (the checkout's order number sequence).
 * The one definition of it: the API's order routes, fulfilment and returns, and the storefront's order
 * pages read it from here.
 */
export const ORDER_NUMBER_PATTERN = /^IH\d{9,12}$/
/** A path or query parameter that names an order. */
export const OrderNumber = z.string().regex(ORDER_NUMBER_PATTERN, 'not an order number')

const Line = (max: number) => PlainText.pipe(z.string().trim().max(max))

/** commerce §3 Address as an order carries it. */
export const OrderAddress = z
  .object({
    firstname: Line(100).nullish(),
    lastname: Line(100).nullish(),
    company: Line(100).nullish(),
    telephone: Line(40).nullish(),
    email: Line(320).nullish(),
    street: z.array(Line(200)).max(4).nullish(),
    city: Line(100).nullish(),
    postcode: Line(20).nullish(),
    region: Line(100).nullish(),
    regionId: z.union([z.number().int().nonnegative().max(2_147_483_647), Line(20)]).nullish(),
    countryId: PlainText.pipe(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'countryId must be a two-letter country code')),
    vatNumber: Line(40).nullish(),
    eoriNumber: Line(40).nullish(),
  })
  .strip()
export type OrderAddress = z.infer<typeof OrderAddress>

export const ChosenRate = z.object({
  shippingCode: Line(64),
  packageNumber: z.number().int().positive().max(100).default(1),
  rate: Money.nonnegative().max(100_000_000),
})

/** What the storefront believes the totals are: the server compares and refuses a mismatch (commerce §8). */
export const ClientTotals = z
  .object({
    grandTotalIncludingTax: Money.nonnegative().max(100_000_000_00),
    tax: Money.nonnegative().max(100_000_000_00).optional(),
    shipping: Money.nonnegative().max(100_000_000_00).optional(),
    discount: Money.nonnegative().max(100_000_000_00).optional(),
    subtotal: Money.nonnegative().max(100_000_000_00).optional(),
  })
  .strip()

export const OrderPaymentInput = z
  .object({
    /** adyen: the card provider (cards, PayPal, redirect methods); free: nothing to pay. */
    paymentType: z.enum(['adyen', 'free']),
    /** scheme (card), paypal, or a redirect method of commerce §9. */
    adyenType: z.enum(['scheme', 'paypal', ...REDIRECT_METHODS]).optional(),
    /** A card token (tok_) or stored card (pm_) from the gateway; for PayPal, the authorised payment id. */
    transactionToken: z.string().max(100).optional(),
    cvc: z.string().regex(/^\d{3,4}$/).optional(),
    authorizedPayPalAmount: Money.nonnegative().max(100_000_000_00).optional(),
    /** Keep this card as a stored payment method (signed-in customers). */
    storeCard: z.boolean().optional(),
  })
  .strip()

/** commerce §7: POST /svc_checkout/order, the cleaned order (action placeorder). */
export const PlaceOrderRequest = z.object({
  listId: z.uuid(),
  storeId: z.number().int().positive(),
  email: Line(320),
  shippingAddress: OrderAddress.nullish(),
  billingAddress: OrderAddress,
  shippingMode: z.enum(['fastest', 'fewestPackages']).default('fastest'),
  shipping: z.array(ChosenRate).max(20).default([]),
  payment: OrderPaymentInput,
  giftcards: z.array(z.object({ code: Line(40) })).max(5).default([]),
  totals: ClientTotals,
  agreements: z.object({ subscription: z.boolean().default(false), trial: z.boolean().default(false) }).default({ subscription: false, trial: false }),
  comments: PlainText.pipe(z.string().max(1000)).nullish(),
  captcha: z.string().max(4000).optional(),
  action: z.literal('placeorder').default('placeorder'),
})
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>

export const OrderTotals = z.object({
  grandTotalIncludingTax: Money,
  grandTotalExcludingTax: Money,
  tax: Money,
  itemTax: Money,
  shippingTax: Money,
  shipping: Money,
  subtotal: Money,
  discount: Money,
  giftcards: Money,
  tariff: Money,
  /** VAT taken off a reverse-charged order whose prices include it (ours; absent on older orders). */
  reverseCharged: Money.optional(),
})

export const OrderStatusWire = z.enum(['new', 'payment_pending', 'payment_complete', 'published', 'payment_error', 'shipped', 'canceled'])

/** commerce §3 Order as the checkout service answers it (money in minor units). */
/** A line of an order, as its quote and the placed order both carry it. */
const OrderLine = z.object({
  listItemId: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  price: Money,
  rowTotal: Money,
  thumbnail: z.string().nullable(),
  /**
   * What the shopper chose, kept at placement from the cart's own lines (absent on orders placed before
   * it was kept): the chosen product's SKU (a configurable's child, else `sku`) and the options as
   * commerce's cart item meta `configuration` reads them ("Color: Red", null when none).
   */
  linkSku: z.string().optional(),
  configuration: z.string().nullable().optional(),
  /**
   * A bundle's chosen child products, as cart item meta `bundleProducts` names them and the cart lists
   * them ("1 × Olympic Bar"); `qty` is per bundle. Empty for any other line; absent on orders placed
   * before they were kept.
   */
  bundleProducts: z.array(z.object({ sku: z.string(), id: z.string(), name: z.string(), qty: z.number().int() })).optional(),
})

export const Order = z.object({
  orderId: z.string(),
  listId: z.string(),
  storeId: z.number().int(),
  currency: z.string(),
  status: OrderStatusWire,
  shippingMode: z.enum(['fastest', 'fewestPackages']),
  items: z.array(
    OrderLine.extend({
      url: z.string().nullable(),
      children: z.array(z.object({ productId: z.number().int(), qty: z.number().int() }).loose()),
    }),
  ),
  totals: OrderTotals,
  payment: z.object({
    paymentType: z.string(),
    adyenType: z.string().nullable(),
    amount: Money,
    transactionId: z.string().nullable(),
    cardType: z.string().nullable(),
    last4: z.string().nullable(),
    /** While 3-D Secure, PayPal or a bank portal waits for the shopper: where to send them. */
    action: z.object({ url: z.string() }).nullable(),
    error: z.string().nullable(),
  }),
  shippingAddress: OrderAddress.nullable(),
  billingAddress: OrderAddress,
  shipping: z.array(z.object({ shippingCode: z.string(), packageNumber: z.number().int(), rate: Money, label: z.string(), carrier: z.string() })),
  giftcards: z.array(z.object({ code: z.string(), amount: Money })),
  customer: z.object({ email: z.string(), customerId: z.number().int().nullable(), groupId: z.number().int() }),
  shipments: z.array(z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() }).loose()),
  createdAt: z.string(),
})
export type Order = z.infer<typeof Order>

export const OrderQuery = z.object({ storeId: z.coerce.number().int().positive().max(1000).optional() })
export const OrderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  view: z.enum(['all', 'open', 'shipped']).default('all'),
})
export const OrderList = z.object({ orders: z.array(Order), count: z.number().int() })

/** POST /svc_checkout/order/quote: the order so far (no payment yet). */
export const QuoteOrderRequest = PlaceOrderRequest.extend({
  email: PlainText.pipe(z.string().trim().max(320)).default(''),
  billingAddress: OrderAddress.optional(),
  payment: OrderPaymentInput.default({ paymentType: 'adyen' }),
  totals: ClientTotals.default({ grandTotalIncludingTax: 0 }),
})
export type QuoteOrderRequest = z.infer<typeof QuoteOrderRequest>

/**
 * POST /svc_checkout/cart/estimate (ours: docs/shipping.md "Estimate in the cart"): the cart and where it
 * would ship, the country with its region and postcode alone.
 */
export const CartEstimateRequest = z.object({
  listId: z.uuid(),
  storeId: z.number().int().positive(),
  shippingAddress: z.object({ countryId: OrderAddress.shape.countryId, region: Line(100).nullish(), postcode: Line(20).nullish() }).strip(),
  shippingMode: z.enum(['fastest', 'fewestPackages']).default('fastest'),
})
export type CartEstimateRequest = z.infer<typeof CartEstimateRequest>

const QuoteRate = z.object({ shippingCode: z.string(), packageNumber: z.number().int(), rate: Money, label: z.string(), carrier: z.string(), promotion: z.literal('five_for_five').optional() })

/** What the order costs now, decided by the server; the storefront shows it and sends the totals back when placing. */
export const OrderQuote = z.object({
  listId: z.string(),
  currency: z.string(),
  needsShipping: z.boolean(),
  /** The agreements placing needs ticked (commerce §4): subscription for a subscription or trial product, trial for a trial. */
  agreements: z.object({ subscription: z.boolean(), trial: z.boolean() }),
  items: z.array(OrderLine),
  totals: OrderTotals,
  shipping: z.array(QuoteRate),
  rates: z
    .object({
      rates: z.array(QuoteRate.extend({ transactionId: z.string() })),
      split: z.boolean(),
      transactionId: z.string(),
      shippingMode: z.enum(['fastest', 'fewestPackages']),
      availableModes: z.array(z.enum(['fastest', 'fewestPackages'])),
      packages: z.array(z.object({ packageNumber: z.number().int(), kind: z.string(), label: z.string(), weightLb: z.number(), itemIds: z.array(z.string()) })),
    })
    .nullable(),
  giftcards: z.array(z.object({ code: z.string(), amount: Money })),
  tax: z.object({ summary: z.array(z.object({ label: z.string(), taxAmount: Money })), vatResponse: z.object({ valid: z.boolean(), exempt: z.boolean() }).nullable(), pricesIncludeTax: z.boolean() }),
})
export type OrderQuote = z.infer<typeof OrderQuote>

/** The cart's estimate: the totals with the first rate offered for each package and the tax on them, decided as a quote is. */
export const CartEstimate = z.object({
  currency: z.string(),
  needsShipping: z.boolean(),
  totals: OrderTotals,
  shipping: z.array(QuoteRate),
  pricesIncludeTax: z.boolean(),
})
export type CartEstimate = z.infer<typeof CartEstimate>
