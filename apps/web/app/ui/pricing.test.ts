import { describe, expect, it } from 'vitest'
import { activePromo, decided, makePricing, makeProduct, upcomingPromo } from './test-fixtures.ts'
import { priceViewOf } from './pricing.ts'

// The API decides every price (apps/api priceProducts); these pin that the storefront shows exactly
// that decision, formatted per site, and never recomputes it from the attributes.
describe('priceViewOf formats the price the API decided', () => {
  it('commerce §4: a special price below list is the final price, list shown struck', () => {
    const view = priceViewOf(makeProduct({ pricing: decided(29500, { final: 26500, source: 'special', special: 26500 }) }), makePricing())
    expect(view).toMatchObject({ kind: 'price', final: '$265.00', list: '$295.00', source: 'special', hotDeal: false })
  })

  it('a final price equal to list shows no struck list price', () => {
    expect(priceViewOf(makeProduct({ pricing: decided(29500, { special: 29500 }) }), makePricing())).toMatchObject({ final: '$295.00', list: null, source: 'list' })
  })

  it('commerce §4: an active promo the API decided is a hot deal', () => {
    expect(priceViewOf(makeProduct(activePromo(29500)), makePricing())).toMatchObject({ final: '$249.00', list: '$295.00', source: 'promo', hotDeal: true })
  })

  it('never recomputes: promo attributes without the API decision change nothing', () => {
    const product = makeProduct({ ...activePromo(29500), pricing: decided(29500) })
    expect(priceViewOf(product, makePricing())).toMatchObject({ final: '$295.00', list: null, hotDeal: false })
    expect(priceViewOf(makeProduct(upcomingPromo(29500)), makePricing())).toMatchObject({ final: '$295.00', promoStatus: 'upcoming', hotDeal: false })
  })

  it('commerce §4: a group price and an earned-ticket discount show as the API gave them', () => {
    const group = decided(29500, { final: 28025, source: 'customerGroup', groupPrice: 28025 })
    expect(priceViewOf(makeProduct({ pricing: group }), makePricing())).toMatchObject({ final: '$280.25', list: '$295.00', source: 'customerGroup' })
    const ticket = decided(29500, { final: 26550, earnedDiscount: 2950 })
    expect(priceViewOf(makeProduct({ pricing: ticket }), makePricing())).toMatchObject({ final: '$265.50', list: '$295.00', source: 'list' })
  })

  it('shell §9: a Month subscription interval shows /mo', () => {
    const product = makeProduct({ type: 'virtual', attributes: { subscription_interval: 'Month' }, pricing: decided(1999) })
    expect(priceViewOf(product, makePricing())).toMatchObject({ final: '$19.99/mo' })
  })

  it('shell §9: EUR and GBR show the VAT-inclusive price with the excluding-VAT figure the API gave', () => {
    const vat = { countryId: 'IE', ratePercent: 23, finalExcludingVat: 100371, listExcludingVat: 100371 }
    const eur = priceViewOf(makeProduct({ pricing: decided(123456, { currency: 'EUR', vat }) }), makePricing({ siteCode: 'EUR', currency: 'EUR' }))
    expect(eur).toMatchObject({ final: '€1,234.56', vatInclusive: true, excludingVat: '€1,003.71' })
    const gb = { countryId: 'GB', ratePercent: 20, finalExcludingVat: 102880, listExcludingVat: 102880 }
    const gbr = priceViewOf(makeProduct({ pricing: decided(123456, { currency: 'GBP', vat: gb }) }), makePricing({ siteCode: 'GBR', currency: 'GBP' }))
    expect(gbr).toMatchObject({ final: '£1,234.56', excludingVat: '£1,028.80' })
    expect(priceViewOf(makeProduct({ pricing: decided(123456) }), makePricing())).toMatchObject({ final: '$1,234.56', vatInclusive: false, excludingVat: null })
  })

  it('platform §3: a product the API marks quoted asks for a quote', () => {
    expect(priceViewOf(makeProduct({ productId: 91377, price: 0, pricing: decided(0, { quoted: true }) }), makePricing())).toEqual({ kind: 'quote' })
  })
})
