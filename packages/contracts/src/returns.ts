import { z } from 'zod'
import { ORDER_NUMBER_PATTERN } from './checkout.ts'
import { Money, PlainText } from './common.ts'

// /svc_rma: the returns calls (commerce §2 /rmaprocess; the calls are "not shown": ours, docs/returns.md).

export const RmaOrderNumber = z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, 'not an order number')
export const RmaNumber = z.string().trim().toUpperCase().regex(/^RMA\d{7,12}$/, 'not a return number')

/** POST /svc_rma/lookup: a guest proves an order by its number and email. */
export const RmaLookupRequest = z.object({
  orderId: RmaOrderNumber,
  email: PlainText.pipe(z.string().trim().min(3).max(320)),
})

/** requested, received, refunded, rejected, cancelled (the domain's RETURN_STATUSES). */
export const RmaReturnStatus = z.enum(['requested', 'received', 'refunded', 'rejected', 'cancelled'])

/** A line of an order as the returns flow offers it. */
export const RmaOrderLine = z.object({
  listItemId: z.string(),
  sku: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  bought: z.number().int(),
  /** Already in returns that are not rejected or cancelled. */
  inReturns: z.number().int(),
  returnable: z.number().int(),
  /** What the line was paid (its share of the order's paid goods), minor units. */
  paid: Money,
})

export const RmaReturnSummary = z.object({
  rmaNumber: z.string(),
  dateIssued: z.string(),
  status: RmaReturnStatus,
  refundAmount: Money,
  currency: z.string(),
  createdAt: z.string(),
  items: z.array(z.object({ listItemId: z.string(), sku: z.string(), name: z.string(), qty: z.number().int(), reason: z.string(), refundAmount: Money })),
})
export type RmaReturnSummary = z.infer<typeof RmaReturnSummary>

/** GET /svc_rma/order/{orderId}: an order the session may return goods of. */
export const RmaOrder = z.object({
  orderId: z.string(),
  storeId: z.number().int(),
  currency: z.string(),
  status: z.string(),
  placedAt: z.string(),
  window: z.object({ open: z.boolean(), closesAt: z.string().nullable(), reason: z.enum(['status', 'expired']).nullable() }),
  lines: z.array(RmaOrderLine),
  returns: z.array(RmaReturnSummary),
})
export type RmaOrder = z.infer<typeof RmaOrder>

/** GET /svc_rma/orders: a signed-in customer's orders, newest first, with whether each can be returned. */
export const RmaOrderChoices = z.object({
  orders: z.array(z.object({ orderId: z.string(), placedAt: z.string(), status: z.string(), grandTotal: Money, currency: z.string(), itemCount: z.number().int(), open: z.boolean(), closesAt: z.string().nullable() })),
})

export const RmaItemRequest = z.object({
  listItemId: z.string().trim().min(1).max(80),
  qty: z.number().int().min(1).max(1000),
  /** One of the domain's RETURN_REASONS codes (the service checks it). */
  reason: z.string().trim().min(1).max(40),
})

/** POST /svc_rma/quote and POST /svc_rma/return: what the shopper sends back. */
export const RmaReturnRequest = z.object({
  orderId: RmaOrderNumber,
  items: z.array(RmaItemRequest).min(1).max(100),
  comment: PlainText.pipe(z.string().trim().max(500)).optional(),
})
export type RmaReturnRequest = z.infer<typeof RmaReturnRequest>

/** POST /svc_rma/quote: the refund the server would give, before anything is created. */
export const RmaQuote = z.object({
  orderId: z.string(),
  currency: z.string(),
  refundAmount: Money,
  items: z.array(z.object({ listItemId: z.string(), sku: z.string(), name: z.string(), qty: z.number().int(), reason: z.string(), refundAmount: Money })),
})
export type RmaQuote = z.infer<typeof RmaQuote>

/** The address a return goes to (per site; docs/returns.md). */
export const RmaAddress = z.object({ name: z.string(), street: z.array(z.string()), city: z.string(), region: z.string(), postcode: z.string(), countryId: z.string() })

/** GET /svc_rma/return/{rmaNumber}?dateIssued=: the label and packing slip of a return. */
export const RmaLabel = RmaReturnSummary.extend({
  orderId: z.string(),
  shipTo: RmaAddress,
  shipFrom: z.object({ name: z.string(), street: z.array(z.string()), city: z.string(), region: z.string().nullable(), postcode: z.string().nullable(), countryId: z.string() }).nullable(),
})
export type RmaLabel = z.infer<typeof RmaLabel>

/** POST /svc_rma/operator/returns/{rmaNumber}/status (operator token). */
export const RmaStatusRequest = z.object({ status: RmaReturnStatus, note: PlainText.pipe(z.string().trim().max(500)).optional() })
