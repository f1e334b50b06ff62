import { describe, expect, it } from 'vitest'
import { mapSearchProduct, searchPriceToMinor } from './search-product.ts'
import type { SearchProviderProduct } from './search-product.ts'

const bar: SearchProviderProduct = {
  product_id: '4301',
  sku: 'BAR-OHIO',
  name: 'The Ohio Bar',
  url: '/ohio-bar',
  type: 'configurable',
  image_url: '/media/ohio.jpg',
  hover_image_url: '/media/ohio-hover.jpg',
  price: '295.00',
  final_price: '265.50',
  gbp_price: '250',
  gbp_final_price: '250',
  categories: ['Barbells', 'Olympic Bars', 'Men', 'Cerakote'],
  manufacturer: ['Ironhouse', 'Partner Co'],
  tax_class_id: 2,
  challenge_status: 'open',
  has_redirect: true,
  related: [
    { product_id: '4301', child_id: '4310', variation_key: 'color', color: 'Black', image_url: '/black.jpg', hover_image_url: '/black-2.jpg', url: '/ohio-bar?c=black', name: 'Black', price: 295, final_price: 280 },
    { product_id: 4301, color: 'Red', price: 'n/a' },
  ],
  bundle_variation_key: 'finish',
}

describe('platform §3 product as mapped from search results', () => {
  it('maps the record with prices in minor units', () => {
    expect(mapSearchProduct(bar, 'USA')).toEqual({
      productId: 4301,
      thumbnail: '/media/ohio.jpg',
      price: 29500,
      special_price: 26550,
      categories: ['Barbells', 'Olympic Bars', 'Men'],
      brand: 'Ironhouse',
      challenge_status: 'open',
      name: 'The Ohio Bar',
      url: '/ohio-bar',
      sku: 'BAR-OHIO',
      type: 'configurable',
      attributes: { tax_class_id: '2', manufacturer: 'Ironhouse,Partner Co' },
      quoted: false,
      altImage: '/media/ohio-hover.jpg',
      related: [
        { productId: 4301, childId: 4310, variationKey: 'color', color: 'Black', relatedImage: '/black.jpg', thumbnail: '/black.jpg', altImage: '/black-2.jpg', url: '/ohio-bar?c=black', name: 'Black', price: 29500, special_price: 28000 },
        { productId: 4301, color: 'Red', thumbnail: '/catalog/product_placeholder.jpg', price: null },
      ],
      relatedLabelName: 'colors',
      variationKey: 'finish',
      hasRedirect: true,
    })
  })

  it('uses the placeholder /catalog/product_placeholder.jpg when there is no thumbnail', () => {
    const p = mapSearchProduct({ product_id: 1 }, 'USA')
    expect(p.thumbnail).toBe('/catalog/product_placeholder.jpg')
    expect(p).toMatchObject({ name: '', url: '', sku: '', categories: [], related: [], attributes: {}, hasRedirect: false, price: null })
    expect(p.brand).toBeUndefined()
  })

  it('brand is the first manufacturer; a comma string is split', () => {
    expect(mapSearchProduct({ product_id: 1, manufacturer: 'Concept 2, Ironhouse' }, 'USA')).toMatchObject({
      brand: 'Concept 2',
      attributes: { manufacturer: 'Concept 2,Ironhouse' },
    })
  })

  it('special_price is set only when final_price is lower than price', () => {
    expect(mapSearchProduct({ product_id: 1, price: 10, final_price: 10 }, 'USA').special_price).toBeUndefined()
    expect(mapSearchProduct({ product_id: 1, price: 10, final_price: 12 }, 'USA').special_price).toBeUndefined()
    expect(mapSearchProduct({ product_id: 1, price: 10, final_price: 9.99 }, 'USA').special_price).toBe(999)
  })

  it('product 91377 is quoted when the price is zero or not a number', () => {
    expect(mapSearchProduct({ product_id: 91377, price: 0 }, 'USA').quoted).toBe(true)
    expect(mapSearchProduct({ product_id: '91377', price: 'NaN' }, 'USA').quoted).toBe(true)
    expect(mapSearchProduct({ product_id: 91377 }, 'USA').quoted).toBe(true)
    expect(mapSearchProduct({ product_id: 91377, price: 1500 }, 'USA').quoted).toBe(false)
    expect(mapSearchProduct({ product_id: 91378, price: 0 }, 'USA').quoted).toBe(false)
  })

  it('on the GBR site the pound prices are used', () => {
    expect(mapSearchProduct(bar, 'GBR')).toMatchObject({ price: 25000 })
    expect(mapSearchProduct(bar, 'GBR').special_price).toBeUndefined()
    expect(mapSearchProduct({ product_id: 1, price: 10 }, 'GBR').price).toBeNull()
  })

  it('product 1119665 is remapped to product 1119420 with a custom URL', () => {
    expect(mapSearchProduct({ product_id: '1119665', url: '/old' }, 'USA')).toMatchObject({
      productId: 1119420,
      url: '/color-training-bumper-set',
    })
  })

  it('relatedLabelName and variationKey take the record values when present', () => {
    expect(mapSearchProduct({ product_id: 1, related_label_name: 'sizes', variation_key: 'size', bundle_variation_key: 'x' }, 'USA'))
      .toMatchObject({ relatedLabelName: 'sizes', variationKey: 'size' })
  })

  it('reads prices as numbers or decimal strings, null otherwise', () => {
    expect([19.99, '19.99', '', null, undefined, 'abc'].map(searchPriceToMinor)).toEqual([1999, 1999, null, null, null, null])
  })

  it('the rating (ours): the record\'s average and count when it has at least one review, none otherwise', () => {
    expect(mapSearchProduct({ product_id: 1, rating_summary: 4.56, review_count: '32' }, 'USA').rating).toEqual({ average: 4.6, count: 32 })
    expect(mapSearchProduct({ product_id: 1 }, 'USA')).not.toHaveProperty('rating')
    expect(mapSearchProduct({ product_id: 1, rating_summary: 4.5, review_count: 0 }, 'USA')).not.toHaveProperty('rating')
    expect(mapSearchProduct({ product_id: 1, rating_summary: 'n/a', review_count: 3 }, 'USA')).not.toHaveProperty('rating')
  })

  it('an unreadable product id maps to 0', () => {
    expect(mapSearchProduct({ product_id: 'abc' }, 'USA').productId).toBe(0)
    expect(mapSearchProduct({ product_id: 1, related: [{ product_id: '' }] }, 'USA').related[0]?.productId).toBe(0)
  })
})
