import { describe, expect, it } from 'vitest'
import type { WalletOutgoing } from '@ironhouse/domain'
import type { AppMessage } from './app-messages.ts'
import { startWalletPay, type WalletCalls, type WalletSheet } from './wallet-pay-flow.ts'

const contact = { givenName: 'Ada', familyName: 'Lifter', addressLines: ['545 E 5th Ave'], locality: 'Columbus', administrativeArea: 'OH', postalCode: '43201', countryCode: 'us', emailAddress: 'ada@example.com' }
const token = { paymentData: { token: 'tok_wallet' }, paymentMethod: {}, transactionIdentifier: 'wallet-1' }
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A flow over fake server calls: the app's messages are fed by `app`, what the app is sent is `sent`. */
async function flow(place: WalletCalls['place'] = async () => ({ orderId: 'IH000000123' })) {
  const sent: Array<WalletOutgoing> = []
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
    },
    send: (message) => sent.push(message),
    listen: (l) => {
      listener = l
      return () => (listener = null)
    },
    onPlaced: (orderId) => done.push(orderId),
  })
  const app = async (message: AppMessage) => {
    listener?.(message)
    await tick()
    await tick()
  }
  return { sent, asked, placed, done, app, listening: () => listener !== null }
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

  it('step 5: applepay_cancel clears the payment: a later success places nothing', async () => {
    const { placed, app, listening } = await flow()
    await app({ type: 'applepay_cancel' })
    expect(listening()).toBe(false)
    await app({ type: 'applepay_success', shippingContact: contact, token })
    expect(placed).toEqual([])
  })
})
