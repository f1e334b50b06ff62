import { randomUUID } from 'node:crypto'
import {
  ADDRESS_PROBLEM_MESSAGES,
  addressProblems,
  checkBeforePlacing,
  destinationProblems,
  contactProblems,
  requiredAgreements,
  computeOrderTotals,
  currencyForStore,
  isBillingAddressValid,
  isContactValid,
  isPaymentValid,
  isRedirectPaymentMethod,
  fiveForFiveRemainingAfter,
  isValidCommerceEmail,
  paymentTypeAfterCountryChange,
  type PaymentMethodType,
  siteByStoreId,
  type AddressFields,
  type AddressProblem,
  type CurrencyCode,
  type SiteCode,
  addMinor,
} from '@ironhouse/domain'
import { withTransaction, type Db, type Executor } from '@ironhouse/db'
import { PlaceOrderRequest, type CartEstimateRequest, type Order, type OrderAddress, type ShippingRatesResponse } from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'
import { findUsableGiftCards, refundGiftCards, spendGiftCards } from '../gc/public.ts'
import { findShippingProductFacts, getShippingRates, shipsNothing, type ShippingRateProvider } from '../shipping/public.ts'
import { fetchTaxRates, type TaxProvider } from '../tax/public.ts'
import type { CartCloser, CartOwner, CartReader, CheckoutCart, CheckoutLine } from './cart.ts'
import type { PaymentProvider } from '../paymentmethod/public.ts'
import { enqueuePublish, enqueueReconcile, enqueueRecover, type OrderOrigin } from './publish.ts'
import { paymentLink } from './links.ts'
import { enqueueMail } from '../mail/public.ts'
import { consumeTickets, giveBackTickets, type TicketUse } from '../ticket/public.ts'
import { isFeatureOnForStore } from '../features/public.ts'
import { PaymentProviderError, ownsStoredCard } from '../paymentmethod/public.ts'
import {
  findCountry,
  findLiveOrderOfList,
  findOrderByNumber,
  giveBackStock,
  insertOrder,
  markStockReleased,
  nextOrderNumber,
  takeStock,
  updateOrderStatus,
  type OrderRow,
  fiveForFiveRedemptions,
} from './repo.ts'

export type CheckoutDeps = {
  db: Db
  readCart: CartReader
  closeCart: CartCloser
  reopenCart: CartCloser
  shipping: ShippingRateProvider
  tax: TaxProvider
  payments: PaymentProvider
  /** The public origin of an order's site, for the links its mails carry. */
  origin: OrderOrigin
}

const PURCHASE_LISTS: ReadonlyArray<string> = ['cart', 'quote', 'buyNow', 'registryPurchase']

function addressFields(address: OrderAddress | null | undefined, email: string): AddressFields {
  return { ...address, email: address?.email ?? email, street: address?.street ?? [] }
}

/** What a shopper reads for an address problem (the rulebook's messages; commerce §8 lists them under the error). */
function problemText(problem: string): string {
  return problem in ADDRESS_PROBLEM_MESSAGES ? ADDRESS_PROBLEM_MESSAGES[problem as AddressProblem].message : problem.toLowerCase().replace(/_/g, ' ')
}

/** What stock an order takes: a line's children when it has some (bundles, configurables), else the line. */
function stockNeeds(items: ReadonlyArray<CheckoutLine>): Array<{ productId: number; qty: number }> {
  const byProduct = new Map<number, number>()
  for (const line of items) {
    const parts = line.children.length > 0 ? line.children.map((child) => ({ productId: child.productId, qty: child.qty * line.qty })) : [{ productId: line.productId, qty: line.qty }]
    for (const part of parts) byProduct.set(part.productId, (byProduct.get(part.productId) ?? 0) + part.qty)
  }
  return [...byProduct.entries()].sort(([a], [b]) => a - b).map(([productId, qty]) => ({ productId, qty }))
}

/**
 * commerce §1, §7: a site takes the payment methods it offers for the ship-to country (the billing
 * country when nothing ships), as GET /svc_paymentmethod/methods lists them: no iDEAL on the USA site,
 * no PayPal on APO. A method the country does not offer is one a change to that country resets
 * (`paymentTypeAfterCountryChange`): placing with it is payment_error payment_method_not_available.
 */
function requireOfferedMethod(siteCode: SiteCode, countryId: string, adyenType: string): void {
  const method = adyenType as PaymentMethodType
  if (paymentTypeAfterCountryChange(method, siteCode, countryId) !== method) throw new AppError('payment_error', 'payment_method_not_available')
}

