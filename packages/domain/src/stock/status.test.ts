import { describe, expect, it } from 'vitest'
import { stockInfoOf, stockLabelOf, stockStatusOf, stockStatusOfChosen } from './status.ts'

describe('stockStatusOf (commerce §4 stock status)', () => {
  it('unknown or no inventory gives oos', () => {
    expect(stockStatusOf(undefined)).toBe('oos')
    expect(stockStatusOf(null)).toBe('oos')
    expect(stockStatusOf({})).toBe('oos')
    expect(stockStatusOf({ max: Number.NaN, bin: true })).toBe('oos')
  })

  it('max of 0 gives bin if the bin flag is set, else oos', () => {
    expect(stockStatusOf({ max: 0, bin: true })).toBe('bin')
    expect(stockStatusOf({ max: 0, bin: '1' })).toBe('bin')
    expect(stockStatusOf({ max: 0, bin: false })).toBe('oos')
    expect(stockStatusOf({ max: 0 })).toBe('oos')
    expect(stockStatusOf({ max: -2, bin: 1 })).toBe('bin')
  })

  it('otherwise in stock', () => {
    expect(stockStatusOf({ max: 12, bin: true })).toBe('inStock')
  })
})

describe('stockInfoOf (backorder and lead time)', () => {
  it('gives the buyable max, backorder and lead time', () => {
    expect(stockInfoOf({ max: 12.7, backorder: 1, leadTime: '2-3 weeks', restockStatus: 'incoming' })).toEqual({
      status: 'inStock',
      maxQty: 12,
      backorder: true,
      leadTime: '2-3 weeks',
      restockStatus: 'incoming',
    })
  })

  it('nothing is buyable when not in stock, and empty lead times are left out', () => {
    expect(stockInfoOf({ max: 0, bin: true, leadTime: '' })).toEqual({ status: 'bin', maxQty: 0, backorder: false })
    expect(stockInfoOf(undefined)).toEqual({ status: 'oos', maxQty: 0, backorder: false })
    expect(stockInfoOf({ max: 3, leadTime: 14 }).leadTime).toBe('14')
  })
})

describe('stockLabelOf (one stock headline)', () => {
  it('a product sold only on backorder (buyable, none on hand) reads Available on backorder, not In Stock', () => {
    const onlyBackorder = stockInfoOf({ qoh: 0, min: 1, max: 20, bin: false, backorder: true })
    expect(onlyBackorder).toMatchObject({ status: 'inStock', maxQty: 20, backorder: true })
    expect(stockLabelOf(onlyBackorder)).toBe('Available on backorder')
  })

  it('with some on hand the backorder flag only lets an order go past it: In Stock', () => {
    const info = stockInfoOf({ qoh: 5, max: 20, backorder: true })
    expect(info.backorder).toBe(false)
    expect(stockLabelOf(info)).toBe('In Stock')
  })

  it('a product that cannot be bought is out of stock whatever its backorder flag', () => {
    expect(stockLabelOf(stockInfoOf({ qoh: 0, max: 0, backorder: true }))).toBe('Out of Stock')
    expect(stockLabelOf(stockInfoOf({ qoh: 0, max: 0, bin: true, backorder: true }))).toBe('Out of Stock')
    expect(stockInfoOf({ qoh: 0, max: 0, backorder: true }).backorder).toBe(false)
  })
})

describe('stockStatusOfChosen (commerce §4: bundles and grouped items use the chosen children)', () => {
  it('oos if any chosen child is oos', () => {
    expect(stockStatusOfChosen(['inStock', 'bin', 'oos'], 'inStock')).toBe('oos')
  })

  it('else bin if any chosen child is bin', () => {
    expect(stockStatusOfChosen(['inStock', 'bin'], 'inStock')).toBe('bin')
  })

  it('else in stock', () => {
    expect(stockStatusOfChosen(['inStock', 'inStock'], 'oos')).toBe('inStock')
  })

  it('with no chosen children the item keeps its own status', () => {
    expect(stockStatusOfChosen([], 'bin')).toBe('bin')
  })
})
