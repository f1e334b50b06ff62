// The wallet-pay flow of the native app shell (platform §4): the figures the wallet sheet shows, priced
// by the server as the checkout's quote prices them, and the order placed by the checkout's own
// placement from what the wallet sends on success.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Money, Order, OrderAddress, type PlaceOrderRequest } from '@ironhouse/contracts'
import { addMinor, createDefaultOrderDraft, DEFAULT_ORDER_SETTINGS, siteByStoreId, type WalletOrderTotals, type WalletShippingOption } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import type { CartOwner } from './cart.ts'
import { checkoutReturnPath } from './routes.ts'
import { placeOrder, quoteOrder, type CheckoutDeps } from './service.ts'

/** Platform §3 Payment token; paymentData carries the processor's token (see paymentTokenOf). */
const WalletPaymentToken = z.object({
  paymentData: z.unknown(),
  paymentMethod: z.unknown(),
  transactionIdentifier: z.string().max(200),
})

export const WalletDetailsRequest = z.object({
  listId: z.uuid(),
  storeId: z.number().int().positive(),
  /** The address the wallet sheet chose (platform §3 Order address); absent before it chose one. */
  shippingAddress: OrderAddress.nullish(),
  /** The shipping option the sheet has selected (an identifier this call answered). */
  shippingCode: z.string().max(300).nullish(),
})

export const WalletDetails = z.object({
  listId: z.string(),
  currency: z.string(),
  /** Platform §4: a virtual order needs no shipping. */
  isVirtual: z.boolean(),
  totals: z.object({ subtotal: Money, discount: Money, tax: Money, shipping: Money }),
  shippingOptions: z.array(z.object({ identifier: z.string(), label: z.string(), detail: z.string(), amount: Money })),
  selectedShippingCode: z.string().nullable(),
})
export type WalletDetails = z.infer<typeof WalletDetails>

export const WalletOrderRequest = z.object({
  listId: z.uuid(),
  storeId: z.number().int().positive(),
  shippingAddress: OrderAddress.nullish(),
  billingAddress: OrderAddress,
  shippingCode: z.string().max(300).nullish(),
  paymentToken: WalletPaymentToken,
  /** The grand total the wallet sheet showed the shopper (minor units): the order is refused when the server's differs. */
  total: Money.nonnegative().max(100_000_000_00),
  captcha: z.string().max(4000).optional(),
})

/** A multi-package order is one wallet option: its packages' codes in package order. */
const PACKAGE_SEPARATOR = '|'

function wantedShipping(code: string | null | undefined): PlaceOrderRequest['shipping'] {
  if (!code) return []
  return code.split(PACKAGE_SEPARATOR).map((shippingCode, index) => ({ shippingCode, packageNumber: index + 1, rate: 0 }))
}

type Quote = Awaited<ReturnType<typeof quoteOrder>>

type QuotedRate = NonNullable<Quote['rates']>['rates'][number]

/** A split order's option: one rate per package, in package order. */
function splitOption(perPackage: ReadonlyArray<QuotedRate>): Required<WalletShippingOption> {
  return {
    identifier: perPackage.map((rate) => rate.shippingCode).join(PACKAGE_SEPARATOR),
    label: perPackage.map((rate) => rate.label).join(' + '),
    detail: `${perPackage.length} packages`,
    amount: addMinor(...perPackage.map((rate) => rate.rate)),
  }
}

/**
 * The wallet's shipping options from the quote's rates. A one-package order: each of its rates. A
 * split order (docs/api.md "Wallet pay"): the wallet offers one list, so each option names a rate for
 * every package: the n-th option takes the n-th service of each package that offers several (parcels:
 * ground, 2-day, next day) and the only one of a package that has one (freight, dropship), so every
 * service the order's packages can travel by is offered, each priced as the sum of its packages'
 * rates. The quote's own choice is offered too when it is not one of these (a pickup or a choice kept
 * from an earlier step).
 */