function matchRates(chosen: PlaceOrderRequest['shipping'], rates: ShippingRatesResponse): Array<ShippingRatesResponse['rates'][number]> {
  const picked = rates.packages.map((pkg) => {
    const choice = chosen.find((rate) => rate.packageNumber === pkg.packageNumber)
    if (!choice) throw new AppError('shipping_method_not_found', `No shipping method chosen for package ${pkg.packageNumber}`)
    const offered = rates.rates.find((rate) => rate.packageNumber === pkg.packageNumber && rate.shippingCode === choice.shippingCode)
    if (!offered) {
      if (choice.shippingCode === 'pickup_pickup') throw new AppError('pickup_disabled', 'Pickup is not available for this order')
      throw new AppError('shipping_method_not_found', `Shipping method ${choice.shippingCode} is not available for package ${pkg.packageNumber}`)
    }
    if (offered.rate !== choice.rate) throw new AppError('wrong_shipping_rate', `The rate of ${offered.label} is now ${offered.rate}`)
    return offered
  })
  if (chosen.length > picked.length) throw new AppError('shipping_method_not_valid', 'More shipping methods were chosen than there are packages')
  return picked
}

/**
 * An order's line as the quote and the placed order both carry it, with what the shopper chose as the
 * cart showed it (the list service's lines, never the browser's word): the chosen SKU, the options and
 * a bundle's chosen products.
 */
function orderLineOf(line: CheckoutLine) {
  return {
    listItemId: line.listItemId,
    productId: line.productId,
    sku: line.sku,
    name: line.name,
    qty: line.qty,
    price: line.price,
    rowTotal: line.rowTotal,
    thumbnail: line.thumbnail,
    linkSku: line.linkSku,
    configuration: line.configuration,
    bundleProducts: [...line.bundleProducts],
  }
}

/** A chosen rate as the order keeps it (its promotion too: five-for-five redemptions are counted from it). */
function shippingOfOrder(rate: ShippingRatesResponse['rates'][number]) {
  return { shippingCode: rate.shippingCode, packageNumber: rate.packageNumber, rate: rate.rate, label: rate.label, carrier: rate.carrier, ...(rate.promotion ? { promotion: rate.promotion } : {}) }
}

/** For a quote: the shopper's choice per package where it is still offered, else the first rate offered (not pickup). */
function defaultChoices(chosen: PlaceOrderRequest['shipping'], rates: ShippingRatesResponse): PlaceOrderRequest['shipping'] {
  return rates.packages.map((pkg) => {
    const offers = rates.rates.filter((rate) => rate.packageNumber === pkg.packageNumber)
    const kept = chosen.find((choice) => choice.packageNumber === pkg.packageNumber && offers.some((rate) => rate.shippingCode === choice.shippingCode))
    const pick = offers.find((rate) => rate.shippingCode === kept?.shippingCode) ?? offers.find((rate) => rate.carrier !== 'pickup') ?? offers[0]
    return { shippingCode: pick?.shippingCode ?? '', packageNumber: pkg.packageNumber, rate: pick?.rate ?? 0 }
  })
}

/**
 * POST /svc_checkout/order/quote: what the order would cost now, decided exactly as placement decides
 * it (the server's prices, rates, tax and gift cards); the storefront shows these figures and sends
 * them back when placing.
 */
export async function quoteOrder(deps: CheckoutDeps, owner: CartOwner, request: PlaceOrderRequest) {
  const cart = await deps.readCart(deps.db, owner, request.listId, request.storeId)
  if (!cart) throw new AppError('not_found', 'List was not found')
  const decided = await decideOrder(deps, owner, request, cart, 'quote')
  return {
    listId: cart.listId,
    currency: decided.currency,
    needsShipping: decided.needsShipping,
    agreements: decided.agreements,
    items: cart.items.map(orderLineOf),
    totals: decided.totals,
    shipping: decided.chosen.map(shippingOfOrder),
    rates: decided.offered,
    giftcards: decided.applied.map((card) => ({ code: card.code, amount: card.amount })),
    tax: { summary: decided.tax.summary, vatResponse: decided.tax.vatResponse, pricesIncludeTax: decided.tax.pricesIncludeTax },
  }
}

/**
 * POST /svc_checkout/cart/estimate (ours: docs/shipping.md "Estimate in the cart"): what the cart would
 * cost shipped to a destination (country, region, postcode), decided as a quote decides it (the
 * server's prices, the first rate offered for each package, the tax on them); no gift cards, and no
 * name, street or city asked.
 */
export async function estimateCart(deps: CheckoutDeps, owner: CartOwner, request: CartEstimateRequest) {
  const cart = await deps.readCart(deps.db, owner, request.listId, request.storeId)
  if (!cart) throw new AppError('not_found', 'List was not found')
  const order = PlaceOrderRequest.parse({
    listId: request.listId,
    storeId: request.storeId,
    email: '',
    shippingAddress: request.shippingAddress,
    billingAddress: request.shippingAddress,
    shippingMode: request.shippingMode,
    payment: { paymentType: 'adyen' },
    totals: { grandTotalIncludingTax: 0 },
  })
  const decided = await decideOrder(deps, owner, order, cart, 'estimate')
  return {
    currency: decided.currency,
    needsShipping: decided.needsShipping,
    totals: decided.totals,
    shipping: decided.chosen.map(shippingOfOrder),
    pricesIncludeTax: decided.tax.pricesIncludeTax,
  }
}

