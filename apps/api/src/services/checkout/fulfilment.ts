import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { Order, OrderNumber, PlainText } from '@ironhouse/contracts'
import { statusesThatMayBecome, type OrderStatus } from '@ironhouse/domain'
import { orders, withTransaction, type Db } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'
import { operatorGuard } from '../../lib/operator-auth.ts'
import { enqueueMail } from '../mail/public.ts'
import { notifyOrderStatus } from '../push/public.ts'
import { trackerLink } from './links.ts'
import { toOrder } from './service.ts'
import type { OrderRow } from './repo.ts'

/** Where a shopper follows a parcel, by the carrier names of our rate tables (docs/shipping.md). */
const CARRIER_TRACKING: Readonly<Record<string, (number: string) => string>> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
}

export const ShipRequest = z.object({
  carrier: PlainText.pipe(z.string().trim().toLowerCase().min(2).max(40)),
  trackingNumber: PlainText.pipe(z.string().trim().min(4).max(60).regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only')),
  /** Which of the order's packages left (default: all of them). */
  packageNumbers: z.array(z.number().int().positive().max(100)).max(20).optional(),
})
export type ShipRequest = z.infer<typeof ShipRequest>

export type Shipment = { carrier: string; trackingNumber: string; trackingUrl: string | null; packageNumbers: Array<number>; shippedAt: string }

/** Statuses from which an order may ship, by the rulebook's table: published, and shipped (another parcel). */
const SHIPPED: OrderStatus = 'shipped'
const SHIPPABLE: ReadonlyArray<string> = statusesThatMayBecome(SHIPPED)

/**
 * The fulfilment step: the warehouse reports a parcel with its carrier and tracking number. The order
 * moves to `shipped`, the shipment is kept on it (the account's order page and /shippingtracker show
 * it) and the customer is mailed the tracking link. The same tracking number twice changes nothing.
 */
export async function shipOrder(db: Db, orderNumber: string, request: ShipRequest, origin: (order: OrderRow) => string): Promise<OrderRow> {
  return withTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update')
    if (!order) throw new AppError('not_found', 'Order was not found')
    const shipments = (order.shipments as Array<Shipment>) ?? []
    if (shipments.some((shipment) => shipment.trackingNumber === request.trackingNumber)) return order
    if (!SHIPPABLE.includes(order.status)) throw new AppError('invalid_state', `A ${order.status} order cannot be shipped`)
    const packages = (order.shipping as Array<{ packageNumber: number }>).map((rate) => rate.packageNumber)
    const wanted = request.packageNumbers ?? packages
    const unknown = wanted.filter((n) => !packages.includes(n))
    if (packages.length === 0) throw new AppError('invalid_state', 'Nothing in this order ships')
    if (unknown.length > 0) throw new AppError('validation_error', `The order has no package ${unknown.join(', ')}`)
    const shipment: Shipment = {
      carrier: request.carrier,
      trackingNumber: request.trackingNumber,
      trackingUrl: CARRIER_TRACKING[request.carrier]?.(request.trackingNumber) ?? null,
      packageNumbers: wanted,
      shippedAt: new Date().toISOString(),
    }
    const [shipped] = await tx
      .update(orders)
      .set({ status: SHIPPED, shipments: [...shipments, shipment], updatedAt: shipment.shippedAt })
      .where(eq(orders.id, order.id))
      .returning()
    if (!shipped) throw new Error('order vanished while shipping')
    await notifyOrderStatus(tx, shipped)
    await enqueueMail(tx, {
      to: order.email,
      subject: `Your Ironhouse order ${order.orderNumber} has shipped`,
      text: [
        `Good news: ${wanted.length === packages.length ? 'your order' : `package ${wanted.join(', ')} of your order`} ${order.orderNumber} is on its way.`,
        '',
        `Carrier: ${shipment.carrier.toUpperCase()}`,
        `Tracking number: ${shipment.trackingNumber}`,
        ...(shipment.trackingUrl ? [`Follow it with the carrier: ${shipment.trackingUrl}`] : []),
        '',
        `Track your order: ${origin(order)}${trackerLink(order)}`,
      ].join('\n'),
    })
    return shipped
  })
}

/**
 * The operator calls (docs/api.md "Fulfilment"): Authorization: Bearer $OPERATOR_TOKEN. Without a
 * configured token they do not exist (404), so a store never runs them open.
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{ db: Db; token: string | undefined; origin: (order: OrderRow) => string }> = async (app, options) => {
  const requireOperator = operatorGuard(options.token)
  const Params = z.object({ id: OrderNumber })
  app.post('/orders/:id/ship', { preHandler: requireOperator, schema: { params: Params, body: ShipRequest, response: { 200: Order } } }, async (request) =>
    toOrder(await shipOrder(options.db, request.params.id, request.body, options.origin)),
  )
}