function optionsOf(quote: Quote): Array<Required<WalletShippingOption>> {
  const rates = quote.rates
  if (!rates) return []
  if (rates.packages.length <= 1) return rates.rates.map((rate) => ({ identifier: rate.shippingCode, label: rate.label, detail: rate.carrier, amount: rate.rate }))
  const byPackage = rates.packages.map((pkg) => rates.rates.filter((rate) => rate.packageNumber === pkg.packageNumber))
  if (byPackage.some((offered) => offered.length === 0)) return []
  const services = Math.max(...byPackage.map((offered) => offered.length))
  const options = new Map<string, Required<WalletShippingOption>>()
  for (let n = 0; n < services; n++) {
    const option = splitOption(byPackage.map((offered) => offered[Math.min(n, offered.length - 1)] as QuotedRate))
    if (!options.has(option.identifier)) options.set(option.identifier, option)
  }
  const chosen = byPackage.map((offered) => offered.find((rate) => quote.shipping.some((pick) => pick.packageNumber === rate.packageNumber && pick.shippingCode === rate.shippingCode)))
  if (chosen.every((rate) => rate !== undefined)) {
    const own = splitOption(chosen as Array<QuotedRate>)
    if (!options.has(own.identifier)) options.set(own.identifier, own)
  }
  return [...options.values()]
}

/**
 * The sheet's figures: subtotal, discount and shipping as quoted; the tax line is what the order adds
 * on top of them (the quote's grand total less the rest), so a site whose prices include VAT shows
 * 0 there and the sheet's total is always the server's.
 */
function walletTotalsOf(quote: Quote): WalletOrderTotals {
  const { subtotal, discount, shipping, grandTotalIncludingTax } = quote.totals
  return { subtotal, discount, shipping, tax: Math.max(0, grandTotalIncludingTax - (subtotal - discount + shipping)) }
}

/**
 * The checkout request for the wallet's order: a new order with the defaults of commerce §9
 * (`createDefaultOrderDraft`: shipping mode fastest, the card-gateway payment type, no total yet), the
 * site's own country until the wallet names an address.
 */
function quoteRequest(input: z.infer<typeof WalletDetailsRequest>, email = ''): PlaceOrderRequest {
  const draft = createDefaultOrderDraft()
  const countryId = siteByStoreId(input.storeId)?.defaultCountry ?? draft.billingAddress.countryId
  return {
    listId: input.listId,
    storeId: input.storeId,
    email,
    shippingAddress: input.shippingAddress ?? null,
    billingAddress: input.shippingAddress ?? { countryId },
    shippingMode: draft.shippingMode,
    shipping: wantedShipping(input.shippingCode),
    payment: { paymentType: DEFAULT_ORDER_SETTINGS.paymentType },
    giftcards: [],
    totals: { grandTotalIncludingTax: draft.totals.grandTotalIncludingTax },
    agreements: { subscription: false, trial: false },
    action: 'placeorder',
  }
}

const isMissingAddress = (error: unknown) =>
  error instanceof AppError && error.code === 'invalid_shipping' && JSON.stringify(error.details ?? null).includes('ADDRESS_MISSING')

/**
 * POST /svc_checkout/wallet/details: the wallet sheet's figures and shipping options for the cart,
 * for the address the sheet chose. Before an address, a cart that ships is priced without shipping
 * or tax (the sheet asks for the address and gets the full figures then).
 */
