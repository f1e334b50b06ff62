// The wallet-pay flow in the app shell (platform §4), driven by the domain's reducer: the storefront
// starts the app's wallet sheet, answers its address and option changes with the server's figures and
// places the order when the wallet pays. Loaded only when the shopper starts a wallet payment.
import {
  INITIAL_WALLET_PAY_STATE,
  reduceOrderStatus,
  reduceWalletPay,
  walletGrandTotal,
  type WalletContact,
  type WalletEffect,
  type OrderStatus,
  type OrderStatusStep,
  type WalletEvent,
  type WalletIncoming,
  type WalletOrder,
  type WalletOrderAddress,
  type WalletOutgoing,
  type WalletPayState,
  type WalletPaymentToken,
  type WalletShippingOption,
} from '@ironhouse/domain'
import { orderStatusAfterPlacing } from '../checkout/order-status.ts'
import { onAppMessage, type AppMessage } from './app-messages.ts'

/** POST /svc_checkout/wallet/details as the server answers it. */
export type WalletSheet = {
  listId: string
  currency: string
  isVirtual: boolean
  totals: WalletOrder['totals']
  shippingOptions: Array<WalletShippingOption>
  selectedShippingCode: string | null
}

/** The order as placing and reading it answer (the fields the flow follows). */
export type WalletPlacedOrder = { orderId: string; status: OrderStatus; payment: { action: { url: string } | null; error?: string | null } }

export type WalletCalls = {
  details: (input: { listId: string; storeId: number; shippingAddress?: WalletOrderAddress; shippingCode?: string | null }) => Promise<WalletSheet>
  place: (input: {
    listId: string
    storeId: number
    shippingAddress: WalletOrderAddress | null
    billingAddress: WalletOrderAddress
    shippingCode: string | null
    paymentToken: WalletPaymentToken
    total: number
  }) => Promise<WalletPlacedOrder>
  /** GET /svc_checkout/order/{id}: the order read again (which settles a payment waiting on the shopper). */
  order: (orderId: string) => Promise<WalletPlacedOrder>
}

/** While 3-D Secure runs the order is read again this often. */
export const THREE_DS_POLL_MS = 2000
/** How long the flow waits on 3-D Secure: the gateway's 15 minutes for a challenge and a minute more. */
export const THREE_DS_WAIT_MS = 16 * 60 * 1000

/** Statuses of a paid order: the app is told applepay_status_success only for these. */
const PAID: ReadonlyArray<OrderStatus> = ['payment_complete', 'published', 'shipped']

