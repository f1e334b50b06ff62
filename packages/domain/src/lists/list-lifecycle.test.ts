import { describe, expect, it } from 'vitest'
import type { ListLifecycleView } from './list-types.ts'
import {
  chooseActiveCart,
  leavingCheckoutDeletesBuyNow,
  listDeletionOnLoad,
  listsToDeleteOnLoad,
  planGuestListMerge,
  planMoveListItems,
  planRemoveListItems,
} from './list-lifecycle.ts'
import { listAccessDecision } from './list-access.ts'

const item = (id: string) => ({ _id: id })

describe('commerce §4: the active cart', () => {
  it('is the quote list with the latest activeCartTs', () => {
    const lists: Array<ListLifecycleView> = [
      { _id: 'q1', type: 'quote', items: [], metadata: { activeCartTs: 1_700_000_000_000 } },
      { _id: 'w', type: 'wishlist', items: [], metadata: { activeCartTs: 1_800_000_000_000 } },
      { _id: 'q2', type: 'quote', items: [], metadata: { activeCartTs: '2024-01-02T00:00:00Z' } },
      { _id: 'q3', type: 'quote', items: [], metadata: { activeCartTs: 'not a date' } },
    ]
    expect(chooseActiveCart(lists)?._id).toBe('q2')
  })

  it('falls back to the quote list when none has activeCartTs', () => {
    const lists: Array<ListLifecycleView> = [
      { _id: 's', type: 'sfl', items: [] },
      { _id: 'q', type: 'quote', items: [], metadata: { activeCartTs: Number.NaN } },
    ]
    expect(chooseActiveCart(lists)?._id).toBe('q')
    expect(chooseActiveCart([{ _id: 's', type: 'sfl', items: [] }])).toBeUndefined()
  })
})

describe('commerce §4: lists deleted on load', () => {
  const buyNow: ListLifecycleView = { _id: 'b', type: 'buyNow', items: [item('1')] }

  it('deletes buyNow outside checkout, login and preloader', () => {
    expect(listDeletionOnLoad(buyNow, '/shoes')).toBe('BUY_NOW_OUTSIDE_CHECKOUT')
    expect(listDeletionOnLoad(buyNow, '/checkout/payment')).toBeNull()
    expect(listDeletionOnLoad(buyNow, '/login?redirect=/checkout')).toBeNull()
    expect(listDeletionOnLoad(buyNow, '/rg-app/preloader')).toBeNull()
  })

  it('deletes registryPurchase lists without a registry or without items', () => {
    expect(listDeletionOnLoad({ _id: 'r', type: 'registryPurchase', items: [item('1')] }, '/')).toBe(
      'REGISTRY_PURCHASE_WITHOUT_REGISTRY',
    )
    expect(
      listDeletionOnLoad({ _id: 'r', type: 'registryPurchase', items: [], metadata: { registry: { registryId: 'x' } } }, '/'),
    ).toBe('REGISTRY_PURCHASE_EMPTY')
    expect(
      listDeletionOnLoad(
        { _id: 'r', type: 'registryPurchase', items: [item('1')], metadata: { registry: { registryId: 'x' } } },
        '/',
      ),
    ).toBeNull()
  })

  it('keeps every other list', () => {
    const lists: Array<ListLifecycleView> = [
      { _id: 'q', type: 'quote', items: [] },
      { _id: 'w', type: 'wishlist', items: [] },
      buyNow,
    ]
    expect(listsToDeleteOnLoad(lists, '/').map((list) => list._id)).toEqual(['b'])
  })
})

describe('commerce §2: leaving checkout deletes buy-now', () => {
  it('deletes when going from checkout to any page other than checkout or login', () => {
    expect(leavingCheckoutDeletesBuyNow('/checkout/shipping', '/cart')).toBe(true)
    expect(leavingCheckoutDeletesBuyNow('/checkout/shipping', '/checkout/payment')).toBe(false)
    expect(leavingCheckoutDeletesBuyNow('/checkout', '/login?redirect=/checkout')).toBe(false)
    expect(leavingCheckoutDeletesBuyNow('/cart', '/shoes')).toBe(false)
  })
})

