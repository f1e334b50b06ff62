import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { APP_MESSAGES_SENT } from './messages.ts'
import type { WalletEvent, WalletOrder, WalletOutgoing, WalletPayState, WalletStep } from './wallet-pay.ts'
import {
  INITIAL_WALLET_PAY_STATE,
  WALLET_PAY_STATUSES,
  WALLET_SHIPPING_STATES,
  reduceWalletPay,
  walletGrandTotal,
  walletPaymentDetails,
  walletShippingMethods,
} from './wallet-pay.ts'

const order: WalletOrder = {
  listId: 'cart-1',
  isVirtual: false,
  totals: { subtotal: 29500, discount: 0, tax: 0, shipping: 0 },
  shippingOptions: [],
  selectedShippingCode: null,
  shippingAddress: null,
  billingAddress: null,
  paymentToken: null,
}
const contact = { givenName: 'Ada', familyName: 'Lift', locality: 'Columbus', administrativeArea: 'OH', postalCode: '43229', countryCode: 'US', addressLines: ['545 E 5th Ave'], emailAddress: 'ada@example.com', phoneNumber: '6145550100' }
const token = { paymentData: { data: 'x' }, paymentMethod: { network: 'Visa' }, transactionIdentifier: 't-1' }
const ground = { identifier: 'ups_ground', label: 'Ground', amount: 1500 }
const express = { identifier: 'ups_express', label: 'Express', detail: '2 days', amount: 4500 }

function run(events: ReadonlyArray<WalletEvent>, start: WalletPayState = INITIAL_WALLET_PAY_STATE): WalletStep & { allSent: Array<WalletOutgoing> } {
  let current: WalletStep = { state: start, send: [], effects: [] }
  const allSent: Array<WalletOutgoing> = []
  for (const e of events) {
    current = reduceWalletPay(current.state, e)
    allSent.push(...current.send)
  }
  return { ...current, allSent }
}

describe('platform §4 wallet-pay step 1: start', () => {
  it('sets the payment state and sends applepay_start with the order details, shipping required', () => {
    const { state, send } = run([{ type: 'start', flowId: 'f1', order }])
    expect(state.status).toBe('active')
    expect(send).toEqual([
      {
        type: 'applepay_start',
        orderDetails: {
          total: { label: 'Ironhouse', amount: '295.00' },
          lineItems: [
            { label: 'Subtotal', amount: '295.00' },
            { label: 'Shipping', amount: '0.00' },
            { label: 'Tax', amount: '0.00' },
          ],
        },
        shippingRequired: true,
      },
    ])
  })

  it('does not require shipping for a virtual order', () => {
    const { send } = run([{ type: 'start', flowId: 'f1', order: { ...order, isVirtual: true } }])
    expect(send[0]).toMatchObject({ type: 'applepay_start', shippingRequired: false })
    expect(send[0]?.type === 'applepay_start' && send[0].orderDetails.lineItems.map((l) => l.label)).toEqual(['Subtotal', 'Tax'])
  })

  it('replaces the previous flow: outcomes of the old one are ignored', () => {
    const placing = run([
      { type: 'start', flowId: 'f1', order },
      { type: 'received', message: { type: 'applepay_success', shippingContact: contact, token } },
      { type: 'start', flowId: 'f2', order },
      { type: 'orderPlaced', flowId: 'f1' },
    ])
    expect(placing.state).toMatchObject({ status: 'active', flowId: 'f2' })
    expect(placing.send).toEqual([])
  })
})