/**
 * POST /svc_checkout/paypal/authorize: the shopper approves the order's total at PayPal before placing
 * (commerce §3 payment.authorizedPayPalAmount, §4 read-only PayPal payment). The amount is the
 * server's quote of the order as it stands; the approval is tied to the cart.
 */
export async function authorizePayPal(deps: CheckoutDeps, owner: CartOwner, request: PlaceOrderRequest, returnUrl: string) {
  const quote = await quoteOrder(deps, owner, request)
  const amount = quote.totals.grandTotalIncludingTax
  if (amount === 0) throw new AppError('validation_error', 'Nothing is left to pay: the gift cards cover this order')
  // the quote knew the store: an unknown one was refused there
  requireOfferedMethod(siteByStoreId(request.storeId)?.code ?? 'USA', (request.shippingAddress ?? request.billingAddress).countryId, 'paypal')
  const payment = await deps.payments.authorize({
    amount,
    currency: quote.currency as 'USD',
    reference: cartPaymentReference(quote.listId),
    idempotencyKey: `paypal-${quote.listId}-${randomUUID()}`,
    source: { type: 'paypal' },
    returnUrl,
  })
  return { transactionToken: payment.id, amount, currency: quote.currency, action: payment.action }
}

/** GET /svc_checkout/paypal/{id}: where an approval stands (the checkout reads it when the shopper comes back). */
export async function readPayPal(deps: CheckoutDeps, id: string) {
  try {
    const payment = await deps.payments.get(id)
    if (payment.method !== 'paypal' || !payment.reference.startsWith('cart-')) throw new AppError('not_found', 'Payment was not found')
    return { transactionToken: payment.id, status: payment.status, amount: payment.amount, authorizedPayPalAmount: payment.authorizedAmount }
  } catch (error) {
    if (error instanceof PaymentProviderError && error.status === 404) throw new AppError('not_found', 'Payment was not found')
    throw error
  }
}

/** The order as the wire carries it (commerce §3), money in minor units. */
export function toOrder(row: OrderRow, action: { url: string } | null = null): Order {
  const payment = row.payment as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return {
    orderId: row.orderNumber,
    listId: row.listId,
    storeId: row.storeId,
    currency: row.currency,
    status: row.status as Order['status'],
    shippingMode: row.shippingMode as Order['shippingMode'],
    items: row.items as Order['items'],
    totals: row.totals as Order['totals'],
    payment: {
      paymentType: text(payment.paymentType) ?? 'adyen',
      adyenType: text(payment.adyenType),
      amount: typeof payment.amount === 'number' ? payment.amount : 0,
      transactionId: text(payment.transactionId),
      cardType: text(payment.cardType),
      last4: text(payment.last4),
      action: row.status === 'payment_pending' ? (action ?? (text(payment.actionUrl) ? { url: text(payment.actionUrl) as string } : null)) : null,
      error: text(payment.error),
    },
    shippingAddress: (row.shippingAddress as OrderAddress | null) ?? null,
    billingAddress: row.billingAddress as OrderAddress,
    shipping: row.shipping as Order['shipping'],
    giftcards: row.giftcards as Order['giftcards'],
    customer: { email: row.email, customerId: row.customerId, groupId: row.groupId },
    shipments: row.shipments as Order['shipments'],
    createdAt: new Date(row.createdAt).toISOString(),
  }
}

