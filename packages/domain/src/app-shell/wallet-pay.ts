// The wallet-pay flow in the app shell (platform §4) as a pure reducer over messages. The caller sends
// the `send` messages to the app and runs the `effects` (rate loading, order placement), feeding their
// outcomes back as events. Money is minor units; the app receives decimal strings.
import { fromMinor } from '../money/minor.ts'
import type { WalletContact, WalletOrderAddress, WalletPaymentToken } from './wallet-contact.ts'
import { contactToOrderAddress, walletBillingAddress } from './wallet-contact.ts'

export type WalletShippingOption = { identifier: string; label: string; detail?: string; amount: number }

export type WalletOrderTotals = { subtotal: number; discount: number; tax: number; shipping: number }

/** The part of the order the wallet flow reads and writes. */
export type WalletOrder = {
  listId: string
  /** Platform §4: shipping is not required for virtual orders. */
  isVirtual: boolean
  totals: WalletOrderTotals
  shippingOptions: ReadonlyArray<WalletShippingOption>
  selectedShippingCode: string | null
  shippingAddress: WalletOrderAddress | null
  billingAddress: WalletOrderAddress | null
  paymentToken: WalletPaymentToken | null
}

export type WalletLineItem = { label: string; amount: string }
export type WalletPaymentDetails = { total: WalletLineItem; lineItems: Array<WalletLineItem> }
export type WalletShippingMethod = { identifier: string; label: string; detail: string; amount: string }

/** Messages to the app (platform §7). */
export type WalletOutgoing =
  | { type: 'applepay_start'; orderDetails: WalletPaymentDetails; shippingRequired: boolean }
  | { type: 'applepay_update_details'; details: WalletPaymentDetails; shippingOptions?: Array<WalletShippingMethod> }
  | { type: 'applepay_status_success' }
  | { type: 'applepay_status_failure' }

/** Messages from the app (platform §7). */
export type WalletIncoming =
  | { type: 'applepay_shipping_address'; contact: WalletContact }
  | { type: 'applepay_shipping_method'; identifier: string }
  | {
      type: 'applepay_success'
      shippingContact: WalletContact
      billingContact?: WalletContact | null
      token: WalletPaymentToken
    }
  | { type: 'applepay_cancel' }

export type WalletEffect =
  | { type: 'loadShippingRates'; flowId: string; address: WalletOrderAddress }
  | { type: 'placeOrder'; flowId: string; order: WalletOrder }

export type WalletEvent =
  | { type: 'start'; flowId: string; order: WalletOrder }
  | { type: 'received'; message: WalletIncoming }
  | { type: 'shippingRatesLoaded'; flowId: string; options: ReadonlyArray<WalletShippingOption>; tax?: number }
  | { type: 'shippingRatesFailed'; flowId: string }
  | { type: 'orderPlaced'; flowId: string }
  | { type: 'orderPlacementFailed'; flowId: string }

export const WALLET_PAY_STATUSES = ['idle', 'active', 'placing', 'completed'] as const
export type WalletPayStatus = (typeof WALLET_PAY_STATUSES)[number]

export const WALLET_SHIPPING_STATES = ['idle', 'loading', 'ready', 'error'] as const
export type WalletShippingState = (typeof WALLET_SHIPPING_STATES)[number]

export type WalletPayState = {
  status: WalletPayStatus
  /** The flow the listener belongs to; a new start replaces it (platform §4 step 1). */
  flowId: string | null
  shipping: WalletShippingState
  order: WalletOrder | null
}

export type WalletStep = { state: WalletPayState; send: Array<WalletOutgoing>; effects: Array<WalletEffect> }

export const INITIAL_WALLET_PAY_STATE: WalletPayState = { status: 'idle', flowId: null, shipping: 'idle', order: null }

/** The label of the wallet total (our store name). */
export const WALLET_TOTAL_LABEL = 'Ironhouse'

const amount = (minor: number): string => fromMinor(minor).toFixed(2)

/** Grand total of the wallet sheet: subtotal − discount + shipping + tax, never below 0. */
export function walletGrandTotal(totals: WalletOrderTotals): number {
  return Math.max(0, totals.subtotal - Math.abs(totals.discount) + totals.shipping + totals.tax)
}

/** The payment details shown on the wallet sheet (Subtotal, Discount when any, Shipping when required, Tax). */
export function walletPaymentDetails(order: WalletOrder): WalletPaymentDetails {
  const { totals } = order
  const lineItems: Array<WalletLineItem> = [{ label: 'Subtotal', amount: amount(totals.subtotal) }]
  if (totals.discount !== 0) lineItems.push({ label: 'Discount', amount: amount(-Math.abs(totals.discount)) })
  if (!order.isVirtual) lineItems.push({ label: 'Shipping', amount: amount(totals.shipping) })
  lineItems.push({ label: 'Tax', amount: amount(totals.tax) })
  return { total: { label: WALLET_TOTAL_LABEL, amount: amount(walletGrandTotal(totals)) }, lineItems }
}

