import { describe, expect, it } from 'vitest'
import type { Product } from '@ironhouse/contracts'
import { makeProduct } from '../../ui/test-fixtures.ts'
import { buildBuyRequests, buyRequestOfLine } from './buy-request.ts'

function form(entries: Array<[string, string]>) {
  const data = new FormData()
  for (const [k, v] of entries) data.append(k, v)
  return { data, names: [...new Set(entries.map(([k]) => k))] }
}

const build = (product: Product, entries: Array<[string, string]>) => {
  const { data, names } = form(entries)
  return buildBuyRequests(product, data, names)
}

describe('the product form becomes buy requests (commerce §3 cart item)', () => {
  it('a simple product with its quantity and custom options (checkbox values as a list)', () => {
    const product = makeProduct({ productId: 1903 })
    expect(build(product, [['qty', '2'], ['options[190301]', '1903012'], ['options[190303][]', '1903031'], ['options[190303][]', '1903032']])).toEqual({
      ok: true,
      items: [{ productId: 1903, qty: 2, options: { '190301': '1903012', '190303': ['1903031', '1903032'] } }],
    })
  })

  it('refuses a quantity below 1 before calling the server', () => {
    expect(build(makeProduct(), [['qty', '0']])).toEqual({ ok: false, message: 'Please enter a quantity of at least 1' })
    expect(build(makeProduct(), [['qty', '-3']]).ok).toBe(false)
  })

  it('a configurable needs its colour child', () => {
    const product = makeProduct({ productId: 1401, type: 'configurable', childrenIds: [10000, 10001] })
    expect(build(product, [['qty', '1']])).toEqual({ ok: false, message: 'Please choose a colour' })
    expect(build(product, [['qty', '1'], ['childId', '10001']])).toEqual({ ok: true, items: [{ productId: 1401, qty: 1, children: [{ productId: 10001, qty: 1 }] }] })
  })

  it('a bundle sends each chosen child with its option and the included free product at qty 1, price 0', () => {
    const value = (productId: number, defaultQty = 1) => ({ productId, price: 0, priceType: 'fixed' as const, canChangeQty: false, defaultQty, isDefault: false })
    const product = makeProduct({
      productId: 1601,
      type: 'bundle',
      bundleOptions: [
        { id: 160101, title: 'Barbell', isRequired: true, includedProductId: null, values: [value(1001)] },
        { id: 160102, title: 'Plates', isRequired: true, includedProductId: null, values: [value(1101, 2)] },
        { id: 160103, title: 'Collars', isRequired: false, includedProductId: null, values: [value(1201)] },
        { id: 160104, title: 'Towel', isRequired: true, includedProductId: 2205, values: [value(2205)] },
      ],
    })
    expect(build(product, [['qty', '1'], ['bundle[160102]', '1101']])).toEqual({ ok: false, message: 'Please choose Barbell' })
    expect(build(product, [['qty', '1'], ['bundle[160101]', '1001'], ['bundle[160102]', '1101']])).toEqual({
      ok: true,
      items: [
        {
          productId: 1601,
          qty: 1,
          children: [
            { productId: 1001, qty: 1, metadata: { bundleOptionId: 160101 } },
            { productId: 1101, qty: 2, metadata: { bundleOptionId: 160102 } },
            { productId: 2205, qty: 1, price: 0, metadata: { freeBundleOptionId: 160104 } },
          ],
        },
      ],
    })
  })

  it('a gift card sends the amount (or the custom amount in minor units) and its parties', () => {
    const product = makeProduct({ productId: 2202, type: 'giftcard' })
    const parties: Array<[string, string]> = [
      ['giftcard[recipientName]', 'Sam'],
      ['giftcard[recipientEmail]', 'sam@example.com'],
      ['giftcard[senderName]', 'Ada'],
    ]
    expect(build(product, [['qty', '1'], ['giftcard[amount]', '5000'], ...parties])).toEqual({
      ok: true,
      items: [{ productId: 2202, qty: 1, metadata: { giftcard: { amount: 5000, delivery: 'email', recipientName: 'Sam', recipientEmail: 'sam@example.com', senderName: 'Ada' } } }],
    })
    const custom = build(product, [['qty', '1'], ['giftcard[amount]', '5000'], ['giftcard[customAmount]', '42.50'], ...parties])
    expect(custom.ok && custom.items[0]?.metadata?.giftcard).toMatchObject({ customAmount: 4250 })
  })

  it('a grouped product becomes one group request with the children given a quantity', () => {
    const product = makeProduct({ productId: 1602, type: 'grouped' })
    expect(build(product, [['qty[1001]', '1'], ['qty[1101]', '0'], ['qty[1201]', '2']])).toEqual({
      ok: true,
      items: [{ productId: 1602, qty: 1, type: 'group', children: [{ productId: 1001, qty: 1 }, { productId: 1201, qty: 2 }] }],
    })
    expect(build(product, [['qty[1001]', '0']])).toEqual({ ok: false, message: 'Please enter a quantity for at least one product' })
  })
})

describe('buyRequestOfLine', () => {
  const line = { productId: 1501, qty: 3, options: {}, children: [{ productId: 1001, qty: 1, name: 'The Ohio Bar', sku: 'IH-OHIO-BAR' }] }

  it('makes a list line again: its product and children, no options when it has none, at its own quantity or the one given', () => {
    expect(buyRequestOfLine(line)).toEqual({ productId: 1501, qty: 3, children: [{ productId: 1001, qty: 1 }] })
    expect(buyRequestOfLine({ ...line, options: { color: 'black' }, children: [] }, 1)).toEqual({ productId: 1501, qty: 1, options: { color: 'black' } })
  })
})