/** Checks everything the server decides; answers the order to record, or the commerce §8 error. */
async function decideOrder(deps: CheckoutDeps, owner: CartOwner, request: PlaceOrderRequest, cart: CheckoutCart, mode: 'estimate' | 'quote' | 'place' = 'place') {
  // an estimate is a quote for a destination alone (country, region, postcode): no name, street or city yet
  const quoting = mode !== 'place'
  const site = siteByStoreId(request.storeId)
  const currency = currencyForStore(request.storeId) as CurrencyCode
  if (!site) throw new AppError('unknown_site', `Unknown store ${request.storeId}`)
  if (!PURCHASE_LISTS.includes(cart.type)) throw new AppError('validation_error', `A ${cart.type} list cannot be checked out`)
  if (cart.items.length === 0) throw new AppError('empty_cart', 'The cart is empty')

  // stock and quantity problems the list service found (commerce §8 inventory_error: one per SKU)
  const unavailable = cart.items.filter((line) => line.stockStatus !== 'in stock' || line.problems.length > 0)
  if (unavailable.length > 0) {
    throw new AppError('inventory_error', unavailable.map((line) => `${line.sku}: ${line.name} is not available in that quantity`).join('\n'), { skus: unavailable.map((line) => line.sku) })
  }

  // the lines' products, read once: the agreements, whether anything ships, the rates and the tax all use them
  const facts = new Map((await findShippingProductFacts(deps.db, cart.items.flatMap((line) => [line.productId, ...line.children.map((child) => child.productId)]))).map((row) => [row.productId, row]))
  const agreementItems = cart.items.map((line) => {
    const attributes = facts.get(line.productId)?.attributes ?? {}
    return { subscriptionInterval: typeof attributes.subscription_interval === 'string' ? attributes.subscription_interval : null, isTrial: attributes.is_trial as string | number | boolean | null }
  })
  const agreements = requiredAgreements(agreementItems)
  const agreement = checkBeforePlacing({
    placing: false,
    items: agreementItems,
    subscriptionAgreed: request.agreements.subscription,
    trialAgreed: request.agreements.trial,
  })
  if (!agreement.ok && !quoting) throw new AppError('subscription_agree_missing', agreement.error.message)

  if (!quoting && !isValidCommerceEmail(request.email)) throw new AppError('invalid_shipping', 'Please enter a valid email', { problems: ['EMAIL_INVALID'] })
  const needsShipping = cart.items.some((line) => {
    const parts = line.children.length > 0 ? line.children.map((child) => child.productId) : [line.productId]
    return parts.some((id) => {
      const product = facts.get(id)
      return product ? !shipsNothing(product) : true
    })
  })
  let shippingAddress: OrderAddress | null = null
  let chosen: Array<ShippingRatesResponse['rates'][number]> = []
  let offered: ShippingRatesResponse | null = null
  if (needsShipping) {
    if (!request.shippingAddress) throw new AppError('invalid_shipping', 'No shipping address provided', { problems: ['ADDRESS_MISSING'] })
    shippingAddress = request.shippingAddress
    const country = await findCountry(deps.db, shippingAddress.countryId)
    const problems = (mode === 'estimate' ? destinationProblems : addressProblems)(
      addressFields(shippingAddress, request.email || 'quote@example.com'),
      country ? { alpha2: country.alpha2, requireRegion: country.requireRegion, postcodeRegex: country.postcodeRegex } : undefined,
    )
    if (problems.length > 0) throw new AppError('invalid_shipping', problems.map(problemText).join('\n'), { problems })
    const rates = await getShippingRates(deps.db, deps.shipping, {
      storeId: request.storeId,
      shippingAddress,
      items: cart.items.map((line) => ({ productId: line.productId, qty: line.qty, listItemId: line.listItemId, children: line.children.map((child) => ({ ...child })) })),
      allowSplit: request.shippingMode === 'fastest',
      // commerce §7: the five-for-five offer while the email has redemptions left (the flag is the shipping service's)
      allow5for5:
        isFeatureOnForStore('fiveforfive_enabled', request.storeId) &&
        isValidCommerceEmail(request.email) &&
        fiveForFiveRemainingAfter(await fiveForFiveRedemptions(deps.db, request.email)) > 0,
      shippingMode: request.shippingMode,
      // commerce §4: the lines an earned ticket ships free (the list service's prices decided it)
    }, facts, new Set(cart.items.filter((line) => line.freeShipping === true).map((line) => line.listItemId)))
    offered = rates
    const wanted = quoting ? defaultChoices(request.shipping, rates) : request.shipping
    chosen = matchRates(wanted, rates)
  }
  // commerce §5 contact (firstname, lastname, telephone, a valid email): an order that ships nothing has no
  // shipping address to carry it (addressProblems checks a shipping address's), so its billing names and
  // telephone with the order's email must make one
  const contact = { ...addressFields(request.billingAddress, request.email), email: request.email }
  if (!quoting && !needsShipping && !isContactValid(contact)) {
    const problems = contactProblems(contact)
    throw new AppError('invalid_billing', problems.map(problemText).join('\n'), { problems })
  }
  if (!quoting && !isBillingAddressValid(addressFields(request.billingAddress, request.email))) {
    const problems = addressProblems(addressFields(request.billingAddress, request.email), { alpha2: request.billingAddress.countryId, requireRegion: true, postcodeRegex: null })
    throw new AppError('invalid_billing', problems.map(problemText).join('\n') || 'The billing address is incomplete', { problems })
  }

  const shippingTotal = addMinor(...chosen.map((rate) => rate.rate))
  const taxAddress = shippingAddress ?? request.billingAddress
  const tax = await fetchTaxRates(deps.db, deps.tax, {
    storeId: request.storeId,
    shippingAddress: { ...taxAddress, region: taxAddress.region ?? null, street: taxAddress.street ?? null },
    shippingAmount: shippingTotal,
    hundoDiscount: cart.hundoDiscount,
    items: cart.items.map((line) => ({ productId: line.productId, listItemId: line.listItemId, qty: line.qty, rowTotal: line.rowTotal })),
    vatNumber: taxAddress.vatNumber ?? null,
    eoriNumber: taxAddress.eoriNumber ?? null,
  }, facts)
  const cards = await findUsableGiftCards(deps.db, request.giftcards.map((card) => card.code), currency)
  const { totals, giftcards } = computeOrderTotals({
    rowTotals: cart.items.map((line) => line.rowTotal),
    discount: cart.discount,
    shipping: shippingTotal,
    itemTax: tax.itemTax,
    shippingTax: tax.shipping.taxAmount,
    pricesIncludeTax: tax.pricesIncludeTax,
    reverseCharged: tax.reverseChargedAmount,
    giftcards: cards.map((card) => ({ code: String(card.id), balance: card.balance })),
  })
  const applied = giftcards.map((card) => {
    const source = cards.find((candidate) => String(candidate.id) === card.code)
    return { id: Number(card.code), code: source?.code ?? '', amount: card.amount }
  })

  // the programs the order buys (granted when it is published: the publish job reads them from the order)
  const programs = [...new Set(cart.items.filter((line) => facts.get(line.productId)?.isProgram === true).map((line) => line.productId))]
  if (quoting) return { site, currency, shippingAddress, chosen, totals, applied, adyenType: 'scheme', owner, offered, tax, needsShipping, programs, agreements }
  // the storefront's figures must be the server's (commerce §8)
  const sent = request.totals
  if (sent.subtotal !== undefined && sent.subtotal !== totals.subtotal) throw new AppError('wrong_product_price', 'Item prices have changed')
  if (sent.discount !== undefined && sent.discount !== totals.discount) throw new AppError('wrong_discount', 'The discount has changed')
  if (sent.shipping !== undefined && sent.shipping !== totals.shipping) throw new AppError('wrong_shipping_total', 'The shipping total has changed')
  if (sent.tax !== undefined && sent.tax !== totals.tax) throw new AppError('wrong_tax_total', 'The tax total has changed')
  if (sent.grandTotalIncludingTax !== totals.grandTotalIncludingTax) throw new AppError('wrong_grandtotal', 'The order total has changed')
  if (totals.grandTotalIncludingTax === 0 ? request.payment.paymentType !== 'free' && request.payment.paymentType !== 'adyen' : request.payment.paymentType === 'free') {
    throw new AppError('wrong_payment_amount', 'The payment does not cover the order total')
  }
  const adyenType = request.payment.adyenType ?? 'scheme'
  if (totals.grandTotalIncludingTax > 0) requireOfferedMethod(site.code, (shippingAddress ?? request.billingAddress).countryId, adyenType)
  // commerce §4 payment validity: a card payment needs its transaction token unless nothing is left to pay
  if (adyenType === 'scheme' && !isPaymentValid({ freeRedemption: request.payment.paymentType === 'free', grandTotal: totals.grandTotalIncludingTax, transactionToken: request.payment.transactionToken })) {
    throw new AppError('payment_error', 'A card is needed to pay this order')
  }
  const token = request.payment.transactionToken ?? ''
  if (adyenType === 'scheme' && token.startsWith('pm_') && !(await ownsStoredCard(deps.db, owner.customerId, token))) {
    throw new AppError('payment_error', 'invalid_token')
  }
  return { site, currency, shippingAddress, chosen, totals, applied, adyenType, owner, offered, tax, needsShipping, programs, agreements }
}