export type WalletFlowOptions = {
  listId: string
  storeId: number
  calls: WalletCalls
  /** Sends a message to the app (the bridge). */
  send: (message: WalletOutgoing) => void
  /** Subscribes to the app's messages; answers the unsubscribe (default: the page's message events). */
  listen?: ((listener: (message: AppMessage) => void) => () => void) | undefined
  /** The order was placed and paid, and the app told applepay_status_success. */
  onPlaced: (orderId: string) => void
  /**
   * Commerce §4: the order waits on a card 3-D Secure step; shows the challenge page at `url` and
   * answers how to close it (default: nothing is shown, the order is only read until it ends).
   */
  challenge?: ((url: string) => () => void) | undefined
  /** Commerce §8: the 3-D Secure step failed or timed out (three_ds); the app was told applepay_status_failure. */
  onThreeDsFailed?: (() => void) | undefined
  /** The 3-D Secure step's timing (tests shorten it). */
  threeDs?: { pollMs: number; waitMs: number } | undefined
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The app's message in the reducer's shape; null when a field the step needs is missing. */
export function walletIncomingOf(message: AppMessage): WalletIncoming | null {
  switch (message.type) {
    case 'applepay_shipping_address': {
      const contact = message.contact ?? message.shippingContact
      return isObject(contact) ? { type: message.type, contact: contact as WalletContact } : null
    }
    case 'applepay_shipping_method': {
      const method = isObject(message.shippingMethod) ? message.shippingMethod : message
      return typeof method.identifier === 'string' ? { type: message.type, identifier: method.identifier } : null
    }
    case 'applepay_success': {
      const { shippingContact, billingContact, token } = message
      if (!isObject(token)) return null
      return {
        type: message.type,
        shippingContact: isObject(shippingContact) ? (shippingContact as WalletContact) : {},
        billingContact: isObject(billingContact) ? (billingContact as WalletContact) : null,
        token: token as WalletPaymentToken,
      }
    }
    case 'applepay_cancel':
      return { type: message.type }
  }
}

let current: { stop: () => void } | null = null

/**
 * Starts a wallet payment for a cart: reads the sheet's figures from the server, then runs the
 * reducer's steps. A new start replaces the flow before it (platform §4 step 1). When the shopper
 * picks another shipping option the figures are asked again for it, so the sheet's tax follows the
 * option (the server's total is the one the order is placed at).
 */
export async function startWalletPay(options: WalletFlowOptions): Promise<{ stop: () => void }> {
  current?.stop()
  const { listId, storeId, calls } = options
  const sheet = await calls.details({ listId, storeId })
  const flowId = crypto.randomUUID()
  let state: WalletPayState = INITIAL_WALLET_PAY_STATE
  let lastContact: WalletContact | null = null
  let unsubscribe: (() => void) | null = null
  const stop = () => {
    unsubscribe?.()
    unsubscribe = null
    if (current === flow) current = null
  }
  const flow = { stop }
  current = flow

  const run = (effect: WalletEffect) => {
    if (effect.type === 'loadShippingRates') {
      calls.details({ listId, storeId, shippingAddress: effect.address, shippingCode: state.order?.selectedShippingCode ?? null }).then(
        (next) => dispatch({ type: 'shippingRatesLoaded', flowId: effect.flowId, options: next.shippingOptions, tax: next.totals.tax }),
        () => dispatch({ type: 'shippingRatesFailed', flowId: effect.flowId }),
      )
      return
    }
    const { order } = effect
    calls
      .place({
        listId,
        storeId,
        shippingAddress: order.isVirtual ? null : order.shippingAddress,
        billingAddress: order.billingAddress ?? (order.shippingAddress as WalletOrderAddress),
        shippingCode: order.selectedShippingCode,
        paymentToken: order.paymentToken as WalletPaymentToken,
        total: walletGrandTotal(order.totals),
      })
      .then((placed) => followOrder(placed))
      .then(
        ({ orderId, step }) => {
          if (PAID.includes(step.state.status)) {
            dispatch({ type: 'orderPlaced', flowId: effect.flowId })
            stop()
            options.onPlaced(orderId)
            return
          }
          dispatch({ type: 'orderPlacementFailed', flowId: effect.flowId })
          stop()
          if (step.effects.includes('showThreeDsError')) options.onThreeDsFailed?.()
        },
        () => {
          dispatch({ type: 'orderPlacementFailed', flowId: effect.flowId })
          stop()
        },
      )
  }

  /**
   * Commerce §4 order status after placing, by the domain's reduceOrderStatus: a paid order ends the
   * step at once; payment_pending starts the card's 3-D Secure step (the challenge page is shown and
   * the order read again until payment_complete, published or payment_error end it; a verification
   * the gateway failed, or a wait that times out, is the step's error: payment_error, three_ds).
   * Answers the step that ended it.
   */
  async function followOrder(placed: WalletPlacedOrder): Promise<{ orderId: string; step: OrderStatusStep }> {
    const { pollMs, waitMs } = options.threeDs ?? { pollMs: THREE_DS_POLL_MS, waitMs: THREE_DS_WAIT_MS }
    let step = orderStatusAfterPlacing(placed.status)
    let close: (() => void) | null = null
    const deadline = Date.now() + waitMs
    try {
      for (;;) {
        if (step.effects.includes('startThreeDs') && placed.payment.action) close = options.challenge?.(placed.payment.action.url) ?? null
        // loading ended (paid or failed), or nothing runs that could still change the order
        if (step.effects.includes('endLoading') || !step.state.threeDsRunning) return { orderId: placed.orderId, step }
        if (Date.now() >= deadline) return { orderId: placed.orderId, step: reduceOrderStatus(step.state, { type: 'threeDsTimeout' }) }
        await new Promise((resolve) => setTimeout(resolve, pollMs))
        const read = await calls.order(placed.orderId).catch(() => null)
        // the gateway's verification failed (three_ds_failed, three_ds_timeout): the step's own error
        const threeDsFailed = read?.status === 'payment_error' && (read.payment.error ?? '').startsWith('three_ds')
        if (!read) step = { state: step.state, effects: [] }
        else step = reduceOrderStatus(step.state, threeDsFailed ? { type: 'threeDsError' } : { type: 'statusReceived', status: read.status })
      }
    } finally {
      close?.()
    }
  }

  function dispatch(event: WalletEvent) {
    const next = reduceWalletPay(state, event)
    state = next.state
    next.send.forEach(options.send)
    next.effects.forEach(run)
  }

  unsubscribe = (options.listen ?? onAppMessage)((message) => {
    const incoming = walletIncomingOf(message)
    if (!incoming) return
    if (incoming.type === 'applepay_shipping_address') lastContact = incoming.contact
    dispatch({ type: 'received', message: incoming })
    if (incoming.type === 'applepay_cancel') stop()
    else if (incoming.type === 'applepay_shipping_method' && lastContact && state.shipping !== 'loading') {
      dispatch({ type: 'received', message: { type: 'applepay_shipping_address', contact: lastContact } })
    }
  })

  const order: WalletOrder = {
    listId: sheet.listId,
    isVirtual: sheet.isVirtual,
    totals: sheet.totals,
    shippingOptions: sheet.shippingOptions,
    selectedShippingCode: sheet.selectedShippingCode,
    shippingAddress: null,
    billingAddress: null,
    paymentToken: null,
  }
  dispatch({ type: 'start', flowId, order })
  return flow
}
