import { describe, expect, it, vi } from 'vitest'
import type { WalletOutgoing } from '@ironhouse/domain'
import type { AppMessage } from './app-messages.ts'
import { startWalletPay, type WalletCalls, type WalletPlacedOrder, type WalletSheet } from './wallet-pay-flow.ts'

const contact = { givenName: 'Ada', familyName: 'Lifter', addressLines: ['545 E 5th Ave'], locality: 'Columbus', administrativeArea: 'OH', postalCode: '43201', countryCode: 'us', emailAddress: 'ada@example.com' }
const token = { paymentData: { token: 'tok_wallet' }, paymentMethod: {}, transactionIdentifier: 'wallet-1' }
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

const paid: WalletPlacedOrder = { orderId: 'IH000000123', status: 'payment_complete', payment: { action: null } }
/** An order its card's bank challenges (commerce §4 payment_pending with the challenge page). */
const challenged: WalletPlacedOrder = { orderId: 'IH000000124', status: 'payment_pending', payment: { action: { url: '/gateway/v1/payments/pay_1/action' } } }

/**
 * A flow over fake server calls: the app's messages are fed by `app`, what the app is sent is `sent`;
 * `reads` answers the order read again while 3-D Secure runs, one answer per read (the last repeats).
 */
async function flow(place: WalletCalls['place'] = async () => paid, reads: ReadonlyArray<WalletPlacedOrder> = []) {
  const sent: Array<WalletOutgoing> = []
  const challenges: Array<string> = []
  const closed: Array<string> = []
  const threeDsFailed: Array<true> = []
  let readCount = 0
  const asked: Array<Parameters<WalletCalls['details']>[0]> = []
  const placed: Array<Parameters<WalletCalls['place']>[0]> = []
  const done: Array<string> = []
  let listener: ((message: AppMessage) => void) | null = null
  const details = async (input: Parameters<WalletCalls['details']>[0]): Promise<WalletSheet> => {
    asked.push(input)
    const express = input.shippingCode === 'ups_express'
    return {
      listId: 'list-1',
      currency: 'USD',
      isVirtual: false,
      totals: { subtotal: 29_500, discount: 0, shipping: 0, tax: input.shippingAddress ? (express ? 2_300 : 2_065) : 0 },
      shippingOptions: input.shippingAddress
        ? [
            { identifier: 'ups_ground', label: 'Ground', detail: 'ups', amount: 1_500 },
            { identifier: 'ups_express', label: 'Express', detail: 'ups', amount: 4_000 },
          ]
        : [],
      selectedShippingCode: null,
    }
  }
  await startWalletPay({
    listId: 'list-1',
    storeId: 1,
    calls: {
      details,
      place: async (input) => {
        placed.push(input)
        return place(input)
      },
      order: async () => {
        readCount++
        const read = reads[Math.min(readCount, reads.length) - 1]
        if (!read) throw new Error('not found')
        return read
      },
    },
    send: (message) => sent.push(message),
    listen: (l) => {
      listener = l
      return () => (listener = null)
    },
    onPlaced: (orderId) => done.push(orderId),
    challenge: (url) => {
      challenges.push(url)
      return () => closed.push(url)
    },
    onThreeDsFailed: () => threeDsFailed.push(true),
    threeDs: { pollMs: 1, waitMs: 200 },
  })
  const app = async (message: AppMessage) => {
    listener?.(message)
    await tick()
    await tick()
  }
  /** Waits until the app was told the outcome of placing. */
  const outcome = () =>
    vi.waitFor(
      () => {
        const told = sent.find((message) => message.type === 'applepay_status_success' || message.type === 'applepay_status_failure')
        if (!told) throw new Error('no status yet')
        return told
      },
      { timeout: 2000, interval: 2 },
    )
  return { sent, asked, placed, done, app, outcome, challenges, closed, threeDsFailed, reads: () => readCount, listening: () => listener !== null }
}