/** The order_already_published answer (commerce §8) when the cart has a live order: another owner's is not found. */
async function refuseIfPlaced(deps: CheckoutDeps, owner: CartOwner, listId: string): Promise<void> {
  const existing = await findLiveOrderOfList(deps.db, listId)
  if (!existing) return
  if (!ownsOrder(existing, owner)) throw new AppError('not_found', 'List was not found')
  throw new AppError('order_already_published', `Order ${existing.orderNumber} was already placed for this cart`, { orderId: existing.orderNumber, grandTotalIncludingTax: existing.grandTotal })
}

type GatewayAnswer = Awaited<ReturnType<PaymentProvider['get']>>

/** What an order records of its payment once the gateway has answered. */
function paymentRecordOf(payment: Record<string, unknown>, answer: GatewayAnswer) {
  return {
    ...payment,
    transactionId: answer.id,
    cardType: answer.card?.brand ?? null,
    last4: answer.card?.last4 ?? null,
    actionUrl: answer.action?.url ?? null,
    authorizedPayPalAmount: answer.authorizedAmount,
  }
}

/**
 * commerce §7 POST /svc_checkout/order: re-prices everything from the server's data, then records the
 * order, spends its gift cards and tickets, closes the cart and takes the stock in one transaction
 * (the stock last, so its rows stay locked only until the commit). A gateway that keeps its payments
 * in this database (the built-in one: authorizeWithin) authorises in that same transaction: the order
 * commits already paid (payment_complete and its publish job), waiting on the shopper (payment_pending)
 * or refused (payment_error, nothing taken), never half-done. Any other processor is asked after the
 * commit, the order.recover job covering a crash in between. The same cart never places two orders
 * (order_already_published); stock is given back when the payment fails.
 */