describe('platform §4 wallet-pay step 2: shipping address update', () => {
  it("sets shipping 'loading', updates the address and asks for rates", () => {
    const { state, effects } = run([
      { type: 'start', flowId: 'f1', order },
      { type: 'received', message: { type: 'applepay_shipping_address', contact } },
    ])
    expect(state.shipping).toBe('loading')
    expect(state.order?.shippingAddress).toMatchObject({ city: 'Columbus', postcode: '43229', countryId: 'US' })
    expect(effects).toEqual([{ type: 'loadShippingRates', flowId: 'f1', address: state.order?.shippingAddress }])
  })

  it('replies applepay_update_details with the updated details plus shipping options', () => {
    const { state, send } = run([
      { type: 'start', flowId: 'f1', order },
      { type: 'received', message: { type: 'applepay_shipping_address', contact } },
      { type: 'shippingRatesLoaded', flowId: 'f1', options: [ground, express], tax: 2052 },
    ])
    expect(state.shipping).toBe('ready')
    expect(state.order?.selectedShippingCode).toBe('ups_ground')
    expect(send).toEqual([
      {
        type: 'applepay_update_details',
        details: {
          total: { label: 'Ironhouse', amount: '330.52' },
          lineItems: [
            { label: 'Subtotal', amount: '295.00' },
            { label: 'Shipping', amount: '15.00' },
            { label: 'Tax', amount: '20.52' },
          ],
        },
        shippingOptions: [
          { identifier: 'ups_ground', label: 'Ground', detail: '', amount: '15.00' },
          { identifier: 'ups_express', label: 'Express', detail: '2 days', amount: '45.00' },
        ],
      },
    ])
  })

  it('replies with no shipping options when rates fail, and ignores answers of another flow', () => {
    const started = run([
      { type: 'start', flowId: 'f1', order },
      { type: 'received', message: { type: 'applepay_shipping_address', contact } },
    ])
    expect(run([{ type: 'shippingRatesLoaded', flowId: 'old', options: [ground] }], started.state).send).toEqual([])
    const failed = run([{ type: 'shippingRatesFailed', flowId: 'f1' }], started.state)
    expect(failed.state.shipping).toBe('error')
    expect(failed.send[0]).toMatchObject({ type: 'applepay_update_details', shippingOptions: [] })
  })
})

describe('platform §4 wallet-pay step 3: shipping method update', () => {
  it('sends the updated details for the chosen method', () => {
    const { state, send } = run([
      { type: 'start', flowId: 'f1', order },
      { type: 'received', message: { type: 'applepay_shipping_address', contact } },
      { type: 'shippingRatesLoaded', flowId: 'f1', options: [ground, express] },
      { type: 'received', message: { type: 'applepay_shipping_method', identifier: 'ups_express' } },
    ])
    expect(state.order?.selectedShippingCode).toBe('ups_express')
    expect(send).toEqual([{ type: 'applepay_update_details', details: expect.objectContaining({ total: { label: 'Ironhouse', amount: '340.00' } }) }])
    expect(walletShippingMethods(state.order as WalletOrder)[0]?.identifier).toBe('ups_express')
  })

  it('keeps the details for an unknown method', () => {
    const { state } = run([
      { type: 'start', flowId: 'f1', order },
      { type: 'received', message: { type: 'applepay_shipping_method', identifier: 'nope' } },
    ])
    expect(state.order?.selectedShippingCode).toBeNull()
  })
})

describe('platform §4 wallet-pay step 4: success, placement, status', () => {
  const paid: ReadonlyArray<WalletEvent> = [
    { type: 'start', flowId: 'f1', order },
    { type: 'received', message: { type: 'applepay_success', shippingContact: contact, token } },
  ]

  it('updates the order with shipping contact, billing falling back to shipping, and the token, then places it', () => {
    const { state, effects } = run(paid)
    expect(state.status).toBe('placing')
    expect(state.order?.shippingAddress?.city).toBe('Columbus')
    expect(state.order?.billingAddress).toEqual(state.order?.shippingAddress)
    expect(state.order?.paymentToken).toEqual(token)
    expect(effects).toEqual([{ type: 'placeOrder', flowId: 'f1', order: state.order }])
  })

  it('tells the app applepay_status_success when the order is placed', () => {
    const { state, send } = run([...paid, { type: 'orderPlaced', flowId: 'f1' }])
    expect(state.status).toBe('completed')
    expect(send).toEqual([{ type: 'applepay_status_success' }])
  })

  it('sends applepay_status_failure and clears the request when placement fails', () => {
    const { state, send } = run([...paid, { type: 'orderPlacementFailed', flowId: 'f1' }])
    expect(state).toEqual(INITIAL_WALLET_PAY_STATE)
    expect(send).toEqual([{ type: 'applepay_status_failure' }])
  })

  it('waits for the placement outcome when a cancel arrives while placing', () => {
    expect(run([...paid, { type: 'received', message: { type: 'applepay_cancel' } }]).state.status).toBe('placing')
  })
})

