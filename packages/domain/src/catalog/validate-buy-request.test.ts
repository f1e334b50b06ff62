import { describe, expect, it } from 'vitest'
import { validateBuyRequest } from './validate-buy-request.ts'
import { validateCustomOptions } from './validate-options.ts'
import type { CatalogBuyRequest, CatalogProduct, CustomOption } from './types.ts'

const message = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? 'ok' : r.error?.message)

const giftcard: CatalogProduct = {
  productId: 900,
  sku: 'GIFTCARD',
  type: 'giftcard',
  priceMinor: 0,
  giftcardData: { amounts: [2500, 5000, 10000], isOpenAmountAllowed: true, openAmountMin: 1000, openAmountMax: 50000 },
}
const card = (giftcardSel: CatalogBuyRequest['metadata']): CatalogBuyRequest => ({ productId: 900, qty: 1, metadata: giftcardSel })

describe('gift card rule (commerce §5, messages §8)', () => {
  it('a listed amount is accepted', () => {
    expect(validateBuyRequest(card({ giftcard: { amount: 5000 } }), giftcard)).toMatchObject({
      ok: true,
      value: { selection: { type: 'giftcard', amountMinor: 5000 } },
    })
  })

  it('an amount not in the list gives Invalid giftcard item amount selection', () => {
    expect(message(validateBuyRequest(card({ giftcard: { amount: 4000 } }), giftcard))).toBe(
      'Invalid giftcard item amount selection',
    )
    expect(message(validateBuyRequest(card({ giftcard: {} }), giftcard))).toBe('Invalid giftcard item amount selection')
  })

  it('a custom amount within min and max is accepted', () => {
    const r = validateBuyRequest(card({ giftcard: { customAmount: 1000, amount: 4000 } }), giftcard)
    expect(r).toMatchObject({ ok: true, value: { selection: { amountMinor: 1000 } } })
  })

  it.each([
    { customAmount: 999, note: 'below min' },
    { customAmount: 50001, note: 'above max' },
    { customAmount: -5, note: 'negative' },
    { customAmount: 1234.5, note: 'fractional minor units' },
  ])('a custom amount $note gives Invalid giftcard item custom amount', ({ customAmount }) => {
    expect(message(validateBuyRequest(card({ giftcard: { customAmount } }), giftcard))).toBe(
      'Invalid giftcard item custom amount',
    )
  })

  it('a custom amount needs open amounts allowed', () => {
    const closed = { ...giftcard, giftcardData: { amounts: [2500], isOpenAmountAllowed: false } }
    expect(message(validateBuyRequest(card({ giftcard: { customAmount: 2500 } }), closed))).toBe(
      'Invalid giftcard item custom amount',
    )
  })

  it('without min and max any positive custom amount is accepted', () => {
    const open = { ...giftcard, giftcardData: { amounts: [], isOpenAmountAllowed: true, openAmountMin: null } }
    expect(validateBuyRequest(card({ giftcard: { customAmount: 123456 } }), open).ok).toBe(true)
  })

  it('a gift card product without gift card data gives Invalid giftcard product', () => {
    expect(message(validateBuyRequest(card({ giftcard: { amount: 5000 } }), { ...giftcard, giftcardData: null }))).toBe(
      'Invalid giftcard product',
    )
  })

  it('an item without gift card metadata gives Invalid giftcard item', () => {
    expect(message(validateBuyRequest(card(undefined), giftcard))).toBe('Invalid giftcard item')
  })
})

const options: Array<CustomOption> = [
  { id: 11, type: 'drop_down', isRequired: true, values: [{ id: 1, priceMinor: 0 }, { id: 2, priceMinor: 1500 }] },
  { id: 12, type: 'checkbox', isRequired: false, values: [{ id: 3, priceMinor: 500 }, { id: 4, priceMinor: 700 }] },
  { id: 13, type: 'area', isRequired: false, priceMinor: 1000 },
  { id: 14, type: 'radio', isRequired: false, values: [{ id: 5 }] },
]

