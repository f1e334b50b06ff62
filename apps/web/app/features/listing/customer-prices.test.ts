import { describe, expect, it } from 'vitest'
import type { SearchProduct } from '@ironhouse/domain'
import { customerPricesPath, needsCustomerPrices, readCustomerPrices, withCustomerPrices } from './customer-prices.ts'

const tile = (productId: number, price: number | null, special?: number): SearchProduct =>
  ({ productId, price, ...(special === undefined ? {} : { special_price: special }), quoted: false, name: `P${productId}` }) as unknown as SearchProduct

describe('search tiles priced for the customer group (commerce §4)', () => {
  it('asks only for a group with prices of its own, or a group the API alone knows', () => {
    expect([0, 1, 2, 3, null].map(needsCustomerPrices)).toEqual([false, false, true, true, true])
  })

  it("the server's customer price becomes the tile's final price, the list price struck; other tiles keep the store's price", () => {
    const [group, same, untouched] = withCustomerPrices([tile(1, 39500), tile(2, 10000, 9000), tile(3, 5000, 4500)], { 1: 37525, 2: 10000 })
    expect(group).toMatchObject({ price: 39500, special_price: 37525 })
    // a customer price equal to list: no sale shown, even where the store's record had one
    expect(same?.special_price).toBeUndefined()
    expect(untouched).toMatchObject({ price: 5000, special_price: 4500 })
  })

  it('one call for the distinct ids, at most 200; none without tiles', () => {
    expect(customerPricesPath([{ productId: 2 }, { productId: 1 }, { productId: 2 }])).toBe('/svc_content/catalog/product/group-prices?productIds=2,1')
    expect(customerPricesPath(Array.from({ length: 250 }, (_, i) => ({ productId: i + 1 })))?.split(',')).toHaveLength(200)
    expect(customerPricesPath([])).toBeNull()
  })

  it('an answer of another shape prices nothing; bad amounts are dropped', () => {
    expect(readCustomerPrices(null)).toEqual({})
    expect(readCustomerPrices({ prices: 'x' })).toEqual({})
    expect(readCustomerPrices({ prices: { 1: 100, 2: -5, 3: 1.5, 4: '7' } })).toEqual({ 1: 100 })
  })
})
