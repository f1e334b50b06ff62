import { describe, expect, it } from 'vitest'
import type { SearchProduct } from '@ironhouse/domain'
import { searchPriceView } from './search-product-tile.tsx'

const tile = (overrides: Partial<SearchProduct>): SearchProduct => ({ productId: 1, price: 8500, name: 'Set', quoted: false, ...overrides }) as unknown as SearchProduct

describe('a search tile price', () => {
  it("a grouped product's price is its cheapest item's: 'From $85.00'; other types show the price alone", () => {
    const grouped = searchPriceView(tile({ type: 'grouped' }), 'USA', 'USD')
    expect(grouped).toMatchObject({ kind: 'price', final: 'From $85.00', finalMinor: 8500 })
    expect(searchPriceView(tile({ type: 'simple' }), 'USA', 'USD')).toMatchObject({ final: '$85.00' })
  })
})
