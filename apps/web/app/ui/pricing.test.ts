import { describe, expect, it } from 'vitest'
import { ACTIVE_PROMO, UPCOMING_PROMO, makePricing, makeProduct } from './test-fixtures.ts'
import { isQuotedProduct, priceViewOf } from './pricing.ts'

describe('priceViewOf', () => {
  it('commerce §4 precedence: a special price below list is the final price, list shown struck', () => {
    const view = priceViewOf(makeProduct({ price: 29500, special_price: 26500 }), makePricing())
    expect(view).toMatchObject({ kind: 'price', final: '$265.00', list: '$295.00', source: 'special', hotDeal: false })
  })

  it('commerce §4 precedence: a special price not below list leaves the list price alone', () => {
    const view = priceViewOf(makeProduct({ price: 29500, special_price: 29500 }), makePricing())
    expect(view).toMatchObject({ final: '$295.00', list: null, source: 'list' })
  })

  it('commerce §4: an active promo below the special price wins and is a hot deal', () => {
    const product = makeProduct({ price: 29500, special_price: 26500, attributes: ACTIVE_PROMO })
    expect(priceViewOf(product, makePricing())).toMatchObject({ final: '$249.00', list: '$295.00', source: 'promo', hotDeal: true })
  })

  it('commerce §4: an upcoming promo shows nothing: list price, no hot deal', () => {
    const product = makeProduct({ price: 29500, attributes: UPCOMING_PROMO })
    expect(priceViewOf(product, makePricing())).toMatchObject({ final: '$295.00', list: null, promoStatus: 'upcoming', hotDeal: false })
  })

  it('commerce §4: the hot-deals feed supplies the promo price in minor units', () => {
    const product = makeProduct({ price: 29500, attributes: { ...ACTIVE_PROMO, rogue_promo_price: undefined } })
    const pricing = makePricing({ promos: [{ productId: product.productId, status: 'active', price: 22500, qty: null }] })
    expect(priceViewOf(product, pricing)).toMatchObject({ final: '$225.00', source: 'promo' })
  })

  it('commerce §4: group prices do not apply to guests (group 0)', () => {
    const product = makeProduct({ price: 29500 })
    const pricing = makePricing({ groupPrices: { [product.productId]: 20000 } })
    expect(priceViewOf(product, pricing)).toMatchObject({ final: '$295.00', source: 'list' })
    expect(priceViewOf(product, { ...pricing, groupId: 2 })).toMatchObject({ final: '$200.00', source: 'customerGroup' })
  })

  it('shell §9: a Month subscription interval shows /mo', () => {
    const product = makeProduct({ type: 'virtual', price: 1999, attributes: { subscription_interval: 'Month' } })
    expect(priceViewOf(product, makePricing())).toMatchObject({ final: '$19.99/mo' })
  })

  it('commerce §9: EUR and GBR show VAT-inclusive prices in their own format', () => {
    const eur = priceViewOf(makeProduct({ price: 123456, currency: 'EUR' }), makePricing({ siteCode: 'EUR', currency: 'EUR' }))
    expect(eur).toMatchObject({ final: '€1,234.56', vatInclusive: true })
    const usa = priceViewOf(makeProduct({ price: 123456 }), makePricing())
    expect(usa).toMatchObject({ final: '$1,234.56', vatInclusive: false })
  })

  it('platform §3: product 91377 priced 0 is quoted', () => {
    expect(isQuotedProduct({ productId: 91377, price: 0 })).toBe(true)
    expect(isQuotedProduct({ productId: 91377, price: 1000 })).toBe(false)
    expect(isQuotedProduct({ productId: 1001, price: 0 })).toBe(false)
    expect(priceViewOf(makeProduct({ productId: 91377, price: 0 }), makePricing(), true)).toEqual({ kind: 'quote' })
  })
})
