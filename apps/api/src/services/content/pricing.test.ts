import { describe, expect, it } from 'vitest'
import { STORES } from '@ironhouse/demo-data'
import { CATALOGUE_USD_RATES, decidePrice, storeAmount, storeFaceValue, type EarnedTicket, type PricingInputs } from './pricing.ts'
import { siteOfStore } from './public.ts'
import type { PricedProductRow } from './repo.ts'

const NOW = new Date('2025-06-15T12:00:00.000Z')
const ACTIVE = { rogue_promo_enabled: '1', rogue_promo_from_date: '2025-06-01', rogue_promo_to_date: '2025-06-30' }

type RowInput = { list?: number; special?: number | null; promo?: number | null; attributes?: Record<string, unknown>; type?: string; promoQty?: number | null }

function row({ list = 29500, special = null, promo = null, attributes = {}, type = 'simple', promoQty = null }: RowInput = {}): PricedProductRow {
  return {
    product: {
      productId: 1001,
      sku: 'IH-OHIO-BAR',
      name: 'The Ohio Bar',
      type,
      urlKey: '/the-ohio-bar',
      visibility: 4,
      thumbnail: null,
      gallery: [],
      description: '',
      weight: 44,
      childrenIds: [],
      relatedIds: [],
      bundleOptions: [],
      customOptions: [],
      giftcardData: null,
      hundoPricing: [],
      isProgram: false,
      primaryCategoryId: null,
      attributes: { tax_class_id: 2, ...attributes },
      shipDirect: false,
      createdAt: NOW.toISOString(),
    },
    price: { productId: 1001, storeId: 1, sku: 'IH-OHIO-BAR', price: list, specialPrice: special, promoPrice: promo },
    inventory: { productId: 1001, qoh: 10, min: 1, max: 10, sellableMax: 10, bin: false, backorder: false, leadTime: null, restockStatus: null, promoQty },
  }
}

function inputs(over: Partial<PricingInputs> & { storeId?: number; group?: Record<number, number> } = {}): PricingInputs {
  const { storeId = 1, group = {}, ...rest } = over
  return { site: siteOfStore(storeId), groupId: 0, now: NOW, groupPrices: new Map(Object.entries(group).map(([k, v]) => [Number(k), v])), tickets: [], ...rest }
}

describe('decidePrice: commerce §4 customer price precedence', () => {
  it('the lowest of active promo, group price and special wins when below list', () => {
    const priced = decidePrice(row({ special: 26500, promo: 24900, attributes: ACTIVE }), inputs({ groupId: 2, group: { 1001: 28025 } }))
    expect(priced).toMatchObject({ list: 29500, final: 24900, source: 'promo', hotDeal: true, groupPrice: 28025, special: 26500 })
    expect(priced.promo).toEqual({ status: 'active', price: 24900, qty: null })
  })

  it('group prices count only above group 1: group 0 and 1 pay the special price, group 2 its lower group price', () => {
    const r = row({ special: 26500 })
    for (const groupId of [0, 1]) {
      expect(decidePrice(r, inputs({ groupId, group: { 1001: 25000 } }))).toMatchObject({ final: 26500, source: 'special', groupPrice: null })
    }
    expect(decidePrice(r, inputs({ groupId: 2, group: { 1001: 25000 } }))).toMatchObject({ final: 25000, source: 'customerGroup', groupPrice: 25000 })
  })

  it('a candidate not below list leaves the list price; a tie goes promo, then group, then special', () => {
    expect(decidePrice(row({ special: 29500 }), inputs())).toMatchObject({ final: 29500, source: 'list' })
    const tie = decidePrice(row({ special: 24900, promo: 24900, attributes: ACTIVE }), inputs({ groupId: 3, group: { 1001: 24900 } }))
    expect(tie).toMatchObject({ final: 24900, source: 'promo' })
  })

  it('the API honours its own promo status: an upcoming or expired promo is no price, only its status', () => {
    const upcoming = decidePrice(row({ promo: 24900, attributes: { ...ACTIVE, rogue_promo_from_date: '2025-07-01' } }), inputs())
    expect(upcoming).toMatchObject({ final: 29500, source: 'list', hotDeal: false, promo: { status: 'upcoming', price: 24900, qty: null } })
    const expired = decidePrice(row({ promo: 24900, attributes: { ...ACTIVE, rogue_promo_to_date: '2025-06-10' } }), inputs())
    expect(expired).toMatchObject({ final: 29500, promo: { status: 'expired' } })
  })

  it('promo quantity: limiting on with 5 left is active with qty 5; with 0 left it is expired', () => {
    const limited = { ...ACTIVE, rogue_promo_qty_enable: '1', rogue_promo_qty: 5 }
    expect(decidePrice(row({ promo: 24900, attributes: limited }), inputs())).toMatchObject({ final: 24900, promo: { status: 'active', qty: 5 } })
    const gone = decidePrice(row({ promo: 24900, attributes: { ...limited, rogue_promo_qty: 0 } }), inputs())
    expect(gone).toMatchObject({ final: 29500, hotDeal: false, promo: { status: 'expired', qty: 0 } })
  })

  it('earned tickets apply after the precedence: 10 % off the promo price, or a fixed 50.00, the best one only', () => {
    const tickets: Array<EarnedTicket> = [
      { productId: 1001, type: 'percent', value: 10 },
      { productId: 1001, type: 'fixed', value: 5000, freeShipping: true },
      { productId: 2002, type: 'fixed', value: 9000 },
    ]
    const priced = decidePrice(row({ promo: 24900, attributes: ACTIVE }), inputs({ tickets: tickets.slice(0, 1) }))
    expect(priced).toMatchObject({ final: 22410, source: 'promo', earnedDiscount: 2490, freeShipping: false })
    expect(decidePrice(row({ promo: 24900, attributes: ACTIVE }), inputs({ tickets }))).toMatchObject({ final: 19900, earnedDiscount: 5000, freeShipping: true })
    expect(decidePrice(row(), inputs({ tickets: [{ productId: 1001, type: 'fixed', value: 5000, remainingUses: 0 }] }))).toMatchObject({ final: 29500, earnedDiscount: 0 })
  })

  it('a configurable child is priced with its parent’s promo (the promo is kept on the parent)', () => {
    const child = row({ list: 29500, attributes: { parent_id: 1401, color: 'Black' } })
    const parent = row({ list: 29500, promo: 24900, attributes: ACTIVE })
    expect(decidePrice(child, inputs())).toMatchObject({ final: 29500, source: 'list', promo: { status: 'none' } })
    expect(decidePrice(child, inputs(), parent)).toMatchObject({ final: 24900, source: 'promo', hotDeal: true, promo: { status: 'active', price: 24900 } })
  })

  it('platform §3: product 91377 priced 0 is quoted', () => {
    const quoted = row({ list: 0 })
    quoted.product.productId = 91377
    expect(decidePrice(quoted, inputs()).quoted).toBe(true)
    expect(decidePrice(row({ list: 0 }), inputs()).quoted).toBe(false)
  })
})

