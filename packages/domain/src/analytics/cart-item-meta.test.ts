import { describe, expect, it } from 'vitest'
import { cartItemMeta } from './cart-item-meta.ts'

const bar = {
  productId: 100,
  sku: 'IH-BAR',
  name: 'Ohio Bar',
  type: 'simple',
  categories: ['Bars', 'Weightlifting Bars'],
  thumbnail: '/bar.jpg',
  inventory: { max: 10 },
  manufacturer: 'Ironhouse,Partner',
}

describe('platform §3 Cart item meta for analytics', () => {
  it('maps a simple line', () => {
    expect(cartItemMeta({ product: bar, qty: 2, price: 29500 })).toEqual({
      sku: 'IH-BAR',
      linkSku: 'IH-BAR',
      id: '100',
      linkId: '100',
      name: 'Ohio Bar',
      categories: ['Bars', 'Weightlifting Bars'],
      qty: 2,
      price: 29500,
      specialPrice: null,
      total: 59000,
      thumbnail: '/bar.jpg',
      stockStatus: 'in stock',
      bundleProducts: [],
      configuration: null,
      brand: 'Ironhouse',
      groupSku: null,
      bundleSku: null,
      configSku: null,
      registryId: null,
      recipeId: null,
      sale: false,
    })
  })

  it('links the chosen configurable child, its configuration and stock (bin)', () => {
    const shirt = { productId: 200, sku: 'IH-TEE', name: 'Tee', type: 'configurable', manufacturer: ['Ironhouse'] }
    const child = { productId: 201, sku: 'IH-TEE-BLK-L', name: 'Tee Black L', thumbnail: '/tee-blk.jpg', inventory: { max: 0, bin: true } }
    const meta = cartItemMeta({ product: shirt, child, qty: 1, price: 2600, specialPrice: 2000, configuration: { Color: 'Black', Size: 'L' } })
    expect(meta).toMatchObject({
      sku: 'IH-TEE',
      linkSku: 'IH-TEE-BLK-L',
      linkId: '201',
      configSku: 'IH-TEE',
      configuration: 'Color: Black, Size: L',
      stockStatus: 'bin',
      thumbnail: '/tee-blk.jpg',
      specialPrice: 2000,
      total: 2000,
      sale: true,
      brand: 'Ironhouse',
    })
  })

  it('lists bundle products and takes the stock status of the chosen children (commerce §4)', () => {
    const bundle = { productId: 300, sku: 'IH-BUNDLE', name: 'Bar and Plates', type: 'bundle', inventory: { max: 5 } }
    const plate = { productId: 301, sku: 'IH-PLATE', name: 'Plate', inventory: { max: 0 } }
    const meta = cartItemMeta({ product: bundle, qty: 1, price: 50000, bundleChildren: [{ product: bar, qty: 1 }, { product: plate, qty: 2 }] })
    expect(meta.bundleSku).toBe('IH-BUNDLE')
    expect(meta.bundleProducts).toEqual([
      { sku: 'IH-BAR', id: '100', name: 'Ohio Bar', qty: 1 },
      { sku: 'IH-PLATE', id: '301', name: 'Plate', qty: 2 },
    ])
    expect(meta.stockStatus).toBe('oos')
  })

  it('carries group sku, registry and recipe ids, and sale for an active promo', () => {
    const meta = cartItemMeta({
      product: { ...bar, manufacturer: null, thumbnail: null, inventory: null },
      qty: 1,
      price: 100,
      group: { sku: 'IH-GROUP' },
      metadata: { registry: { registryId: 'reg-1' }, recipeId: 'rid-9' },
      promoActive: true,
    })
    expect(meta).toMatchObject({ groupSku: 'IH-GROUP', registryId: 'reg-1', recipeId: 'rid-9', sale: true, brand: null, thumbnail: null, stockStatus: 'oos' })
  })
})