describe('platform §4 wallet-pay step 5: cancel clears the payment state', () => {
  it('clears the state', () => {
    const { state, send } = run([
      { type: 'start', flowId: 'f1', order },
      { type: 'received', message: { type: 'applepay_cancel' } },
    ])
    expect(state).toEqual(INITIAL_WALLET_PAY_STATE)
    expect(send).toEqual([])
  })

  it('ignores messages outside a flow', () => {
    expect(run([{ type: 'received', message: { type: 'applepay_shipping_address', contact } }]).state).toEqual(INITIAL_WALLET_PAY_STATE)
  })
})

describe('wallet payment details', () => {
  it('shows a discount line and never a negative total', () => {
    const details = walletPaymentDetails({ ...order, totals: { subtotal: 1000, discount: 300, tax: 0, shipping: 0 } })
    expect(details.lineItems).toContainEqual({ label: 'Discount', amount: '-3.00' })
    expect(details.total.amount).toBe('7.00')
    expect(walletGrandTotal({ subtotal: 100, discount: 500, tax: 0, shipping: 0 })).toBe(0)
  })
})

describe('platform §4 wallet-pay: property', () => {
  const contactArb = fc.record({ locality: fc.constantFrom('Columbus', ''), postalCode: fc.constantFrom('43229', ''), countryCode: fc.constantFrom('US', 'ca') })
  const flow = fc.constantFrom('f1', 'f2')
  const optionArb = fc.constantFrom(ground, express)
  const event: fc.Arbitrary<WalletEvent> = fc.oneof(
    fc.record({ flowId: flow, isVirtual: fc.boolean() }).map(({ flowId, isVirtual }) => ({ type: 'start' as const, flowId, order: { ...order, isVirtual } })),
    contactArb.map((c) => ({ type: 'received' as const, message: { type: 'applepay_shipping_address' as const, contact: c } })),
    fc.constantFrom('ups_ground', 'ups_express', 'x').map((identifier) => ({ type: 'received' as const, message: { type: 'applepay_shipping_method' as const, identifier } })),
    fc.record({ s: contactArb, b: fc.option(contactArb) }).map(({ s, b }) => ({
      type: 'received' as const,
      message: { type: 'applepay_success' as const, shippingContact: s, billingContact: b, token },
    })),
    fc.constant({ type: 'received' as const, message: { type: 'applepay_cancel' as const } }),
    fc.record({ flowId: flow, options: fc.array(optionArb, { maxLength: 2 }) }).map((e) => ({ type: 'shippingRatesLoaded' as const, ...e })),
    flow.map((flowId) => ({ type: 'shippingRatesFailed' as const, flowId })),
    flow.map((flowId) => ({ type: 'orderPlaced' as const, flowId })),
    flow.map((flowId) => ({ type: 'orderPlacementFailed' as const, flowId })),
  )

  it('no event sequence reaches an invalid state', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = INITIAL_WALLET_PAY_STATE
        for (const e of events) {
          const { state: next, send, effects } = reduceWalletPay(state, e)
          expect(WALLET_PAY_STATUSES).toContain(next.status)
          expect(WALLET_SHIPPING_STATES).toContain(next.shipping)
          // idle means cleared
          if (next.status === 'idle') expect(next).toEqual(INITIAL_WALLET_PAY_STATE)
          else expect(next.order).not.toBeNull()
          // shipping loads only in an active flow
          if (next.shipping === 'loading') expect(next.status).toBe('active')
          // placing and completed orders carry token, shipping and billing address
          if (next.status === 'placing' || next.status === 'completed') {
            expect(next.order?.paymentToken).toEqual(token)
            expect(next.order?.shippingAddress).not.toBeNull()
            expect(next.order?.billingAddress).not.toBeNull()
          }
          // the chosen shipping is one of the options
          const code = next.order?.selectedShippingCode ?? null
          if (code !== null) expect(next.order?.shippingOptions.map((o) => o.identifier)).toContain(code)
          // only listed messages; a status message only ends a placement of the current flow
          for (const m of send) expect(APP_MESSAGES_SENT).toContain(m.type)
          const status = send.filter((m) => m.type === 'applepay_status_success' || m.type === 'applepay_status_failure')
          if (status.length > 0) {
            expect(state.status).toBe('placing')
            expect(status).toHaveLength(1)
          }
          // the order is placed only on leaving active for placing
          if (effects.some((f) => f.type === 'placeOrder')) expect([state.status, next.status]).toEqual(['active', 'placing'])
          state = next
        }
      }),
    )
  })
})