describe('decidePrice: currencies and VAT display (commerce §9, shell §9)', () => {
  it('answers in the store currency: 1 USD, 2 CAD, 4 USD, 5 EUR, 18 AUD, 34 GBP', () => {
    const currencies = Object.fromEntries([1, 2, 4, 5, 18, 34].map((storeId) => [storeId, decidePrice(row(), inputs({ storeId })).currency]))
    expect(currencies).toEqual({ 1: 'USD', 2: 'CAD', 4: 'USD', 5: 'EUR', 18: 'AUD', 34: 'GBP' })
  })

  it('EUR: the VAT-inclusive price with its excluding-VAT figure at Ireland’s 23 % (367.99 → 299.18)', () => {
    const priced = decidePrice(row({ list: 36799, special: 33999 }), inputs({ storeId: 5 }))
    expect(priced).toMatchObject({ final: 33999, vat: { countryId: 'IE', ratePercent: 23, finalExcludingVat: 27641, listExcludingVat: 29918 } })
  })

  it('GBR: at the UK’s 20 % (£294.39 → £245.33); a gift card is exempt, so its figure is the same', () => {
    expect(decidePrice(row({ list: 29439 }), inputs({ storeId: 34 })).vat).toEqual({ countryId: 'GB', ratePercent: 20, finalExcludingVat: 24533, listExcludingVat: 24533 })
    const card = row({ list: 5000, type: 'giftcard', attributes: { tax_class_id: undefined } })
    expect(decidePrice(card, inputs({ storeId: 34 })).vat).toMatchObject({ ratePercent: 0, finalExcludingVat: 5000 })
  })

  it('no VAT display outside EUR and GBR', () => {
    for (const storeId of [1, 2, 4, 18]) expect(decidePrice(row(), inputs({ storeId })).vat).toBeNull()
  })

  it('amounts kept in US cents convert at the catalogue rates: a $10.00 option is CA$13.60, €9.30, A$15.20, £8.00', () => {
    expect([1, 2, 4, 5, 18, 34].map((storeId) => storeAmount(1000, storeId))).toEqual([1000, 1360, 1000, 930, 1520, 800])
    expect(storeAmount(15, 34)).toBe(12) // 15 cents per lb → 12 pence
  })

  it('gift card face values convert to whole units: $25 → CA$34, €23, A$38, £20', () => {
    expect([2, 5, 18, 34].map((storeId) => storeFaceValue(2500, storeId))).toEqual([3400, 2300, 3800, 2000])
    expect(storeFaceValue(2500, 1)).toBe(2500)
  })

  it('the conversion rates are the ones the catalogue priced its stores with', () => {
    expect(Object.fromEntries(STORES.map((s) => [s.storeId, s.rate]))).toEqual(CATALOGUE_USD_RATES)
  })
})
