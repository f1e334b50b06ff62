import { describe, expect, it } from 'vitest'
import { List, type ListItem } from '@ironhouse/contracts'
import { placementErrorAction } from '@ironhouse/domain'
import { placementFollowUp, type PlacementReads } from './placement-follow-up.ts'

function line(sku: string, name: string, stock: ListItem['stock']['status'], problems: ListItem['problems'] = []): ListItem {
  return {
    _id: sku,
    listItemId: sku,
    productId: 1,
    qty: 1,
    options: {},
    metadata: {},
    children: [],
    product: { name, sku, url: '/x', thumbnail: null, type: 'simple', weight: 1 },
    optionLabels: [],
    price: 1000,
    listPrice: 1000,
    priceAtAdd: 1000,
    rowTotal: 1000,
    earnedDiscount: 0,
    freeShipping: false,
    promo: { status: 'none', price: null, qty: null },
    stock: { status: stock, maxQty: stock === 'inStock' ? 10 : 0, backorder: false },
    problems,
    addonType: null,
  }
}

function cart(items: Array<ListItem>): List {
  return List.parse({ _id: 'c1', type: 'cart', name: 'cart', items, messages: [], metadata: {}, urlKey: null, storeId: 1, currency: 'USD', totals: { subtotal: 0, hundoDiscount: 0, discount: 0, total: 0, count: 0 }, updatedAt: '2026-11-24T00:00:00Z' })
}

const unread: PlacementReads = {
  order: () => Promise.reject(new Error('not read')),
  cart: () => Promise.reject(new Error('not read')),
}
const published = placementErrorAction({ error: 'order_already_published' })
const inventory = placementErrorAction({ error: 'inventory_error' })

describe('what the checkout does after a placement error (commerce §8)', () => {
  it('order_already_published: the existing order is ours when its grand total equals ours, else the error stands', async () => {
    const reads = { ...unread, order: async (orderId: string) => ({ orderId, totals: { grandTotalIncludingTax: 76981 } }) }
    const failure = { message: 'Order IH100000007 was already placed for this cart', details: { orderId: 'IH100000007' } }
    expect(await placementFollowUp(published, failure, 76981, reads)).toEqual({ kind: 'placed', orderId: 'IH100000007' })
    expect(await placementFollowUp(published, failure, 76982, reads)).toEqual({ kind: 'none' })
    // without the order's number, or when it cannot be read, the message is all
    expect(await placementFollowUp(published, { ...failure, details: undefined }, 76981, reads)).toEqual({ kind: 'none' })
    expect(await placementFollowUp(published, failure, 76981, unread)).toEqual({ kind: 'none' })
  })

  it('inventory_error: out-of-stock lines of the cart read again open the dialog; else one line per SKU the message names', async () => {
    const gone = line('IH-2101', 'Ironhouse Foam Roller', 'oos', [{ code: 'OUT_OF_STOCK', message: 'Ironhouse Foam Roller is out of stock' }])
    const fine = line('IH-1001', 'The Ohio Bar', 'inStock')
    const short = line('IH-2101', 'Ironhouse Foam Roller', 'inStock', [{ code: 'QTY_MAX', message: 'Only 15 of Ironhouse Foam Roller can be bought', limit: 15 }])
    const failure = { message: 'IH-2101: Ironhouse Foam Roller is not available in that quantity', details: { skus: ['IH-2101'] } }
    expect(await placementFollowUp(inventory, failure, 0, { ...unread, cart: async () => cart([fine, gone]) })).toEqual({ kind: 'outOfStock', lines: [gone] })
    expect(await placementFollowUp(inventory, failure, 0, { ...unread, cart: async () => cart([fine, short]) })).toEqual({
      kind: 'details',
      details: ['Ironhouse Foam Roller (IH-2101): Only 15 of Ironhouse Foam Roller can be bought'],
    })
    // a message naming no SKU of the cart: the generic message alone
    expect(await placementFollowUp(inventory, { message: 'Some items are out of stock', details: undefined }, 0, { ...unread, cart: async () => cart([fine]) })).toEqual({ kind: 'none' })
  })

  it('other errors read nothing', async () => {
    expect(await placementFollowUp(placementErrorAction({ error: 'payment_error' }), { message: 'card_declined', details: undefined }, 100, unread)).toEqual({ kind: 'none' })
  })
})