/** Shipping options in the wallet's shape; the selected one first (the wallet preselects the first). */
export function walletShippingMethods(order: WalletOrder): Array<WalletShippingMethod> {
  const sorted = [...order.shippingOptions].sort(
    (a, b) => Number(b.identifier === order.selectedShippingCode) - Number(a.identifier === order.selectedShippingCode),
  )
  return sorted.map((o) => ({ identifier: o.identifier, label: o.label, detail: o.detail ?? '', amount: amount(o.amount) }))
}

function selectShipping(order: WalletOrder, code: string | null): WalletOrder {
  const option = order.shippingOptions.find((o) => o.identifier === code)
  return {
    ...order,
    selectedShippingCode: option?.identifier ?? null,
    totals: { ...order.totals, shipping: option?.amount ?? 0 },
  }
}

const step = (state: WalletPayState, send: Array<WalletOutgoing> = [], effects: Array<WalletEffect> = []): WalletStep => ({
  state,
  send,
  effects,
})

function onMessage(state: WalletPayState, message: WalletIncoming): WalletStep {
  const { order, flowId } = state
  if (order === null || flowId === null || state.status !== 'active') {
    // Platform §4 step 5 (our reading): a cancel during placement waits for the placement outcome.
    return step(state)
  }
  switch (message.type) {
    case 'applepay_shipping_address': {
      const address = contactToOrderAddress(message.contact)
      return step({ ...state, shipping: 'loading', order: { ...order, shippingAddress: address } }, [], [
        { type: 'loadShippingRates', flowId, address },
      ])
    }
    case 'applepay_shipping_method': {
      const next = order.shippingOptions.some((o) => o.identifier === message.identifier)
        ? selectShipping(order, message.identifier)
        : order
      return step({ ...state, order: next }, [{ type: 'applepay_update_details', details: walletPaymentDetails(next) }])
    }
    case 'applepay_success': {
      const next: WalletOrder = {
        ...order,
        shippingAddress: contactToOrderAddress(message.shippingContact),
        billingAddress: walletBillingAddress(message.shippingContact, message.billingContact),
        paymentToken: message.token,
      }
      return step({ ...state, status: 'placing', shipping: state.shipping === 'loading' ? 'ready' : state.shipping, order: next }, [], [
        { type: 'placeOrder', flowId, order: next },
      ])
    }
    case 'applepay_cancel':
      return step(INITIAL_WALLET_PAY_STATE)
  }
}

/**
 * Platform §4 wallet-pay flow:
 * 1. start: the payment state is set and the app gets applepay_start with the order details and
 *    shippingRequired (false for virtual orders); a new start replaces the previous flow.
 * 2. applepay_shipping_address: shipping 'loading', the order address updated, rates loaded; when they
 *    arrive the app gets applepay_update_details with the details and the shipping options.
 * 3. applepay_shipping_method: the app gets the updated details.
 * 4. applepay_success: shipping contact, billing contact (falling back to shipping) and payment token
 *    set on the order; the order is placed; the app gets applepay_status_success or _failure. A failed
 *    placement also clears the request.
 * 5. applepay_cancel: the payment state is cleared.
 * Outcomes of another flow (by flowId) and messages outside an active flow change nothing.
 */
export function reduceWalletPay(state: WalletPayState, event: WalletEvent): WalletStep {
  switch (event.type) {
    case 'start': {
      const order = { ...event.order, paymentToken: null }
      return step({ status: 'active', flowId: event.flowId, shipping: 'idle', order }, [
        { type: 'applepay_start', orderDetails: walletPaymentDetails(order), shippingRequired: !order.isVirtual },
      ])
    }
    case 'received':
      return onMessage(state, event.message)
    case 'shippingRatesLoaded':
    case 'shippingRatesFailed': {
      if (state.order === null || event.flowId !== state.flowId || state.shipping !== 'loading' || state.status !== 'active') {
        return step(state)
      }
      const options = event.type === 'shippingRatesLoaded' ? event.options : []
      const tax = event.type === 'shippingRatesLoaded' && event.tax !== undefined ? event.tax : state.order.totals.tax
      const withOptions = { ...state.order, shippingOptions: options, totals: { ...state.order.totals, tax } }
      const keep = options.some((o) => o.identifier === state.order?.selectedShippingCode)
      const order = selectShipping(withOptions, keep ? state.order.selectedShippingCode : (options[0]?.identifier ?? null))
      return step({ ...state, shipping: event.type === 'shippingRatesLoaded' ? 'ready' : 'error', order }, [
        { type: 'applepay_update_details', details: walletPaymentDetails(order), shippingOptions: walletShippingMethods(order) },
      ])
    }
    case 'orderPlaced':
      if (state.status !== 'placing' || event.flowId !== state.flowId) return step(state)
      return step({ ...state, status: 'completed' }, [{ type: 'applepay_status_success' }])
    case 'orderPlacementFailed':
      if (state.status !== 'placing' || event.flowId !== state.flowId) return step(state)
      return step(INITIAL_WALLET_PAY_STATE, [{ type: 'applepay_status_failure' }])
  }
}
