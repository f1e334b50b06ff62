import { describe, expect, it } from 'vitest'
import { unitPriceOfBuyRequest } from './unit-price.ts'
import type { CatalogProduct, ProductLookup } from './types.ts'
import { barBundle } from './bar-bundle.fixture.ts'

const products: Array<CatalogProduct> = [
  { productId: 1, sku: 'PLATE-45', type: 'simple', priceMinor: 9500 },
  {
    productId: 2,
    sku: 'BELT',
    type: 'simple',
    priceMinor: 10000,
    customOptions: [
      { id: 21, type: 'drop_down', isRequired: false, values: [{ id: 1, priceMinor: 1500 }, { id: 2 }] },
      { id: 22, type: 'other', isRequired: false, priceMinor: 1000 },
      { id: 23, type: 'area', isRequired: false },
    ],
  },
  { productId: 300, sku: 'TEE', type: 'configurable', priceMinor: 3000, childrenIds: [301, 302] },
  { productId: 301, sku: 'TEE-S', type: 'simple', priceMinor: 3000 },
  { productId: 302, sku: 'TEE-XXL', type: 'simple', priceMinor: 3500 },
  barBundle,
  { productId: 711, sku: 'BAR-B', type: 'simple', priceMinor: 32500 },
  {
    productId: 900,
    sku: 'GIFTCARD',
    type: 'giftcard',
    priceMinor: 0,
    giftcardData: { amounts: [2500, 5000], isOpenAmountAllowed: true },
  },
]
const lookup: ProductLookup = (id) => products.find((p) => p.productId === id)
const collars = { productId: 730, qty: 1, metadata: { freeBundleOptionId: 3 } }

describe('unitPriceOfBuyRequest', () => {
  it('a simple product is its price', () => {
    expect(unitPriceOfBuyRequest({ productId: 1, qty: 2 }, lookup)).toEqual({ ok: true, value: 9500 })
  })

  it('a base price rule (e.g. customer price) replaces the list price', () => {
    expect(unitPriceOfBuyRequest({ productId: 1, qty: 1 }, lookup, (p) => p.priceMinor - 500)).toEqual({
      ok: true,
      value: 9000,
    })
  })

  it('custom option prices are added: selected values, or the option price for filled free text', () => {
    const r = unitPriceOfBuyRequest({ productId: 2, qty: 1, options: { '21': '1', '22': 'IRON', '23': 'x' } }, lookup)
    expect(r).toEqual({ ok: true, value: 10000 + 1500 + 1000 })
    expect(unitPriceOfBuyRequest({ productId: 2, qty: 1, options: { '21': '2' } }, lookup)).toEqual({ ok: true, value: 10000 })
  })

  it('a configurable is priced at its chosen child', () => {
    expect(unitPriceOfBuyRequest({ productId: 300, qty: 1, children: [{ productId: 302, qty: 1 }] }, lookup)).toEqual({
      ok: true,
      value: 3500,
    })
  })

  it('a configurable child that is not loaded gives Trying to get price for not loaded product', () => {
    const partial: ProductLookup = (id) => (id === 300 ? lookup(id) : undefined)
    const r = unitPriceOfBuyRequest({ productId: 300, qty: 1, children: [{ productId: 301, qty: 1 }] }, partial)
    expect(r.ok ? '' : r.error.message).toBe('Trying to get price for not loaded product')
  })

  it('a bundle is the sum of chosen values by price type times their qty; free products add 0', () => {
    const fixedBar = [
      { productId: 710, qty: 1, metadata: { bundleOptionId: 1 } },
      { productId: 720, qty: 4, metadata: { bundleOptionId: 2 } },
      collars,
    ]
    expect(unitPriceOfBuyRequest({ productId: 700, qty: 1, children: fixedBar }, lookup)).toEqual({
      ok: true,
      value: 29500 + 4 * 9500,
    })
    const dynamicBar = [{ productId: 711, qty: 1, metadata: { bundleOptionId: 1 } }, { productId: 720, qty: 0, metadata: { bundleOptionId: 2 } }, collars]
    expect(unitPriceOfBuyRequest({ productId: 700, qty: 1, children: dynamicBar }, lookup)).toEqual({ ok: true, value: 32500 })
  })

  it('a dynamic bundle child that is not loaded cannot be priced', () => {
    const partial: ProductLookup = (id) => (id === 711 ? undefined : lookup(id))
    const children = [{ productId: 711, qty: 1, metadata: { bundleOptionId: 1 } }, collars]
    const r = unitPriceOfBuyRequest({ productId: 700, qty: 1, children }, partial)
    expect(r.ok ? '' : r.error.code).toBe('PRODUCT_NOT_LOADED')
  })

  it('a gift card is its amount or custom amount', () => {
    expect(unitPriceOfBuyRequest({ productId: 900, qty: 1, metadata: { giftcard: { amount: 2500 } } }, lookup)).toEqual({
      ok: true,
      value: 2500,
    })
    expect(
      unitPriceOfBuyRequest({ productId: 900, qty: 1, metadata: { giftcard: { customAmount: 7777 } } }, lookup),
    ).toEqual({ ok: true, value: 7777 })
  })

  it('returns the validation errors unchanged', () => {
    const r = unitPriceOfBuyRequest({ productId: 900, qty: 1, metadata: { giftcard: { amount: 1 } } }, lookup)
    expect(r.ok ? '' : r.error.message).toBe('Invalid giftcard item amount selection')
    const missing = unitPriceOfBuyRequest({ productId: 12345, qty: 1 }, lookup)
    expect(missing.ok ? '' : missing.error.message).toBe('Trying to get price for not loaded product')
  })
})