export async function placeOrder(deps: CheckoutDeps, owner: CartOwner, request: PlaceOrderRequest, returnPath: (orderId: string) => string): Promise<Order> {
  const cart = await deps.readCart(deps.db, owner, request.listId, request.storeId)
  if (!cart) {
    // a closed cart: most often its order was placed already (a retried or doubled submit)
    await refuseIfPlaced(deps, owner, request.listId)
    throw new AppError('not_found', 'List was not found')
  }
  const decided = await decideOrder(deps, owner, request, cart)
  const needs = stockNeeds(cart.items)
  const free = decided.totals.grandTotalIncludingTax === 0
  const preauthorized = decided.adyenType === 'paypal' && Boolean(request.payment.transactionToken)
  const authorizeWithin = !free && !preauthorized ? deps.payments.authorizeWithin : undefined

  let placed: { order: OrderRow; answer: GatewayAnswer | null }
  try {
    placed = await withTransaction(deps.db, async (tx) => {
      // a five-for-five rate is one of the email's redemptions: counted again under the email's lock,
      // so two orders placed at once cannot both take the last one
      if (decided.chosen.some((rate) => rate.promotion === 'five_for_five') && fiveForFiveRemainingAfter(await fiveForFiveRedemptions(tx, request.email, true)) === 0) {
        throw new AppError('wrong_shipping_rate', 'The 5 for 5 shipping offer has been used up for this email. Please choose your shipping again')
      }
      const orderNumber = await nextOrderNumber(tx)
      const payment: Record<string, unknown> = {
        paymentType: free ? 'free' : 'adyen',
        adyenType: free ? null : decided.adyenType,
        amount: decided.totals.grandTotalIncludingTax,
        // a PayPal payment the shopper approved before placing (commerce §3 authorizedPayPalAmount)
        ...(preauthorized ? { transactionId: request.payment.transactionToken } : {}),
      }
      let answer: GatewayAnswer | null = null
      if (authorizeWithin) {
        try {
          answer = await authorizeWithin(tx, { amount: decided.totals.grandTotalIncludingTax, currency: decided.currency as 'USD', reference: orderNumber, idempotencyKey: paymentKey(orderNumber), source: paymentSource(decided.adyenType, request), returnUrl: returnPath(orderNumber) })
        } catch (error) {
          throw new AppError('payment_error', error instanceof PaymentProviderError ? error.code : 'gateway_unavailable')
        }
      }
      const paid = free || answer?.status === 'authorized' || answer?.status === 'captured'
      const pending = answer?.status === 'requires_action'
      const refused = answer !== null && !paid && !pending
      const status = paid ? 'payment_complete' : pending ? 'payment_pending' : refused ? 'payment_error' : 'new'
      // the earned tickets the prices used are spent with the order (commerce §3 Ticket remainingUses)
      const ticketed = refused
        ? []
        : cart.items
            .filter((line) => (line.earnedDiscount ?? 0) > 0)
            .map((line) => ({ productIds: [line.productId, ...line.children.map((child) => child.productId)], unitPriceBeforeTicket: line.price + (line.earnedDiscount ?? 0) }))
      const ticketUses = await consumeTickets(tx, owner.customerId, request.storeId, ticketed, orderNumber)
      const created = await insertOrder(tx, {
        orderNumber,
        listId: request.listId,
        storeId: request.storeId,
        currency: decided.currency,
        customerId: owner.customerId,
        guestId: owner.guestId,
        groupId: owner.groupId,
        email: request.email.toLowerCase(),
        status,
        // the mode the order ships in: one the destination allows (commerce §5: GB ships fewest packages only)
        shippingMode: decided.offered?.shippingMode ?? request.shippingMode,
        items: cart.items.map((line) => ({
          ...orderLineOf(line),
          url: line.url,
          children: line.children.map((child) => ({ productId: child.productId, qty: child.qty })),
          metadata: line.metadata,
        })),
        totals: decided.totals,
        grandTotal: decided.totals.grandTotalIncludingTax,
        shippingAddress: decided.shippingAddress,
        billingAddress: request.billingAddress,
        shipping: decided.chosen.map(shippingOfOrder),
        payment: answer
          ? { ...paymentRecordOf(payment, answer), ...(paid ? { actionUrl: null } : {}), ...(refused ? { error: answer.failureCode ?? answer.status, actionUrl: null } : {}) }
          : payment,
        giftcards: decided.applied.map((card) => ({ code: card.code, amount: card.amount })),
        reserved: needs,
        // a refused payment takes nothing: no stock, gift cards or tickets to give back, the cart stays open
        ...(refused ? { stockReleased: new Date().toISOString() } : {}),
        comments: request.comments ?? null,
        meta: { ...(ticketUses.length > 0 ? { ticketUses } : {}), programs: decided.programs },
      })
      if (refused) return { order: created, answer }
      await spendGiftCards(tx, decided.applied, orderNumber)
      await deps.closeCart(tx, request.listId)
      if (paid) await enqueuePublish(tx, created)
      else if (pending) await announcePending(deps, tx, created, answer as GatewayAnswer)
      else await enqueueRecover(tx, created)
      await takeAllStock(tx, needs, cart)
      return { order: created, answer }
    })
  } catch (error) {
    // a doubled submit: the unique index (or the card token the first one spent) lets one through
    if (!(error instanceof AppError) || error.code === 'payment_error' || /orders_list_idx|duplicate key/.test(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`)) {
      await refuseIfPlaced(deps, owner, request.listId)
    }
    throw error
  }
  const { order, answer } = placed
  if (order.status === 'payment_error') throw new AppError('payment_error', String((order.payment as { error?: string }).error ?? 'declined'))
  if (answer || order.status === 'payment_complete') return toOrder(order, answer?.action ?? null)
  return chargeOrder(deps, order, request, returnPath(order.orderNumber))
}

/** Takes the stock an order needs (a conditional update per product: the losers of a race get inventory_error). */
async function takeAllStock(tx: Executor, needs: ReadonlyArray<{ productId: number; qty: number }>, cart: CheckoutCart): Promise<void> {
  const short: Array<number> = []
  for (const need of needs) if (!(await takeStock(tx, need.productId, need.qty))) short.push(need.productId)
  if (short.length === 0) return
  const skus = cart.items.filter((line) => short.includes(line.productId) || line.children.some((child) => short.includes(child.productId))).map((line) => line.sku)
  throw new AppError('inventory_error', skus.map((sku) => `${sku} is out of stock`).join('\n') || 'Some items are out of stock', { skus })
}

/** What the gateway is asked to charge for an order's payment type (commerce §9: the redirect methods leave for their provider). */
function paymentSource(adyenType: string, request: PlaceOrderRequest) {
  if (adyenType === 'scheme') return { type: 'card' as const, token: request.payment.transactionToken ?? '', ...(request.payment.cvc ? { cvc: request.payment.cvc } : {}) }
  if (adyenType === 'paypal') return { type: 'paypal' as const }
  if (isRedirectPaymentMethod(adyenType)) return { type: 'redirect' as const, method: adyenType }
  throw new AppError('payment_error', 'payment_method_not_available')
}

/**
 * An order waiting on the shopper's payment step: its reconcile job, and for PayPal and the bank
 * portals a mail with the payment link (shell §2 /payment-link), in the transaction that records it.
 */
async function announcePending(deps: CheckoutDeps, tx: Executor, order: OrderRow, answer: GatewayAnswer): Promise<void> {
  await enqueueReconcile(tx, order)
  if (answer.method === 'card') return
  await enqueueMail(tx, {
    to: order.email,
    subject: `Complete the payment of your Ironhouse order ${order.orderNumber}`,
    text: [`Your order ${order.orderNumber} waits for its payment.`, '', `Pay it here: ${deps.origin(order)}${paymentLink(order)}`, '', 'If you do not pay within 15 minutes the order is cancelled and nothing is charged.'].join('\n'),
  })
}

/** The gateway idempotency key of an order's payment: one order, one charge, however often it is asked. */
export const paymentKey = (orderNumber: string) => `order-${orderNumber}`

async function chargeOrder(deps: CheckoutDeps, order: OrderRow, request: PlaceOrderRequest, returnUrl: string): Promise<Order> {
  const adyenType = (order.payment as { adyenType?: string }).adyenType ?? 'scheme'
  if (adyenType === 'paypal' && request.payment.transactionToken) return settlePreauthorized(deps, order, request.payment.transactionToken)
  const source = paymentSource(adyenType, request)
  let payment
  try {
    payment = await deps.payments.authorize({ amount: order.grandTotal, currency: order.currency as 'USD', reference: order.orderNumber, idempotencyKey: paymentKey(order.orderNumber), source, returnUrl })
  } catch (error) {
    const code = error instanceof PaymentProviderError ? error.code : 'gateway_unavailable'
    await failOrder(deps, order, code)
    throw new AppError('payment_error', code)
  }
  return settle(deps, order, payment)
}

/** The reference of a PayPal payment approved before placing: the cart it was approved for. */
export const cartPaymentReference = (listId: string) => `cart-${listId}`

/**
 * A PayPal payment the shopper approved before placing (commerce §4: the payment is then read-only):
 * it must be a PayPal payment made for this cart; its approved amount must be the order's total
 * (else payment_error amount_mismatch, commerce §8 paypal_amount_mismatch).
 */
async function settlePreauthorized(deps: CheckoutDeps, order: OrderRow, token: string): Promise<Order> {
  let payment
  try {
    payment = await deps.payments.get(token)
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.status >= 500) throw error
    payment = null
  }
  if (!payment || payment.method !== 'paypal' || payment.reference !== cartPaymentReference(order.listId)) {
    await failOrder(deps, order, 'invalid_token')
    throw new AppError('payment_error', 'invalid_token')
  }
  return settle(deps, order, payment)
}

/** Records what the gateway says about an order's payment (after placing, and when the shopper returns). */
async function settle(deps: CheckoutDeps, order: OrderRow, payment: Awaited<ReturnType<PaymentProvider['get']>>): Promise<Order> {
  const paymentRecord = paymentRecordOf(order.payment as Record<string, unknown>, payment)
  if (payment.status === 'authorized' || payment.status === 'captured') {
    if (payment.method === 'paypal' && payment.authorizedAmount !== null && payment.authorizedAmount !== order.grandTotal) {
      await failOrder(deps, order, 'amount_mismatch', payment.id)
      throw new AppError('payment_error', 'amount_mismatch')
    }
    const paid = await withTransaction(deps.db, async (tx) => {
      const moved = await updateOrderStatus(tx, order.id, { status: 'payment_complete', payment: { ...paymentRecord, actionUrl: null } })
      if (moved) await enqueuePublish(tx, moved)
      return moved
    })
    if (paid) return toOrder(paid)
    const current = (await findOrderByNumber(deps.db, order.orderNumber)) ?? order
    // the order was given up meanwhile (its stock and cart are back): the late authorisation is released, never captured
    if (current.status === 'payment_error' && payment.status === 'authorized') await deps.payments.cancel(payment.id)
    return toOrder(current)
  }
  if (payment.status === 'requires_action') {
    const pending = await withTransaction(deps.db, async (tx) => {
      const moved = await updateOrderStatus(tx, order.id, { status: 'payment_pending', payment: paymentRecord })
      // PayPal and the bank portals wait on the shopper: the payment link takes them back (shell §2 /payment-link)
      if (moved) await announcePending(deps, tx, moved, payment)
      return moved
    })
    return toOrder(pending ?? order, payment.action)
  }
  const reason = payment.failureCode ?? payment.status
  await failOrder(deps, order, reason, payment.id)
  if (order.status === 'payment_pending') {
    const failed = await findOrderByNumber(deps.db, order.orderNumber)
    return toOrder(failed ?? order)
  }
  throw new AppError('payment_error', reason)
}

/** A failed or abandoned payment: the order becomes payment_error, its stock and its cart come back. */
async function failOrder(deps: CheckoutDeps, order: OrderRow, reason: string, transactionId?: string): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const failed = await updateOrderStatus(tx, order.id, {
      status: 'payment_error',
      payment: { ...(order.payment as Record<string, unknown>), error: reason, transactionId: transactionId ?? null, actionUrl: null },
    })
    if (!failed) return
    const release = await markStockReleased(tx, order.id)
    // in placement's order (tickets, gift cards, cart, stock last): the two never wait on each other's rows in opposite orders
    if (release) {
      await giveBackTickets(tx, order.orderNumber, ticketUsesOf(order))
      await refundGiftCards(tx, order.orderNumber)
    }
    await deps.reopenCart(tx, order.listId)
    if (release) for (const part of order.reserved) await giveBackStock(tx, part.productId, part.qty)
  })
}

/** The ticket uses an order took at placement (kept in its meta). */
function ticketUsesOf(order: OrderRow): ReadonlyArray<TicketUse> {
  const uses = (order.meta as { ticketUses?: unknown }).ticketUses
  return Array.isArray(uses) ? (uses as Array<TicketUse>) : []
}

function ownsOrder(order: OrderRow, owner: CartOwner): boolean {
  return order.guestId === owner.guestId || (owner.customerId !== null && order.customerId === owner.customerId)
}

/** The order.reconcile job: a payment step the shopper left is settled with the gateway (stock comes back if it failed). */
export async function reconcileOrder(deps: CheckoutDeps, orderNumber: string): Promise<void> {
  const order = await findOrderByNumber(deps.db, orderNumber)
  const transactionId = (order?.payment as { transactionId?: string } | undefined)?.transactionId
  if (!order || order.status !== 'payment_pending' || !transactionId) return
  const payment = await deps.payments.get(transactionId)
  if (payment.status === 'requires_action') {
    await deps.payments.cancel(transactionId)
    await failOrder(deps, order, 'abandoned', transactionId)
    return
  }
  await settle(deps, order, payment).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error
  })
}

/**
 * The order.recover job: an order still `new` never heard back from the gateway (the process stopped
 * between the payment call and recording it). The gateway is asked by the order's idempotency key:
 * a payment it made is recorded as placement would have (authorised → payment_complete and published
 * by its job; a challenge → payment_pending; refused → payment_error); no payment at all means nothing
 * was charged, so the order fails and its stock, gift cards and cart come back. Never a second charge.
 */
export async function recoverOrder(deps: CheckoutDeps, orderNumber: string): Promise<void> {
  const order = await findOrderByNumber(deps.db, orderNumber)
  if (!order || order.status !== 'new') return
  const known = (order.payment as { transactionId?: string }).transactionId
  const payment = known ? await deps.payments.get(known) : await deps.payments.findByKey(paymentKey(orderNumber))
  if (!payment) {
    await failOrder(deps, order, 'interrupted')
    return
  }
  await settle(deps, order, payment).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error
  })
}

/** commerce §7 GET /svc_checkout/order/{id}: the order, its payment brought up to date with the gateway. */
export async function readOrder(deps: CheckoutDeps, owner: CartOwner, orderNumber: string): Promise<Order> {
  const order = await findOrderByNumber(deps.db, orderNumber)
  if (!order || !ownsOrder(order, owner)) throw new AppError('not_found', 'Order was not found')
  const transactionId = (order.payment as { transactionId?: string }).transactionId
  if (order.status === 'payment_pending' && transactionId) {
    try {
      return await settle(deps, order, await deps.payments.get(transactionId))
    } catch (error) {
      if (error instanceof AppError) return toOrder((await findOrderByNumber(deps.db, orderNumber)) ?? order)
      throw error
    }
  }
  return toOrder(order)
}