export async function walletDetails(deps: CheckoutDeps, owner: CartOwner, input: z.infer<typeof WalletDetailsRequest>): Promise<WalletDetails> {
  let quote: Quote
  try {
    quote = await quoteOrder(deps, owner, quoteRequest(input))
  } catch (error) {
    if (input.shippingAddress || !isMissingAddress(error)) throw error
    const cart = await deps.readCart(deps.db, owner, input.listId, input.storeId)
    if (!cart) throw new AppError('not_found', 'List was not found')
    const subtotal = addMinor(...cart.items.map((line) => line.rowTotal))
    const site = siteByStoreId(input.storeId)
    return {
      listId: cart.listId,
      currency: site?.currency ?? 'USD',
      isVirtual: false,
      totals: { subtotal, discount: cart.discount, tax: 0, shipping: 0 },
      shippingOptions: [],
      selectedShippingCode: null,
    }
  }
  const options = optionsOf(quote)
  const selected = quote.shipping.map((rate) => rate.shippingCode).join(PACKAGE_SEPARATOR)
  return {
    listId: quote.listId,
    currency: quote.currency,
    isVirtual: !quote.needsShipping,
    totals: walletTotalsOf(quote),
    shippingOptions: options,
    selectedShippingCode: options.some((option) => option.identifier === selected) ? selected : (options[0]?.identifier ?? null),
  }
}

/**
 * The processor's token in a wallet payment token: paymentData as a string, or its `token` field.
 * The store's payment provider (the built-in gateway) stands in for the wallet's processor: the app
 * hands over a token of the gateway's card tokens (tok_…).
 */
export function paymentTokenOf(token: z.infer<typeof WalletPaymentToken>): string {
  const data = token.paymentData
  const value = typeof data === 'string' ? data : typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : undefined
  if (typeof value !== 'string' || !/^tok_[A-Za-z0-9_-]{4,96}$/.test(value)) throw new AppError('validation_error', 'The wallet payment token carries no card token')
  return value
}

/**
 * POST /svc_checkout/wallet/order (platform §4 step 4): the order placed by the checkout's placement
 * with the wallet's addresses and payment token. The shipping rates are the server's (quoted again for
 * the chosen option), and the wallet's total must be the server's grand total (commerce §8
 * wrong_grandtotal), so the shopper never pays other than what the sheet showed.
 */
export async function placeWalletOrder(deps: CheckoutDeps, owner: CartOwner, input: z.infer<typeof WalletOrderRequest>): Promise<Order> {
  const transactionToken = paymentTokenOf(input.paymentToken)
  const email = input.shippingAddress?.email || input.billingAddress.email || ''
  let shipping: PlaceOrderRequest['shipping'] = []
  try {
    const quote = await quoteOrder(deps, owner, quoteRequest(input, email))
    shipping = quote.shipping.map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate }))
  } catch (error) {
    // a closed cart: placement answers order_already_published when its order is this shopper's (a repeated success)
    if (!(error instanceof AppError) || error.code !== 'not_found') throw error
  }
  const request: PlaceOrderRequest = {
    ...quoteRequest(input, email),
    billingAddress: input.billingAddress,
    shipping,
    totals: { grandTotalIncludingTax: input.total },
    payment: input.total === 0 ? { paymentType: 'free' } : { paymentType: 'adyen', adyenType: 'scheme', transactionToken },
  }
  return placeOrder(deps, owner, request, checkoutReturnPath)
}

const ownerOf = (session: CartOwner): CartOwner => ({ guestId: session.guestId, customerId: session.customerId, groupId: session.groupId })

/** The wallet calls, under the checkout's prefix (/svc_checkout/wallet/…). */
export const walletPayRoutes: FastifyPluginAsyncZod<{ deps: CheckoutDeps }> = async (app, { deps }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })
  app.post('/details', { schema: { body: WalletDetailsRequest, response: { 200: WalletDetails } } }, async (request, reply) => {
    const session = await request.requireSession(reply)
    return walletDetails(deps, ownerOf(session), request.body)
  })
  app.post('/order', { schema: { body: WalletOrderRequest, response: { 200: Order } } }, async (request, reply) => {
    const session = await request.requireSession(reply)
    await app.requireCaptcha(request, 'placeorder', request.body.captcha)
    return app.marketing.afterOrder(request, await placeWalletOrder(deps, ownerOf(session), request.body))
  })
}
