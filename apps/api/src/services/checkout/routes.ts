import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CartEstimate, CartEstimateRequest, Order, OrderList, OrderListQuery, OrderNumber, OrderQuery, ORDER_NUMBER_PATTERN, OrderQuote, PlaceOrderRequest, PlainText, PromotionStatusRequest, PromotionStatusResponse, QuoteOrderRequest } from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'
import { clientKey } from '../../plugins/rate-limit.ts'
import { findCustomerOrders, findOrderByNumber } from './repo.ts'
import { promotionStatus } from './promotion-status.ts'
import type { CartOwner } from './cart.ts'
import { authorizePayPal, estimateCart, placeOrder, quoteOrder, readOrder, readPayPal, toOrder, type CheckoutDeps } from './service.ts'
import { siteByStoreId } from '@ironhouse/domain'

const OrderParams = z.object({ id: OrderNumber })
const PayPalParams = z.object({ id: z.string().regex(/^pay_[A-Za-z0-9_-]{10,40}$/, 'not a payment id') })
const PayPalAuthorization = z.object({ transactionToken: z.string(), amount: z.number().int(), currency: z.string(), action: z.object({ type: z.literal('redirect'), url: z.string() }).nullable() })
const PayPalStatus = z.object({ transactionToken: z.string(), status: z.string(), amount: z.number().int(), authorizedPayPalAmount: z.number().int().nullable() })
const TrackQuery = z.object({ email: PlainText.pipe(z.string().trim().min(3).max(320)), order: z.string().trim().regex(ORDER_NUMBER_PATTERN, 'not an order number') })

/** Whose cart and orders a session's calls reach. */
const ownerOf = (session: CartOwner): CartOwner => ({ guestId: session.guestId, customerId: session.customerId, groupId: session.groupId })

/** Where the gateway sends the shopper back after 3-D Secure, PayPal or a bank portal. */
export const checkoutReturnPath = (orderId: string) => `/checkout/success?orderId=${encodeURIComponent(orderId)}`

export const checkoutRoutes: FastifyPluginAsyncZod<{ deps: CheckoutDeps }> = async (app, options) => {
  const { deps } = options
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })

  // commerce §7: POST /svc_checkout/order (captcha, action placeorder)
  app.post('/order', { schema: { body: PlaceOrderRequest, response: { 200: Order } } }, async (request, reply) => {
    const session = await request.requireSession(reply)
    await app.requireCaptcha(request, 'placeorder', request.body.captcha)
    return app.marketing.afterOrder(request, await placeOrder(deps, ownerOf(session), request.body, checkoutReturnPath))
  })

  // the order so far, priced by the server (the checkout screens show this, then send its totals back)
  app.post('/order/quote', { schema: { body: QuoteOrderRequest, response: { 200: OrderQuote } } }, async (request, reply) => {
    const session = await request.requireSession(reply)
    const body = request.body
    const billingAddress = body.billingAddress ?? body.shippingAddress ?? { countryId: 'US' }
    return quoteOrder(deps, ownerOf(session), { ...body, billingAddress })
  })

  // ours (docs/shipping.md "Estimate in the cart"): the cart's shipping and tax to a destination alone
  app.post('/cart/estimate', { schema: { body: CartEstimateRequest, response: { 200: CartEstimate } } }, async (request, reply) => {
    const session = await request.requireSession(reply)
    return estimateCart(deps, ownerOf(session), request.body)
  })

  // PayPal approved before placing (commerce §3 authorizedPayPalAmount): the gateway's PayPal page, then back to checkout
  app.post('/paypal/authorize', { schema: { body: QuoteOrderRequest, response: { 200: PayPalAuthorization } } }, async (request, reply) => {
    const session = await request.requireSession(reply)
    const body = request.body
    const billingAddress = body.billingAddress ?? body.shippingAddress ?? { countryId: 'US' }
    const prefix = siteByStoreId(body.storeId)?.pathPrefix ?? ''
    // back to the checkout of the same list (a buy-now list or a registry purchase is not the active cart)
    return authorizePayPal(deps, ownerOf(session), { ...body, billingAddress }, `${prefix}/checkout?paypal=1&list=${body.listId}`)
  })

  app.get('/paypal/:id', { schema: { params: PayPalParams, response: { 200: PayPalStatus } } }, async (request) => readPayPal(deps, request.params.id))

  // commerce §7: GET /svc_checkout/order/{id}?storeId= (reload, duplicate checks, the return from a payment step)
  app.get('/order/:id', { schema: { params: OrderParams, querystring: OrderQuery, response: { 200: Order } } }, async (request) => {
    const session = await request.getSession()
    if (!session) throw new AppError('not_found', 'Order was not found')
    return readOrder(deps, ownerOf(session), request.params.id)
  })

  // commerce §7: GET /svc_checkout/order?page&limit&view (the account's order history)
  app.get('/order', { schema: { querystring: OrderListQuery, response: { 200: OrderList } } }, async (request) => {
    const session = await request.requireCustomer()
    const { page, limit, view } = request.query
    const { rows, count } = await findCustomerOrders(app.db, session.customerId, view, limit, (page - 1) * limit)
    return { orders: rows.map((row) => toOrder(row)), count }
  })

  // shell §2 /shippingtracker: an order found by its number and the customer's email, for guests too;
  // every lookup counts against the client address, so order references cannot be guessed in bulk
  app.get('/track', { schema: { querystring: TrackQuery, response: { 200: Order } } }, async (request, reply) => {
    await app.enforceRateLimits(reply, [{ name: 'track-ip', key: clientKey(request), limit: app.rateLimits.trackOrderPerIp }])
    const order = await findOrderByNumber(app.db, request.query.order)
    if (!order || order.email !== request.query.email.toLowerCase() || order.status === 'payment_error') throw new AppError('not_found', 'Order was not found')
    return toOrder(order)
  })

  // commerce §7: POST /svc_checkout/promotion/status (email): the five-for-five offer for that email in
  // the request's store; counted against the client address, as order tracking is
  app.post('/promotion/status', { schema: { body: PromotionStatusRequest, response: { 200: PromotionStatusResponse } } }, async (request, reply) => {
    await app.enforceRateLimits(reply, [{ name: 'promotion-status-ip', key: clientKey(request), limit: app.rateLimits.promotionStatusPerIp }])
    return promotionStatus(app.db, request.site.storeId, request.body.email)
  })
}