describe('wallet-pay flow in the app shell (platform §4)', () => {
  it('step 1: the app gets applepay_start with the order details and shippingRequired', async () => {
    const { sent } = await flow()
    expect(sent).toEqual([
      {
        type: 'applepay_start',
        shippingRequired: true,
        orderDetails: { total: { label: 'Ironhouse', amount: '295.00' }, lineItems: [{ label: 'Subtotal', amount: '295.00' }, { label: 'Shipping', amount: '0.00' }, { label: 'Tax', amount: '0.00' }] },
      },
    ])
  })

  it("step 2: applepay_shipping_address asks the server for the wallet's address and sends applepay_update_details with the shipping options", async () => {
    const { sent, asked, app } = await flow()
    await app({ type: 'applepay_shipping_address', contact })
    expect(asked[1]?.shippingAddress).toMatchObject({ city: 'Columbus', postcode: '43201', countryId: 'US', street: ['545 E 5th Ave'] })
    expect(sent[1]).toMatchObject({
      type: 'applepay_update_details',
      details: { total: { amount: '330.65' } },
      shippingOptions: [
        { identifier: 'ups_ground', amount: '15.00' },
        { identifier: 'ups_express', amount: '40.00' },
      ],
    })
  })

  it("step 3: applepay_shipping_method sends updated details, then the server's tax for that option", async () => {
    const { sent, asked, app } = await flow()
    await app({ type: 'applepay_shipping_address', contact })
    await app({ type: 'applepay_shipping_method', identifier: 'ups_express' })
    expect(sent[2]).toMatchObject({ type: 'applepay_update_details', details: { total: { amount: '355.65' } } })
    expect(asked.at(-1)?.shippingCode).toBe('ups_express')
    expect(sent.at(-1)).toMatchObject({ type: 'applepay_update_details', details: { total: { amount: '358.00' } } })
  })

  it("step 4: applepay_success places the order at the sheet's total with the billing contact falling back to the shipping contact; the app gets applepay_status_success", async () => {
    const { sent, placed, done, app, listening } = await flow()
    await app({ type: 'applepay_shipping_address', contact })
    await app({ type: 'applepay_success', shippingContact: contact, billingContact: null, token })
    expect(placed).toEqual([
      expect.objectContaining({ listId: 'list-1', storeId: 1, shippingCode: 'ups_ground', total: 33_065, paymentToken: token, billingAddress: expect.objectContaining({ city: 'Columbus', firstname: 'Ada' }) }),
    ])
    expect(sent.at(-1)).toEqual({ type: 'applepay_status_success' })
    expect(done).toEqual(['IH000000123'])
    expect(listening()).toBe(false)
  })

  it('platform §8 wallet-pay order failure: a refused placement sends applepay_status_failure and clears the request', async () => {
    const { sent, done, app, listening } = await flow(async () => {
      throw new Error('wrong_grandtotal')
    })
    await app({ type: 'applepay_shipping_address', contact })
    await app({ type: 'applepay_success', shippingContact: contact, token })
    expect(sent.at(-1)).toEqual({ type: 'applepay_status_failure' })
    expect(done).toEqual([])
    expect(listening()).toBe(false)
  })

  it('commerce §4 order status: an order waiting on 3-D Secure is not reported as placed; the challenge shows, and the app gets applepay_status_success once the order is paid', async () => {
    const { sent, done, app, outcome, challenges, closed, reads } = await flow(async () => challenged, [challenged, { ...challenged, status: 'payment_complete', payment: { action: null } }])
    await app({ type: 'applepay_shipping_address', contact })
    await app({ type: 'applepay_success', shippingContact: contact, token })
    expect(challenges).toEqual(['/gateway/v1/payments/pay_1/action'])
    expect(await outcome()).toEqual({ type: 'applepay_status_success' })
    expect(sent.filter((message) => message.type === 'applepay_status_success' || message.type === 'applepay_status_failure')).toHaveLength(1)
    expect(reads()).toBe(2)
    expect(closed).toEqual(['/gateway/v1/payments/pay_1/action'])
    expect(done).toEqual(['IH000000124'])
  })

  it('commerce §4, §8: a failed 3-D Secure (payment_error three_ds_failed) sends applepay_status_failure and shows three_ds; nothing is reported placed', async () => {
    const { done, app, outcome, closed, threeDsFailed } = await flow(async () => challenged, [{ ...challenged, status: 'payment_error', payment: { action: null, error: 'three_ds_failed' } }])
    await app({ type: 'applepay_shipping_address', contact })
    await app({ type: 'applepay_success', shippingContact: contact, token })
    expect(await outcome()).toEqual({ type: 'applepay_status_failure' })
    expect(done).toEqual([])
    expect(closed).toHaveLength(1)
    expect(threeDsFailed).toEqual([true])
  })

  it('commerce §4: a 3-D Secure step that never ends times out: payment_error, applepay_status_failure and three_ds', async () => {
    const { done, app, outcome, closed, threeDsFailed } = await flow(async () => challenged, [challenged])
    await app({ type: 'applepay_shipping_address', contact })
    await app({ type: 'applepay_success', shippingContact: contact, token })
    expect(await outcome()).toEqual({ type: 'applepay_status_failure' })
    expect(done).toEqual([])
    expect(closed).toHaveLength(1)
    expect(threeDsFailed).toEqual([true])
  })

  it('step 5: applepay_cancel clears the payment: a later success places nothing', async () => {
    const { placed, app, listening } = await flow()
    await app({ type: 'applepay_cancel' })
    expect(listening()).toBe(false)
    await app({ type: 'applepay_success', shippingContact: contact, token })
    expect(placed).toEqual([])
  })
})