describe('commerce §4: merge on login', () => {
  it("merges the guest's wishlist, sfl, quote and buyNow lists that have items", () => {
    const guest: Array<ListLifecycleView> = [
      { _id: 'gw', type: 'wishlist', items: [item('1')] },
      { _id: 'gs', type: 'sfl', items: [] },
      { _id: 'gq', type: 'quote', items: [item('2')] },
      { _id: 'gb', type: 'buyNow', items: [item('3')] },
      { _id: 'gr', type: 'registry', items: [item('4')] },
    ]
    const customer: Array<ListLifecycleView> = [
      { _id: 'cw', type: 'wishlist', items: [] },
      { _id: 'cq1', type: 'quote', items: [], metadata: { activeCartTs: 1 } },
      { _id: 'cq2', type: 'quote', items: [], metadata: { activeCartTs: 2 } },
    ]
    expect(planGuestListMerge(guest, customer)).toEqual([
      { type: 'wishlist', fromListId: 'gw', intoListId: 'cw' },
      { type: 'quote', fromListId: 'gq', intoListId: 'cq2' },
      { type: 'buyNow', fromListId: 'gb', intoListId: null },
    ])
  })
})

describe('commerce §4: move and remove', () => {
  it('moves by adding to the target, then removing from the source', () => {
    const cart = { _id: 'q', type: 'quote' as const, items: [item('a'), item('b')] }
    expect(planMoveListItems(cart, 's', ['a'])).toEqual([
      { op: 'addItems', listId: 's', itemIds: ['a'] },
      { op: 'removeItems', listId: 'q', itemIds: ['a'] },
    ])
  })

  it('deletes a registryPurchase list when its last item is removed', () => {
    const purchase = { _id: 'r', type: 'registryPurchase' as const, items: [{ listItemId: 'a' }] }
    expect(planRemoveListItems(purchase, ['a'])).toEqual([{ op: 'deleteList', listId: 'r' }])
    expect(planMoveListItems(purchase, 'q', ['a'])).toEqual([
      { op: 'addItems', listId: 'q', itemIds: ['a'] },
      { op: 'deleteList', listId: 'r' },
    ])
    const two = { _id: 'r', type: 'registryPurchase' as const, items: [{ listItemId: 'a' }, {}] }
    expect(planRemoveListItems(two, ['a'])).toEqual([{ op: 'removeItems', listId: 'r', itemIds: ['a'] }])
  })

  it('keeps an emptied cart (only registryPurchase is deleted)', () => {
    const cart = { _id: 'q', type: 'quote' as const, items: [item('a')] }
    expect(planRemoveListItems(cart, ['a'])).toEqual([{ op: 'removeItems', listId: 'q', itemIds: ['a'] }])
  })
})

describe('commerce §2/§6: wishlist and save-for-later need login', () => {
  it('sends a guest to /login?redirect=/account/wishlist', () => {
    expect(listAccessDecision('wishlist', { loggedIn: false, returnTo: '/account/wishlist' })).toEqual({
      kind: 'redirectToLogin',
      to: '/login?redirect=/account/wishlist',
    })
  })

  it('asks for login in the app instead', () => {
    expect(listAccessDecision('sfl', { loggedIn: false, returnTo: '/cart', inApp: true })).toEqual({ kind: 'askAppLogin' })
  })

  it('lets guests use cart, quote and buy-now, and customers everything', () => {
    expect(listAccessDecision('quote', { loggedIn: false, returnTo: '/cart' })).toEqual({ kind: 'allow' })
    expect(listAccessDecision('buyNow', { loggedIn: false, returnTo: '/cart' })).toEqual({ kind: 'allow' })
    expect(listAccessDecision('wishlist', { loggedIn: true, returnTo: '/cart' })).toEqual({ kind: 'allow' })
  })
})