describe('custom option rule (commerce §5, messages §8)', () => {
  it('valid choices are returned with their values', () => {
    const r = validateCustomOptions({ '11': '2', '12': ['3', '4'], '13': 'ANNA' }, options)
    expect(r.ok && r.value.map((c) => [c.option.id, c.values.map((v) => v.id)])).toEqual([
      [11, [2]],
      [12, [3, 4]],
      [13, []],
    ])
  })

  it('unknown option ids are rejected with Invalid options selected: {ids}', () => {
    expect(message(validateCustomOptions({ '11': 1, '98': 'x', '99': 'y' }, options))).toBe(
      'Invalid options selected: 98, 99',
    )
    expect(message(validateCustomOptions({ '1': 'x' }, undefined))).toBe('Invalid options selected: 1')
  })

  it('a required option must be present: Option {id} is required', () => {
    expect(message(validateCustomOptions({}, options))).toBe('Option 11 is required')
    expect(message(validateCustomOptions({ '11': '  ' }, options))).toBe('Option 11 is required')
    expect(message(validateCustomOptions({ '11': [] }, options))).toBe('Option 11 is required')
    expect(message(validateCustomOptions(undefined, options))).toBe('Option 11 is required')
  })

  it('a radio or drop_down value must exist', () => {
    expect(message(validateCustomOptions({ '11': 7 }, options))).toBe('Invalid value 7 selected for option 11')
    expect(message(validateCustomOptions({ '11': 1, '14': 6 }, options))).toBe('Invalid value 6 selected for option 14')
    expect(message(validateCustomOptions({ '11': [1, 2] }, options))).toBe('Invalid value 1,2 selected for option 11')
  })

  it('checkbox and multiple values must all exist', () => {
    expect(message(validateCustomOptions({ '11': 1, '12': '3,9' }, options))).toBe(
      'Invalid value 3,9 selected for option 12',
    )
    expect(message(validateCustomOptions({ '11': 1, '12': 4 }, options))).toBe('ok')
  })

  it('a radio option without values rejects any value', () => {
    const bare: Array<CustomOption> = [{ id: 1, type: 'radio', isRequired: false }]
    expect(message(validateCustomOptions({ '1': 'a' }, bare))).toBe('Invalid value a selected for option 1')
  })

  it('custom options are checked on any product type', () => {
    const shirt: CatalogProduct = { productId: 5, sku: 'TEE', type: 'simple', priceMinor: 3000, customOptions: options }
    expect(message(validateBuyRequest({ productId: 5, qty: 1, options: {} }, shirt))).toBe('Option 11 is required')
  })
})

describe('configurable rule (commerce §5, messages §8)', () => {
  const tee: CatalogProduct = { productId: 300, sku: 'TEE', type: 'configurable', priceMinor: 3000, childrenIds: [301, 302] }

  it('a child that belongs to the product is accepted', () => {
    const r = validateBuyRequest({ productId: 300, qty: 2, children: [{ productId: 302, qty: 1 }] }, tee)
    expect(r).toMatchObject({ ok: true, value: { selection: { type: 'configurable', child: { productId: 302 } } } })
  })

  it('a child that does not belong, or no child, gives Unknown configurable child', () => {
    expect(message(validateBuyRequest({ productId: 300, qty: 1, children: [{ productId: 999, qty: 1 }] }, tee))).toBe(
      'Unknown configurable child',
    )
    expect(message(validateBuyRequest({ productId: 300, qty: 1 }, tee))).toBe('Unknown configurable child')
  })

  it('a configurable without children gives configurable with no children', () => {
    expect(message(validateBuyRequest({ productId: 300, qty: 1 }, { ...tee, childrenIds: [] }))).toBe(
      'configurable with no children',
    )
    expect(message(validateBuyRequest({ productId: 300, qty: 1 }, { ...tee, childrenIds: undefined }))).toBe(
      'configurable with no children',
    )
  })

  it('more than one chosen child is an invalid cart item', () => {
    const children = [
      { productId: 301, qty: 1 },
      { productId: 302, qty: 1 },
    ]
    expect(message(validateBuyRequest({ productId: 300, qty: 1, children }, tee))).toBe('Invalid cart item')
  })
})

describe('cart item checks (commerce §5, messages §8)', () => {
  const plate: CatalogProduct = { productId: 1, sku: 'PLATE-45', type: 'simple', priceMinor: 9500 }

  it('a product that is not loaded gives Trying to get price for not loaded product', () => {
    expect(validateBuyRequest({ productId: 1, qty: 1 }, undefined)).toEqual({
      ok: false,
      error: { code: 'PRODUCT_NOT_LOADED', message: 'Trying to get price for not loaded product', productId: 1 },
    })
  })

  it.each([
    { request: { productId: 2, qty: 1 }, note: 'another product id' },
    { request: { productId: 1, qty: 0 }, note: 'qty 0' },
    { request: { productId: 1, qty: 1.5 }, note: 'a fractional qty' },
  ])('$note gives Invalid cart item', ({ request }) => {
    expect(message(validateBuyRequest(request, plate))).toBe('Invalid cart item')
  })

  it('an unknown product type gives Invalid cart item', () => {
    const odd = { ...plate, type: 'kit' } as unknown as CatalogProduct
    expect(message(validateBuyRequest({ productId: 1, qty: 1 }, odd))).toBe('Invalid cart item')
  })

  it('grouped items cannot be priced directly', () => {
    expect(validateBuyRequest({ productId: 1, qty: 1 }, { ...plate, type: 'grouped' })).toEqual({
      ok: false,
      error: { code: 'GROUPED_NOT_PRICEABLE', message: 'Grouped items cannot be priced directly' },
    })
  })

  it('simple and virtual products need nothing more', () => {
    expect(validateBuyRequest({ productId: 1, qty: 3 }, plate).ok).toBe(true)
    expect(validateBuyRequest({ productId: 1, qty: 1 }, { ...plate, type: 'virtual' }).ok).toBe(true)
  })
})
