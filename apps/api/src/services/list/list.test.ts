import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { inventory, lists as listsTable, orders } from '@ironhouse/db'
import { ListResponse, ListsResponse, TicketsResponse, type List } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { addTestSignIn, TEST_SIGN_IN_PATH } from '../../../test/email-sign-in.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { closeCartAfterOrder, readCartForCheckout, reopenCartAfterFailure } from './public.ts'
import { applyAdd } from './repo.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp({}, addTestSignIn)
})
afterAll(async () => {
  await t.close()
})

const P = DEMO_IDS.products
const BELT = P.liftingBelt
const RACK_CHILD_IN = 10_000
const RACK_CHILD_BIN = 10_003

let emailCounter = 0
async function signUp(s: Shopper, email = `lists-${(emailCounter += 1)}-${Date.now()}@example.com`): Promise<string> {
  const res = await s.post(TEST_SIGN_IN_PATH, { email })
  expect(res.status).toBe(200)
  return email
}

async function newList(s: Shopper, type: string, metadata?: Record<string, unknown>): Promise<List> {
  const res = await s.post('/svc_list/lists', { type, ...(metadata ? { metadata } : {}) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return ListResponse.parse(res.body).list
}

async function add(s: Shopper, listId: string, items: Array<Record<string, unknown>>) {
  return s.post(`/svc_list/lists/${listId}/items`, { items })
}

async function addOk(s: Shopper, listId: string, items: Array<Record<string, unknown>>): Promise<List> {
  const res = await add(s, listId, items)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return ListResponse.parse(res.body).list
}

async function readList(s: Shopper, id: string): Promise<List> {
  const res = await s.get(`/svc_list/lists/${id}`)
  expect(res.status).toBe(200)
  return ListResponse.parse(res.body).list
}

/** The list is exactly as it was: same lines, same quantities. */
async function expectUnchanged(s: Shopper, before: List) {
  const after = await readList(s, before._id)
  expect(after.items.map((i) => [i._id, i.qty])).toEqual(before.items.map((i) => [i._id, i.qty]))
}

const bundleChildren = (overrides: Partial<Record<'towelQty', number>> = {}) => [
  { productId: P.ohioBar, qty: 1, metadata: { bundleOptionId: 160101 } },
  { productId: P.echoBumperPlates, qty: 2, metadata: { bundleOptionId: 160102 } },
  { productId: P.freeGymTowel, qty: overrides.towelQty ?? 1, price: 0, metadata: { freeBundleOptionId: 160104 } },
]
const giftcard = { delivery: 'email', recipientName: 'Sam', recipientEmail: 'sam@example.com', senderName: 'Ada', message: 'Lift on' }

describe('GET/POST /svc_list/lists (commerce §7)', () => {
  it('a guest starts with no lists, creates the cart (quote) and sees it in the active lists', async () => {
    const s = shopper(t.app)
    const empty = await s.get('/svc_list/lists?active=true')
    expect(empty.status).toBe(200)
    expect(ListsResponse.parse(empty.body).lists).toEqual([])
    const cart = await newList(s, 'quote')
    expect(cart.type).toBe('quote')
    expect(cart.name).toBe('cart')
    expect(typeof cart.metadata.activeCartTs).toBe('number')
    const lists = ListsResponse.parse((await s.get('/svc_list/lists?active=true')).body).lists
    expect(lists.map((l) => l._id)).toEqual([cart._id])
  })

  it('a list type that does not exist is a 400, and wishlist, save for later and registry need sign-in (401)', async () => {
    const s = shopper(t.app)
    expect((await s.post('/svc_list/lists', { type: 'compare' })).status).toBe(400)
    for (const type of ['wishlist', 'sfl', 'registry']) {
      const res = await s.post('/svc_list/lists', { type })
      expect(res.status).toBe(401)
      expect(res.body.error).toBe('unauthorized')
    }
  })
})

describe('POST /svc_list/lists/{id}/items: buy requests (commerce §5, §8 messages)', () => {
  let s: Shopper
  let cart: List
  beforeAll(async () => {
    s = shopper(t.app)
    cart = await newList(s, 'quote')
  })

  it('adds a simple product, priced by the server, with "1 products have been added to your cart"', async () => {
    const list = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 1 }])
    const line = list.items.find((i) => i.productId === P.ohioBar)
    expect(line?.price).toBe(39500)
    expect(line?.priceAtAdd).toBe(39500)
    expect(line?.stock.status).toBe('inStock')
    expect(list.messages[0]?.text).toBe('1 products have been added to your cart')
    expect(list.totals.subtotal).toBe(39500)
    expect(list.totals.count).toBe(1)
  })

  it.each([
    [{ productId: 999_999, qty: 1 }, 'Trying to get price for not loaded product'],
    [{ productId: DEMO_IDS.grouped, qty: 1 }, 'Grouped items cannot be priced directly'],
    [{ productId: DEMO_IDS.configurable, qty: 1 }, 'Unknown configurable child'],
    [{ productId: DEMO_IDS.configurable, qty: 1, children: [{ productId: P.ohioBar, qty: 1 }] }, 'Unknown configurable child'],
    [{ productId: DEMO_IDS.bundle, qty: 1, children: bundleChildren().slice(1) }, 'Invalid bundle - missing required option 160101'],
    [{ productId: DEMO_IDS.bundle, qty: 1, children: bundleChildren({ towelQty: 2 }) }, 'Incorrect free product'],
    [{ productId: DEMO_IDS.bundle, qty: 1, children: bundleChildren().slice(0, 2) }, 'Invalid bundle - missing required option 160104'],
    [
      { productId: DEMO_IDS.bundle, qty: 1, children: [...bundleChildren().slice(0, 2), { productId: P.freeGymTowel, qty: 1, metadata: { bundleOptionId: 160104 } }] },
      'Required free product not found in bundle',
    ],
    [{ productId: DEMO_IDS.bundle, qty: 1, children: [...bundleChildren(), { productId: P.rowErg, qty: 1, metadata: { bundleOptionId: 160101 } }] }, 'Invalid bundle child'],
    [{ productId: DEMO_IDS.bundle, qty: 1, children: [...bundleChildren(), { productId: P.rowErg, qty: 1, metadata: { bundleOptionId: 1 } }] }, 'Unknown bundle child'],
    [{ productId: P.giftcardFixed, qty: 1, metadata: { giftcard: { ...giftcard, amount: 1234 } } }, 'Invalid giftcard item amount selection'],
    [{ productId: P.giftcardOpen, qty: 1, metadata: { giftcard: { ...giftcard, customAmount: 500 } } }, 'Invalid giftcard item custom amount'],
    [{ productId: P.giftcardFixed, qty: 1, metadata: { giftcard: { ...giftcard, customAmount: 3000 } } }, 'Invalid giftcard item custom amount'],
    [{ productId: P.giftcardFixed, qty: 1, metadata: { giftcard: { amount: 2500, senderName: 'Ada' } } }, 'Invalid giftcard item'],
    [{ productId: P.giftcardFixed, qty: 1 }, 'Invalid giftcard item'],
    [{ productId: BELT, qty: 1, options: { '99': 'x' } }, 'Invalid options selected: 99'],
    [{ productId: BELT, qty: 1, options: { '190302': '1903021' } }, 'Option 190301 is required'],
    [{ productId: BELT, qty: 1, options: { '190301': '42', '190302': '1903021' } }, 'Invalid value 42 selected for option 190301'],
  ])('refuses %j with "%s" and leaves the list as it was', async (item, message) => {
    const before = await readList(s, cart._id)
    const res = await add(s, cart._id, [item])
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    await expectUnchanged(s, before)
  })

  it.each([
    { qty: -1 as unknown, kind: 'negative' },
    { qty: 1.5 as unknown, kind: 'fractional' },
    { qty: 1e9 as unknown, kind: 'huge' },
    { qty: '2' as unknown, kind: 'non-numeric' },
  ])('refuses quantity $qty ($kind) with a 400', async ({ qty }) => {
    const before = await readList(s, cart._id)
    const res = await add(s, cart._id, [{ productId: P.ohioBar, qty }])
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('validation_error')
    await expectUnchanged(s, before)
  })

  it('rejects the whole request when one item is bad (nothing half-written)', async () => {
    const before = await readList(s, cart._id)
    const res = await add(s, cart._id, [{ productId: P.proCollars, qty: 1 }, { productId: 999_999, qty: 1 }])
    expect(res.status).toBe(400)
    await expectUnchanged(s, before)
  })

  it('adds a configurable with its chosen colour child, showing the colour', async () => {
    const list = await addOk(s, cart._id, [{ productId: DEMO_IDS.configurable, qty: 1, children: [{ productId: RACK_CHILD_IN, qty: 1 }] }])
    const line = list.items.find((i) => i.productId === DEMO_IDS.configurable)
    expect(line?.optionLabels).toEqual([{ label: 'Color', value: 'Black' }])
    expect(line?.stock.status).toBe('inStock')
  })

  it('refuses a configurable whose chosen child is a notify-me (bin) colour with 409 out_of_stock', async () => {
    const res = await add(s, cart._id, [{ productId: DEMO_IDS.configurable, qty: 1, children: [{ productId: RACK_CHILD_BIN, qty: 1 }] }])
    expect(res.status).toBe(409)
    expect(res.body.error).toBe('out_of_stock')
  })

  it('refuses the quoted product (platform §3: 91377 unpriced, "Request a quote") with 409 quote_only, for a cart and for Buy Now', async () => {
    const res = await add(s, cart._id, [{ productId: DEMO_IDS.quotedProduct, qty: 1 }])
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'quote_only', message: 'Custom Monster Rig is sold by quote: ask us for a price' })
    const buyNow = await newList(s, 'buyNow')
    expect((await add(s, buyNow._id, [{ productId: DEMO_IDS.quotedProduct, qty: 1 }])).status).toBe(409)
  })

  it('adds a bundle with its free product at 0, priced as the sum of its children', async () => {
    const list = await addOk(s, cart._id, [{ productId: DEMO_IDS.bundle, qty: 1, children: bundleChildren() }])
    const line = list.items.find((i) => i.productId === DEMO_IDS.bundle)
    expect(line?.children.map((c) => c.productId)).toEqual([P.ohioBar, P.echoBumperPlates, P.freeGymTowel])
    // each chosen child at its own price: the bar once, two pairs of plates, the towel free
    const bar = (await addOk(s, (await newList(s, 'quote'))._id, [{ productId: P.echoBumperPlates, qty: 1 }])).items[0]?.price ?? 0
    expect(line?.price).toBe(39500 + 2 * bar)
  })

  it('adds gift cards at the chosen or custom amount, one line per recipient', async () => {
    let list = await addOk(s, cart._id, [{ productId: P.giftcardFixed, qty: 1, metadata: { giftcard: { ...giftcard, amount: 5000 } } }])
    list = await addOk(s, cart._id, [{ productId: P.giftcardOpen, qty: 1, metadata: { giftcard: { ...giftcard, customAmount: 4200 } } }])
    list = await addOk(s, cart._id, [{ productId: P.giftcardFixed, qty: 1, metadata: { giftcard: { ...giftcard, recipientName: 'Kim', amount: 5000 } } }])
    const cards = list.items.filter((i) => i.productId === P.giftcardFixed || i.productId === P.giftcardOpen)
    expect(cards.map((c) => c.price).sort()).toEqual([4200, 5000, 5000])
  })

  it('adds custom options and prices the chosen values', async () => {
    const list = await addOk(s, cart._id, [{ productId: BELT, qty: 1, options: { '190301': '1903012', '190302': '1903023', '190303': ['1903031'] } }])
    const line = list.items.find((i) => i.productId === BELT)
    expect(line?.optionLabels).toEqual([
      { label: 'Size', value: 'Medium' },
      { label: 'Leather Colour', value: 'Oxblood' },
      { label: 'Add-ons', value: 'Belt Bag' },
    ])
    expect(line && line.price - line.listPrice).toBeLessThanOrEqual(0)
  })

  it('expands a grouped item into its children with multiplied qty (commerce §4)', async () => {
    const fresh = await newList(s, 'quote')
    const list = await addOk(s, fresh._id, [
      { productId: DEMO_IDS.grouped, qty: 2, type: 'group', children: [{ productId: P.proCollars, qty: 1 }, { productId: P.echoBumperPlates, qty: 2 }] },
    ])
    expect(list.items.map((i) => [i.productId, i.qty, i.metadata.groupedProductId])).toEqual([
      [P.proCollars, 2, DEMO_IDS.grouped],
      [P.echoBumperPlates, 4, DEMO_IDS.grouped],
    ])
    const bad = await add(s, fresh._id, [{ productId: DEMO_IDS.grouped, qty: 1, type: 'group', children: [{ productId: P.rowErg, qty: 1 }] }])
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Invalid cart item')
  })

  it('a line with qty 0, or a grouped child that comes to qty 0, is dropped (commerce §4)', async () => {
    const fresh = await newList(s, 'quote')
    const list = await addOk(s, fresh._id, [
      { productId: DEMO_IDS.ohioBar, qty: 0 },
      { productId: DEMO_IDS.grouped, qty: 2, type: 'group', children: [{ productId: P.proCollars, qty: 1 }, { productId: P.echoBumperPlates, qty: 0 }] },
    ])
    expect(list.items.map((i) => [i.productId, i.qty])).toEqual([[P.proCollars, 2]])
  })
})

describe('quantities and limits (commerce §4, §5)', () => {
  it('merges an existing line, capped at the stock max (25); a new line beyond it is flagged', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 20 }])
    let list = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 10 }])
    expect(list.items).toHaveLength(1)
    expect(list.items[0]?.qty).toBe(25)
    expect(list.items[0]?.problems).toEqual([])
    const id = list.items[0]?._id ?? ''
    const res = await s.put(`/svc_list/lists/${cart._id}/items/${id}`, { qty: 30 })
    expect(res.status).toBe(200)
    list = ListResponse.parse(res.body).list
    expect(list.items[0]?.qty).toBe(30)
    expect(list.items[0]?.problems).toEqual([expect.objectContaining({ code: 'QUANTITY_ABOVE_LIMIT', limit: 25 })])
    expect(list.messages.some((m) => m.type === 'error' && m.productId === P.ohioBar)).toBe(true)
  })

  it('commerce §8 "{n} products have been added to your cart" counts what the cart took: 5 of 10 when the merge is capped at 25, no message when none', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    let list = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 20 }])
    expect(list.messages.map((m) => m.text)).toEqual(['20 products have been added to your cart'])
    list = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 10 }])
    expect(list.items.map((i) => i.qty)).toEqual([25])
    expect(list.messages.map((m) => [m.type, m.text])).toEqual([['success', '5 products have been added to your cart'], ['warning', 'Only 25 of The Ohio Bar can be bought']])
    list = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 1 }])
    expect(list.items.map((i) => i.qty)).toEqual([25])
    expect(list.messages.map((m) => [m.type, m.text])).toEqual([['warning', 'Only 25 of The Ohio Bar can be bought']])
  })

  it('commerce §4 Quantities: a bundle counts its children per bundle: with two pairs of plates (25 at most) a bundle, 12 bundles are the most', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    let list = await addOk(s, cart._id, [{ productId: DEMO_IDS.bundle, qty: 10, children: bundleChildren() }])
    expect(list.items[0]?.stock).toMatchObject({ status: 'inStock', maxQty: 12 })
    expect(list.items[0]?.problems).toEqual([])
    // merging is capped at the bundle's own most: 12, not the plates' 25
    list = await addOk(s, cart._id, [{ productId: DEMO_IDS.bundle, qty: 5, children: bundleChildren() }])
    expect(list.items.map((i) => i.qty)).toEqual([12])
    // 13 bundles need 26 pairs of plates: the cart flags it (and checkout refuses it) instead of the placement's stock
    const res = await s.put(`/svc_list/lists/${cart._id}/items/${list.items[0]?._id}`, { qty: 13 })
    expect(res.status).toBe(200)
    list = ListResponse.parse(res.body).list
    expect(list.items[0]?.problems).toEqual([{ code: 'QUANTITY_ABOVE_LIMIT', message: 'Only 12 of Garage Gym Starter Package can be bought', limit: 12 }])
    // 30 pairs in one bundle is more than the plates' 25: that bundle cannot be bought at all
    const many = [bundleChildren()[0], { ...bundleChildren()[1], qty: 30 }, bundleChildren()[2]]
    const refused = await add(s, cart._id, [{ productId: DEMO_IDS.bundle, qty: 1, children: many }])
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: 'out_of_stock', message: 'Garage Gym Starter Package is out of stock' })
  })

  it('commerce §4 Quantities: the Ohio Bar alone and in a bundle counts against its 25 in all; both lines are flagged until the cart holds 25', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 20 }])
    const list = await addOk(s, cart._id, [{ productId: DEMO_IDS.bundle, qty: 10, children: bundleChildren() }])
    // 20 bars and 10 packages of one bar each: 30 bars, 25 at most
    expect(list.items.map((i) => [i.productId, i.problems])).toEqual([
      [P.ohioBar, [{ code: 'QUANTITY_ABOVE_LIMIT', message: 'Only 25 of The Ohio Bar can be bought', limit: 15 }]],
      [DEMO_IDS.bundle, [{ code: 'QUANTITY_ABOVE_LIMIT', message: 'Only 25 of The Ohio Bar can be bought', limit: 5 }]],
    ])
    expect(list.messages.filter((m) => m.type === 'error').map((m) => m.text)).toEqual(['Only 25 of The Ohio Bar can be bought', 'Only 25 of The Ohio Bar can be bought'])
    // checkout reads the same problems (placing answers inventory_error), until the cart holds 25 bars
    const rows = await t.db.db.select().from(listsTable).where(eq(listsTable.id, cart._id))
    const owner = { guestId: rows[0]?.guestId ?? '', customerId: null, groupId: 0 }
    expect((await readCartForCheckout(t.db.db, owner, cart._id, 1))?.items.map((i) => i.problems.length)).toEqual([1, 1])
    const res = await s.put(`/svc_list/lists/${cart._id}/items/${list.items[0]?._id}`, { qty: 15 })
    expect(ListResponse.parse(res.body).list.items.map((i) => i.problems)).toEqual([[], []])
  })

  it('programs, MMV SKUs and registration SKUs are limited to 1 (409 purchase_limit)', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    for (const productId of [DEMO_IDS.program, DEMO_IDS.mmvProduct, DEMO_IDS.registration]) {
      await addOk(s, cart._id, [{ productId, qty: 1 }])
      const res = await add(s, cart._id, [{ productId, qty: 1 }])
      expect(res.status).toBe(409)
      expect(res.body.error).toBe('purchase_limit')
    }
  })

  it('the 2023 premium ticket shirt needs a signed-in holder of the ticket', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    const guest = await add(s, cart._id, [{ productId: DEMO_IDS.premiumTicketTee, qty: 1 }])
    expect(guest.status).toBe(401)
    await signUp(s)
    const lists = ListsResponse.parse((await s.get('/svc_list/lists?active=true')).body).lists
    const customerCart = lists.find((l) => l.type === 'quote') ?? (await newList(s, 'quote'))
    const noTicket = await add(s, customerCart._id, [{ productId: DEMO_IDS.premiumTicketTee, qty: 1 }])
    expect(noTicket.status).toBe(409)
    expect(noTicket.body.message).toContain('2023 competition premium ticket')
  })

  it('out-of-stock products cannot go in the cart; the cart count leaves out hardware add-ons', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    expect((await add(s, cart._id, [{ productId: DEMO_IDS.oosProduct, qty: 1 }])).status).toBe(409)
    const list = await addOk(s, cart._id, [{ productId: P.proCollars, qty: 2 }, { productId: DEMO_IDS.hardware, qty: 3 }])
    expect(list.items.find((i) => i.productId === DEMO_IDS.hardware)?.addonType).toBe('hardware')
    expect(list.totals.count).toBe(2)
  })

  it('re-prices every read from the catalogue and keeps the add-time price', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    await addOk(s, cart._id, [{ productId: P.hgCollars, qty: 1 }])
    const before = (await readList(s, cart._id)).items[0]
    await t.db.db.execute(`update product_prices set price = price + 1000 where product_id = ${P.hgCollars} and store_id = 1` as never)
    const after = (await readList(s, cart._id)).items[0]
    expect(after?.price).toBe((before?.price ?? 0) + 1000)
    expect(after?.priceAtAdd).toBe(before?.price)
  })

  it('commerce §4: the hundo discount of 180 lb of plates (5 cents a pound) is taken off the total the server gives', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    const list = await addOk(s, cart._id, [{ productId: DEMO_IDS.hundo, qty: 2 }])
    expect(list.items[0]?.product.weight).toBe(90)
    expect(list.totals).toMatchObject({ hundoDiscount: 900, discount: 900, total: list.totals.subtotal - 900, count: 2 })
  })

  it('one cart read on a site of another currency shows that site\'s price and no add-time price of another currency', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 1 }])
    const usd = (await readList(s, cart._id)).items[0]
    expect(usd?.priceAtAdd).toBe(39500)
    const res = await s.get(`/svc_list/site/GBR/lists/${cart._id}?storeId=34`)
    expect(res.status).toBe(200)
    const gbp = ListResponse.parse(res.body).list.items[0]
    expect(gbp?.price).not.toBe(39500)
    // 39500 was dollars: "Was £395.00 when added" would be a price the line never had
    expect(gbp?.priceAtAdd).toBe(gbp?.price)
    // back on the dollar site the add-time price is the one kept
    expect((await readList(s, cart._id)).items[0]?.priceAtAdd).toBe(39500)
  })
})

describe('item and list changes', () => {
  it('PUT changes quantity, qty 0 removes; DELETE item, DELETE items, PUT metadata, DELETE list', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    let list = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 1 }, { productId: P.proCollars, qty: 1 }])
    const [bar, collars] = list.items
    list = ListResponse.parse((await s.put(`/svc_list/lists/${cart._id}/items/${bar?._id}`, { qty: 3 })).body).list
    expect(list.items.find((i) => i._id === bar?._id)?.qty).toBe(3)
    list = ListResponse.parse((await s.put(`/svc_list/lists/${cart._id}/items/${bar?._id}`, { qty: 0 })).body).list
    expect(list.items.map((i) => i._id)).toEqual([collars?._id])
    list = ListResponse.parse((await s.del(`/svc_list/lists/${cart._id}/items/${collars?._id}`)).body).list
    expect(list.items).toEqual([])
    await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 1 }])
    list = ListResponse.parse((await s.del(`/svc_list/lists/${cart._id}/items`)).body).list
    expect(list.items).toEqual([])
    list = ListResponse.parse((await s.put(`/svc_list/lists/${cart._id}/metadata`, { metadata: { name: 'Garage', email: 'A@Example.com' } })).body).list
    expect(list.metadata).toMatchObject({ name: 'Garage', email: 'a@example.com', isActive: true })
    expect((await s.del(`/svc_list/lists/${cart._id}`)).status).toBe(200)
    expect((await s.get(`/svc_list/lists/${cart._id}`)).status).toBe(404)
    expect(ListsResponse.parse((await s.get('/svc_list/lists?active=true')).body).lists).toEqual([])
  })

  it("another shopper's list or item answers 404 and stays as it was", async () => {
    const owner = shopper(t.app)
    const other = shopper(t.app)
    await newList(other, 'quote')
    const cart = await newList(owner, 'quote')
    const list = await addOk(owner, cart._id, [{ productId: P.ohioBar, qty: 1 }])
    const itemId = list.items[0]?._id
    expect((await other.get(`/svc_list/lists/${cart._id}`)).status).toBe(404)
    expect((await add(other, cart._id, [{ productId: P.ohioBar, qty: 1 }])).status).toBe(404)
    expect((await other.put(`/svc_list/lists/${cart._id}/items/${itemId}`, { qty: 5 })).status).toBe(404)
    expect((await other.del(`/svc_list/lists/${cart._id}/items/${itemId}`)).status).toBe(404)
    expect((await other.del(`/svc_list/lists/${cart._id}/items`)).status).toBe(404)
    expect((await other.put(`/svc_list/lists/${cart._id}/metadata`, { metadata: { name: 'x' } })).status).toBe(404)
    expect((await other.del(`/svc_list/lists/${cart._id}`)).status).toBe(404)
    await expectUnchanged(owner, list)
    expect((await owner.get(`/svc_list/lists/${cart._id}/items/not-a-uuid`)).status).toBe(404)
    expect((await owner.put(`/svc_list/lists/${cart._id}/items/not-a-uuid`, { qty: 1 })).status).toBe(400)
  })

  it('buyNow lists are deleted on load outside checkout and login, kept inside (commerce §4)', async () => {
    const s = shopper(t.app)
    const buyNow = await newList(s, 'buyNow')
    await addOk(s, buyNow._id, [{ productId: P.ohioBar, qty: 1 }])
    let lists = ListsResponse.parse((await s.get('/svc_list/lists?active=true&path=/checkout/shipping')).body).lists
    expect(lists.map((l) => l._id)).toEqual([buyNow._id])
    lists = ListsResponse.parse((await s.get('/svc_list/lists?active=true&path=/login')).body).lists
    expect(lists.map((l) => l._id)).toEqual([buyNow._id])
    lists = ListsResponse.parse((await s.get('/svc_list/lists?active=true&path=/cart')).body).lists
    expect(lists).toEqual([])
  })

  it('commerce §4 List lifecycle: a registryPurchase list without items is deleted on load; a read naming no page keeps the buy-now list', async () => {
    const owner = shopper(t.app)
    await signUp(owner)
    const registry = await newList(owner, 'registry', { name: 'Lifecycle registry', registrantName: 'Lin Lifecycle', registry: { eventType: 'wedding', eventDate: '2031-06-01' } })
    const friend = shopper(t.app)
    const purchase = await newList(friend, 'registryPurchase', { registry: { registryId: registry._id } })
    const buyNow = await newList(friend, 'buyNow')
    await addOk(friend, buyNow._id, [{ productId: P.ohioBar, qty: 1 }])
    const lists = ListsResponse.parse((await friend.get('/svc_list/lists?active=true')).body).lists
    expect(lists.map((l) => l._id)).toEqual([buyNow._id])
    expect((await friend.get(`/svc_list/lists/${purchase._id}`)).status).toBe(404)
  })
})

describe('two tabs at once', () => {
  it('concurrent adds to one cart lose nothing', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    const tabs = Array.from({ length: 8 }, () => s.tab())
    const answers = await Promise.all(tabs.map((tab, i) => add(tab, cart._id, [{ productId: i % 2 === 0 ? P.proCollars : P.hgCollars, qty: 1 }])))
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 200))
    const list = await readList(s, cart._id)
    expect(list.items.map((i) => [i.productId, i.qty]).sort()).toEqual([
      [P.proCollars, 4],
      [P.hgCollars, 4],
    ].sort())
  })
})

describe('the add answers the list as it now is', () => {
  it('commerce §4 Quantities: one request naming the same line twice adds both quantities to one line', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    const list = await addOk(s, cart._id, [
      { productId: P.proCollars, qty: 1 },
      { productId: P.proCollars, qty: 2 },
    ])
    expect(list.items.map((i) => [i.productId, i.qty])).toEqual([[P.proCollars, 3]])
    expect(list.messages[0]?.text).toBe('3 products have been added to your cart')
    expect((await readList(s, cart._id)).items.map((i) => [i.productId, i.qty])).toEqual([[P.proCollars, 3]])
  })

  it('an add decided on a read the list has moved on from writes nothing (the version check of repo.applyAdd)', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    const before = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 1 }])
    const [row] = await t.db.db.select().from(listsTable).where(eq(listsTable.id, cart._id))
    if (!row) throw new Error('the cart row is missing')
    const owner = { guestId: row.guestId ?? '', customerId: null, groupId: 0 }
    const line = { id: before.items[0]?._id ?? '', qty: 5 }
    const fresh = { id: randomUUID(), listId: cart._id, productId: P.hgCollars, qty: 1, lineKey: 'stale' }
    // another write came in between: the version the add was decided on is gone
    expect(await applyAdd(t.db.db, owner, { id: cart._id, version: row.version - 1 }, [line], [fresh])).toBeNull()
    await expectUnchanged(s, before)
    // on the version read, the same writes land, and the version moves on by one
    expect(typeof (await applyAdd(t.db.db, owner, { id: cart._id, version: row.version }, [line], []))).toBe('string')
    expect((await readList(s, cart._id)).items.map((i) => [i.productId, i.qty])).toEqual([[P.ohioBar, 5]])
    const [after] = await t.db.db.select().from(listsTable).where(eq(listsTable.id, cart._id))
    expect(after?.version).toBe(row.version + 1)
  })

  it('the answer of an add to a cart with other lines is what reading the cart shows: lines in order, prices, totals, version time', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 1 }])
    await addOk(s, cart._id, [{ productId: P.hgCollars, qty: 2 }])
    const answer = await addOk(s, cart._id, [
      { productId: P.ohioBar, qty: 1 },
      { productId: P.proCollars, qty: 1 },
    ])
    const read = await readList(s, cart._id)
    expect(answer.items.map((i) => [i.productId, i.qty])).toEqual([
      [P.ohioBar, 2],
      [P.hgCollars, 2],
      [P.proCollars, 1],
    ])
    expect(answer.items).toEqual(read.items)
    expect(answer.totals).toEqual(read.totals)
    expect(answer.updatedAt).toBe(read.updatedAt)
    expect(answer.messages.filter((m) => m.type === 'success').map((m) => m.text)).toEqual(['2 products have been added to your cart'])
  })
})

describe('save for later, wishlist and the sign-in merge', () => {
  it('moves a line to Save for Later and back: "1 products have been moved to Save for Later"', async () => {
    const s = shopper(t.app)
    await signUp(s)
    const cart = await newList(s, 'quote')
    const sfl = await newList(s, 'sfl')
    const list = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 2 }])
    const res = await s.post(`/svc_list/lists/${cart._id}/items/move`, { itemIds: [list.items[0]?._id], toListId: sfl._id })
    expect(res.status).toBe(200)
    const moved = res.body as unknown as { from: List; to: List }
    expect(moved.from.items).toEqual([])
    expect(moved.to.items.map((i) => [i.productId, i.qty])).toEqual([[P.ohioBar, 2]])
    expect(moved.from.messages[0]?.text).toBe('2 products have been moved to Save for Later')
    const back = await s.post(`/svc_list/lists/${sfl._id}/items/move`, { itemIds: [moved.to.items[0]?._id], toListId: cart._id })
    const again = back.body as unknown as { from: List; to: List }
    expect(again.from.messages[0]?.text).toBe('2 products have been moved to cart')
    expect(again.to.items.map((i) => [i.productId, i.qty])).toEqual([[P.ohioBar, 2]])
  })

  it("signing in merges the guest's cart and wishlist-type lists into the customer's, once", async () => {
    const s = shopper(t.app)
    const guestCart = await newList(s, 'quote')
    await addOk(s, guestCart._id, [{ productId: P.ohioBar, qty: 2 }])
    await signUp(s)
    const lists = ListsResponse.parse((await s.get('/svc_list/lists?active=true')).body).lists
    const cart = lists.find((l) => l.type === 'quote')
    expect(cart?.items.map((i) => [i.productId, i.qty])).toEqual([[P.ohioBar, 2]])
  })
})

describe('the sign-in merge races', () => {
  it('two sign-ins of the same guest at once merge the guest cart once', async () => {
    const s = shopper(t.app)
    const guestCart = await newList(s, 'quote')
    await addOk(s, guestCart._id, [{ productId: P.proCollars, qty: 2 }])
    const email = `race-${Date.now()}@example.com`
    const customer = shopper(t.app)
    await signUp(customer, email)
    const answers = await Promise.all([s.tab().post(TEST_SIGN_IN_PATH, { email }), s.tab().post(TEST_SIGN_IN_PATH, { email })])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const carts = ListsResponse.parse((await customer.get('/svc_list/lists?active=true')).body).lists.filter((l) => l.type === 'quote')
    expect(carts.flatMap((c) => c.items.map((i) => [i.productId, i.qty]))).toEqual([[P.proCollars, 2]])
  })

  it("merges into the customer's existing cart, summing the same line", async () => {
    const email = `merge-${Date.now()}@example.com`
    const customer = shopper(t.app)
    await signUp(customer, email)
    const cart = await newList(customer, 'quote')
    await addOk(customer, cart._id, [{ productId: P.ohioBar, qty: 1 }])
    const guest = shopper(t.app)
    const guestCart = await newList(guest, 'quote')
    await addOk(guest, guestCart._id, [{ productId: P.ohioBar, qty: 2 }, { productId: P.hgCollars, qty: 1 }])
    await signUp(guest, email)
    const lists = ListsResponse.parse((await guest.get('/svc_list/lists?active=true')).body).lists
    expect(lists.map((l) => l._id)).toEqual([cart._id])
    expect(lists[0]?.items.map((i) => [i.productId, i.qty])).toEqual([
      [P.ohioBar, 3],
      [P.hgCollars, 1],
    ])
  })
})

describe('shared wishlists and registries', () => {
  it('a wishlist is readable by anyone only through its urlKey', async () => {
    const s = shopper(t.app)
    await signUp(s)
    const wishlist = await newList(s, 'wishlist')
    await addOk(s, wishlist._id, [{ productId: DEMO_IDS.oosProduct, qty: 1 }])
    // a wishlist keeps what a cart does not take: the out-of-stock bench, the quoted rig
    const kept = await addOk(s, wishlist._id, [{ productId: DEMO_IDS.quotedProduct, qty: 1 }])
    expect(kept.items.find((i) => i.productId === DEMO_IDS.quotedProduct)?.problems).toEqual([])
    const rig = kept.items.find((i) => i.productId === DEMO_IDS.quotedProduct)
    expect((await s.del(`/svc_list/lists/${wishlist._id}/items/${rig?._id}`)).status).toBe(200)
    const stranger = shopper(t.app)
    expect((await stranger.get(`/svc_list/lists/${wishlist._id}`)).status).toBe(404)
    const shared = await stranger.get(`/svc_list/shared/${wishlist.urlKey}`)
    expect(shared.status).toBe(200)
    const list = ListResponse.parse(shared.body).list
    expect(list.items.map((i) => i.productId)).toEqual([DEMO_IDS.oosProduct])
    expect(JSON.stringify(list)).not.toContain('customer')
    expect((await stranger.get('/svc_list/shared/unknownkey123')).status).toBe(404)
  })

  it('a new registry needs a real event date, today or later', async () => {
    const s = shopper(t.app)
    await signUp(s)
    const create = (eventDate: string) => s.post('/svc_list/lists', { type: 'registry', metadata: { name: 'Garage', registrantName: 'Ada', registry: { eventType: 'birthday', eventDate } } })
    const past = await create('2020-01-01')
    expect(past.status).toBe(400)
    expect(past.body).toMatchObject({ error: 'validation_error', message: 'The event date must be today or later' })
    expect((await create('2031-02-31')).body).toMatchObject({ message: 'Please enter a valid event date' })
    expect((await create(new Date().toISOString().slice(0, 10))).status).toBe(200)
  })

  it("a group-2 customer's registry shows a stranger today's guest price, never the owner's group price as a 'was' price", async () => {
    const owner = shopper(t.app)
    expect((await owner.post(TEST_SIGN_IN_PATH, { email: `registry-g2-${Date.now()}@example.com`, groupId: 2 })).status).toBe(200)
    const registry = await newList(owner, 'registry', { name: 'Garage', registrantName: 'Ada', registry: { eventType: 'birthday', eventDate: '2031-01-01' } })
    const added = await addOk(owner, registry._id, [{ productId: DEMO_IDS.groupPriced, qty: 1 }])
    const ownerLine = added.items[0]
    expect(ownerLine?.priceAtAdd).toBeLessThan(ownerLine?.listPrice ?? 0)
    const seen = ListResponse.parse((await shopper(t.app).get(`/svc_list/shared/${registry.urlKey}`)).body).list.items[0]
    expect(seen?.price).toBe(ownerLine?.listPrice)
    expect(seen?.priceAtAdd).toBe(seen?.price)
    expect(JSON.stringify(seen)).not.toContain(String(ownerLine?.priceAtAdd))
  })

  it('a registry is found by name and bought from through a registryPurchase list', async () => {
    const s = shopper(t.app)
    await signUp(s)
    const registry = await newList(s, 'registry', { name: 'Garage gym wedding', registrantName: 'Ada Zebrafish', registry: { eventType: 'wedding', eventDate: '2031-06-01' } })
    const withItems = await addOk(s, registry._id, [{ productId: P.ohioBar, qty: 1, metadata: { registry: { priority: 'high' } } }])
    expect(withItems.items[0]?.metadata.registry).toEqual({ wanted: 1, purchased: 0, priority: 'high' })
    const friend = shopper(t.app)
    const found = await friend.get('/svc_list/registries?name=zebrafish')
    expect(found.body.registries).toEqual([expect.objectContaining({ urlKey: registry.urlKey, registrantName: 'Ada Zebrafish' })])
    const purchase = await newList(friend, 'registryPurchase', { registry: { registryId: registry._id } })
    const bought = await addOk(friend, purchase._id, [{ productId: P.ohioBar, qty: 1, metadata: { registry: { registryId: registry._id, itemId: withItems.items[0]?._id } } }])
    expect(bought.items).toHaveLength(1)
    const emptied = ListResponse.parse((await friend.del(`/svc_list/lists/${purchase._id}/items/${bought.items[0]?._id}`)).body).list
    expect(emptied.metadata.isActive).toBe(false)
    expect((await friend.get(`/svc_list/lists/${purchase._id}`)).status).toBe(404)
  })
})

describe('stock changes', () => {
  it('a line whose product went out of stock is flagged, not dropped', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    await addOk(s, cart._id, [{ productId: P.machinedIronPlates, qty: 1 }])
    await t.db.db.update(inventory).set({ max: 0, bin: true }).where(eq(inventory.productId, P.machinedIronPlates))
    const line = (await readList(s, cart._id)).items[0]
    expect(line?.stock.status).toBe('bin')
    expect(line?.problems[0]?.code).toBe('BIN')
  })

  it('stock sold by orders is what the cart and the product page read: fewer on hand caps the quantity, none left is out of stock', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'cart')
    await addOk(s, cart._id, [{ productId: P.foamRoller, qty: 20 }])
    const product = async () => (await t.app.inject({ method: 'GET', url: `/svc_content/catalog/product/${P.foamRoller}` })).json() as { product: { inventory: { max: number } } }
    // orders took 25 of its 40: the per-order cap stays 25, but only 15 can be bought now
    await t.db.db.update(inventory).set({ qoh: 15 }).where(eq(inventory.productId, P.foamRoller))
    let line = (await readList(s, cart._id)).items[0]
    expect(line?.stock).toMatchObject({ status: 'inStock', maxQty: 15 })
    expect(line?.problems.map((problem) => problem.code)).toHaveLength(1)
    expect((await product()).product.inventory.max).toBe(15)
    // the rest is sold: out of stock everywhere, not only when the order is placed (the product answer
    // once the process's micro-cache of public answers lets it go: docs/lists.md "Stock")
    await t.db.db.update(inventory).set({ qoh: 0 }).where(eq(inventory.productId, P.foamRoller))
    t.app.responseCache.clear()
    line = (await readList(s, cart._id)).items[0]
    expect(line?.stock.status).toBe('oos')
    expect(line?.problems[0]?.code).toBe('OUT_OF_STOCK')
    expect((await product()).product.inventory.max).toBe(0)
    expect((await add(s, cart._id, [{ productId: P.foamRoller, qty: 1 }])).status).toBe(409)
    // on backorder it sells past what is on hand, up to the cap
    await t.db.db.update(inventory).set({ backorder: true }).where(eq(inventory.productId, P.foamRoller))
    expect((await readList(s, cart._id)).items[0]?.stock).toMatchObject({ status: 'inStock', maxQty: 25 })
  })
})

describe('the stock on hand in every answer (commerce §4 Quantities, docs/lists.md "Stock")', () => {
  it('a quantity changed in the cart, a move from Save for Later and checkout’s read of the cart see 15 or none left, as a cart read does', async () => {
    const s = shopper(t.app)
    await signUp(s)
    const cart = await newList(s, 'quote')
    const sfl = await newList(s, 'sfl')
    const bar = (await addOk(s, cart._id, [{ productId: P.womensOhioBar, qty: 10 }])).items[0]
    const saved = (await addOk(s, sfl._id, [{ productId: P.boneyardOhioBar, qty: 1 }])).items[0]
    // orders took 25 of the Women's Ohio Bar's 40 and every Boneyard Ohio Bar: the per-order cap stays 25
    await t.db.db.update(inventory).set({ qoh: 15 }).where(eq(inventory.productId, P.womensOhioBar))
    await t.db.db.update(inventory).set({ qoh: 0 }).where(eq(inventory.productId, P.boneyardOhioBar))
    const changed = await s.put(`/svc_list/lists/${cart._id}/items/${bar?._id}`, { qty: 18 })
    expect(changed.status).toBe(200)
    const line = ListResponse.parse(changed.body).list.items[0]
    expect(line?.stock).toMatchObject({ status: 'inStock', maxQty: 15 })
    expect(line?.problems).toEqual([{ code: 'QUANTITY_ABOVE_LIMIT', message: "Only 15 of Women's Ohio Bar can be bought", limit: 15 }])
    // checkout reads the cart as the cart page does: the line has its problem (placing answers inventory_error)
    const lists = await t.db.db.select().from(listsTable).where(eq(listsTable.id, cart._id))
    const owner = { guestId: lists[0]?.guestId ?? '', customerId: lists[0]?.customerId ?? null, groupId: 1 }
    const read = await readCartForCheckout(t.db.db, owner, cart._id, 1)
    expect(read?.items.map((i) => [i.qty, i.stockStatus, i.problems.map((p) => p.code)])).toEqual([[18, 'in stock', ['QUANTITY_ABOVE_LIMIT']]])
    // none left: out of stock, so it cannot go from Save for Later into the cart
    const moved = await s.post(`/svc_list/lists/${sfl._id}/items/move`, { itemIds: [saved?._id], toListId: cart._id })
    expect(moved.status).toBe(409)
    expect(moved.body).toMatchObject({ error: 'out_of_stock', message: 'Boneyard Ohio Bar is out of stock' })
    expect((await readList(s, sfl._id)).items.map((i) => i.productId)).toEqual([P.boneyardOhioBar])
  })
})

describe('every read prices from the catalogue as it is now (the catalogue cache, docs/lists.md)', () => {
  const sql = (text: string) => t.db.db.execute(text as never)

  it('a price changed after a read and an add is the next add’s and the next read’s price', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    const first = (await addOk(s, cart._id, [{ productId: P.proCollars, qty: 1 }])).items[0]
    expect((await readList(s, cart._id)).items[0]?.price).toBe(first?.price)
    await sql(`update product_prices set price = price + 700 where product_id = ${P.proCollars} and store_id = 1`)
    try {
      const added = (await addOk(s, cart._id, [{ productId: P.proCollars, qty: 1 }])).items[0]
      expect(added?.qty).toBe(2)
      expect(added?.price).toBe((first?.price ?? 0) + 700)
      expect(added?.rowTotal).toBe(2 * ((first?.price ?? 0) + 700))
      expect((await readList(s, cart._id)).items[0]?.price).toBe((first?.price ?? 0) + 700)
      const lists = ListsResponse.parse((await s.get('/svc_list/lists?active=true')).body).lists
      expect(lists.find((l) => l._id === cart._id)?.items[0]?.price).toBe((first?.price ?? 0) + 700)
    } finally {
      await sql(`update product_prices set price = price - 700 where product_id = ${P.proCollars} and store_id = 1`)
    }
    expect((await readList(s, cart._id)).items[0]?.price).toBe(first?.price)
    expect(ListsResponse.parse((await s.get('/svc_list/lists?active=true')).body).lists.find((l) => l._id === cart._id)?.items[0]?.price).toBe(first?.price)
  })

  it('a group price changed after a read is the group-2 customer’s next price', async () => {
    const s = shopper(t.app)
    await signUp(s, 'group2@demo.ironhouse.shop')
    const cart = await newList(s, 'quote')
    const before = (await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 1 }])).items[0]
    expect(before?.price).toBe(37525)
    expect((await readList(s, cart._id)).items[0]?.price).toBe(37525)
    await sql(`update product_group_prices set price = 36000 where product_id = ${P.ohioBar} and store_id = 1 and group_id = 2`)
    try {
      expect((await readList(s, cart._id)).items[0]?.price).toBe(36000)
    } finally {
      await sql(`update product_group_prices set price = 37525 where product_id = ${P.ohioBar} and store_id = 1 and group_id = 2`)
    }
    expect((await readList(s, cart._id)).items[0]?.price).toBe(37525)
  })

  it('a product taken out of the store after a read is flagged unavailable on the next read, and an add of it is refused', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    await addOk(s, cart._id, [{ productId: P.hgCollars, qty: 1 }])
    expect((await readList(s, cart._id)).items[0]?.problems).toEqual([])
    await sql(`update product_prices set store_id = 999 where product_id = ${P.hgCollars} and store_id = 1`)
    try {
      const line = (await readList(s, cart._id)).items[0]
      expect(line?.problems.map((p) => p.code)).toEqual(['UNAVAILABLE'])
      const refused = await add(s, cart._id, [{ productId: P.hgCollars, qty: 1 }])
      expect(refused.status).toBe(400)
    } finally {
      await sql(`update product_prices set store_id = 1 where product_id = ${P.hgCollars} and store_id = 999`)
    }
    expect((await readList(s, cart._id)).items[0]?.problems).toEqual([])
  })
})

describe('the checkout seam (public.ts)', () => {
  it('reads the owner’s cart re-priced for checkout, closes it with the order and reopens it after a failed payment', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    const list = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 2 }])
    const stranger = { guestId: 'someone-else', customerId: null, groupId: 0 }
    expect(await readCartForCheckout(t.db.db, stranger, cart._id, 1)).toBeUndefined()
    const lists = await t.db.db.select().from(listsTable).where(eq(listsTable.id, cart._id))
    const owner = { guestId: lists[0]?.guestId ?? '', customerId: null, groupId: 0 }
    const read = await readCartForCheckout(t.db.db, owner, cart._id, 1)
    expect(read?.items.map((i) => [i.productId, i.qty, i.price, i.rowTotal, i.stockStatus])).toEqual([[P.ohioBar, 2, 39500, 79000, 'in stock']])
    expect(read?.items[0]?.listItemId).toBe(list.items[0]?._id)
    await closeCartAfterOrder(t.db.db, cart._id)
    expect(await readCartForCheckout(t.db.db, owner, cart._id, 1)).toBeUndefined()
    expect(ListsResponse.parse((await s.get('/svc_list/lists?active=true')).body).lists).toEqual([])
    await reopenCartAfterFailure(t.db.db, cart._id)
    expect((await readCartForCheckout(t.db.db, owner, cart._id, 1))?.items).toHaveLength(1)
  })

  it('an order of a registry purchase counts its lines as purchased on the registry', async () => {
    const s = shopper(t.app)
    await signUp(s)
    const registry = await newList(s, 'registry', { name: 'Counted', registrantName: 'Ada Counted' })
    const item = (await addOk(s, registry._id, [{ productId: P.proCollars, qty: 3 }])).items[0]
    const friend = shopper(t.app)
    const purchase = await newList(friend, 'registryPurchase', { registry: { registryId: registry._id } })
    await addOk(friend, purchase._id, [{ productId: P.proCollars, qty: 2, metadata: { registry: { registryId: registry._id, itemId: item?._id } } }])
    await closeCartAfterOrder(t.db.db, purchase._id)
    const shared = ListResponse.parse((await friend.get(`/svc_list/shared/${registry.urlKey}`)).body).list
    expect(shared.items[0]?.metadata.registry).toEqual({ wanted: 3, purchased: 2, priority: 'medium' })
    await reopenCartAfterFailure(t.db.db, purchase._id)
    const again = ListResponse.parse((await friend.get(`/svc_list/shared/${registry.urlKey}`)).body).list
    expect(again.items[0]?.metadata.registry).toMatchObject({ purchased: 0 })
  })
})

describe('line prices come from the store’s one price function (priceProducts)', () => {
  /** The product answer's price for the same session and site: what the product page shows. */
  async function productFinal(s: Shopper, productId: number, prefix = ''): Promise<number> {
    const res = await s.get(`/svc_content${prefix}/catalog/product/${productId}`)
    expect(res.status).toBe(200)
    return (res.body.product as { pricing: { final: number } }).pricing.final
  }

  it('a line is priced as the product page prices it for the session: guest 39500, group 2 after sign-in 37525', async () => {
    const s = shopper(t.app)
    const cart = await newList(s, 'quote')
    const guest = await addOk(s, cart._id, [{ productId: P.ohioBar, qty: 2 }])
    expect(guest.items[0]?.price).toBe(39500)
    expect(guest.items[0]?.price).toBe(await productFinal(s, P.ohioBar))
    // the cart follows the session's group: the group-2 demo customer's price (5 % off)
    await signUp(s, 'group2@demo.ironhouse.shop')
    const lists = ListsResponse.parse((await s.get('/svc_list/lists?active=true')).body).lists
    const line = lists.find((l) => l.type === 'quote')?.items.find((i) => i.productId === P.ohioBar)
    expect(line?.price).toBe(37525)
    expect(line?.price).toBe(await productFinal(s, P.ohioBar))
    expect(line?.rowTotal).toBe(line ? 37525 * line.qty : -1)
  })

  it('on the Canadian site gift card amounts are the site’s: C$68 (US$50) is a listed amount, 5000 is not; open amounts from C$14', async () => {
    const s = shopper(t.app)
    const res = await s.post('/svc_list/site/CAN/lists', { type: 'quote' })
    expect(res.status).toBe(200)
    const cart = ListResponse.parse(res.body).list
    expect(cart.currency).toBe('CAD')
    const ok = await s.post(`/svc_list/site/CAN/lists/${cart._id}/items`, { items: [{ productId: P.giftcardFixed, qty: 1, metadata: { giftcard: { ...giftcard, amount: 6800 } } }] })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ListResponse.parse(ok.body).list.items[0]?.price).toBe(6800)
    const usd = await s.post(`/svc_list/site/CAN/lists/${cart._id}/items`, { items: [{ productId: P.giftcardFixed, qty: 1, metadata: { giftcard: { ...giftcard, recipientName: 'Kim', amount: 5000 } } }] })
    expect(usd.status).toBe(400)
    expect(usd.body.message).toBe('Invalid giftcard item amount selection')
    const low = await s.post(`/svc_list/site/CAN/lists/${cart._id}/items`, { items: [{ productId: P.giftcardOpen, qty: 1, metadata: { giftcard: { ...giftcard, customAmount: 1300 } } }] })
    expect(low.status).toBe(400)
    expect(low.body.message).toBe('Invalid giftcard item custom amount')
    const open = await s.post(`/svc_list/site/CAN/lists/${cart._id}/items`, { items: [{ productId: P.giftcardOpen, qty: 1, metadata: { giftcard: { ...giftcard, customAmount: 1400 } } }] })
    expect(open.status).toBe(200)
    expect(ListResponse.parse(open.body).list.totals.subtotal).toBe(6800 + 1400)
  })

  it('a configurable child takes its parent’s active promo, in the cart as on the product page', async () => {
    const s = shopper(t.app)
    const rack = DEMO_IDS.configurable
    const now = Date.now()
    const promo = { rogue_promo_enabled: 1, rogue_promo_from_date: new Date(now - 86_400_000).toISOString(), rogue_promo_to_date: new Date(now + 86_400_000).toISOString(), rogue_promo_qty_enable: 0 }
    await t.db.db.execute(`update products set attributes = attributes || '${JSON.stringify(promo)}'::jsonb where product_id = ${rack}` as never)
    await t.db.db.execute(`update product_prices set promo_price = price - 5000 where product_id = ${rack} and store_id = 1` as never)
    try {
      const parentPrice = ((await s.get(`/svc_content/catalog/product/${rack}`)).body.product as { pricing: { list: number } }).pricing.list
      const complete = (await s.get(`/svc_content/catalog/product/complete/${rack}`)).body.product as { children: Array<{ productId: number; pricing: { final: number; promo: { status: string } } }> }
      const child = complete.children.find((c) => c.productId === RACK_CHILD_IN)
      expect(child?.pricing.promo.status).toBe('active')
      expect(child?.pricing.final).toBe(parentPrice - 5000)
      const cart = await newList(s, 'quote')
      const list = await addOk(s, cart._id, [{ productId: rack, qty: 1, children: [{ productId: RACK_CHILD_IN, qty: 1 }] }])
      expect(list.items[0]?.price).toBe(parentPrice - 5000)
      expect(list.items[0]?.promo.status).toBe('active')
    } finally {
      await t.db.db.execute(`update products set attributes = attributes - 'rogue_promo_enabled' - 'rogue_promo_from_date' - 'rogue_promo_to_date' - 'rogue_promo_qty_enable' where product_id = ${rack}` as never)
      await t.db.db.execute(`update product_prices set promo_price = null where product_id = ${rack}` as never)
    }
  })
})

describe('the 2023 premium ticket and its shirt (commerce §5) and earned-ticket discounts (§4)', () => {
  const TEE = DEMO_IDS.premiumTicketTee

  it('GET /svc_ticket/tickets: the signed-in customer’s tickets; a guest gets 401', async () => {
    const guest = shopper(t.app)
    expect((await guest.get('/svc_ticket/tickets')).status).toBe(401)
    const holder = shopper(t.app)
    await signUp(holder, 'retail@demo.ironhouse.shop')
    const res = await holder.get('/svc_ticket/tickets')
    expect(res.status).toBe(200)
    const tickets = TicketsResponse.parse(res.body).tickets
    expect(tickets.map((x) => [x.product.productId, x.product.type, x.product.value, x.product.freeShipping, x.remainingUses])).toEqual([
      [DEMO_IDS.premiumTicket2023, 'fixed', 0, false, null],
      [TEE, 'percent', 20, true, 1],
    ])
  })

  it('a customer without the ticket is refused the shirt: 409 "… is only for holders of the 2023 competition premium ticket"', async () => {
    const s = shopper(t.app)
    await signUp(s, 'group3@demo.ironhouse.shop')
    const cart = await newList(s, 'quote')
    const res = await add(s, cart._id, [{ productId: TEE, qty: 1 }])
    expect(res.status).toBe(409)
    expect(res.body.error).toBe('purchase_limit')
    expect(res.body.message).toBe('Invitational 2023 Premium Ticket Holder Tee is only for holders of the 2023 competition premium ticket')
  })

  it('the holder buys one at the ticket’s 20 % off (3500 → 2800, free shipping); a second is refused per order, then per account once ordered', async () => {
    const s = shopper(t.app)
    const { customerId } = (await s.post(TEST_SIGN_IN_PATH, { email: 'retail@demo.ironhouse.shop' })).body as { customerId: number }
    const cart = await newList(s, 'quote')
    const list = await addOk(s, cart._id, [{ productId: TEE, qty: 1 }])
    expect(list.items[0]).toMatchObject({ price: 2800, listPrice: 3500, earnedDiscount: 700, freeShipping: true, rowTotal: 2800, problems: [] })
    expect(list.items[0]?.price).toBe(((await s.get(`/svc_content/catalog/product/${TEE}`)).body.product as { pricing: { list: number } }).pricing.list - 700)
    const second = await add(s, cart._id, [{ productId: TEE, qty: 1 }])
    expect(second.status).toBe(409)
    expect(second.body.message).toBe('Invitational 2023 Premium Ticket Holder Tee is limited to 1 per order')
    await expectUnchanged(s, list)

    // the account has bought one: the line in the cart is flagged and no other can be added
    await t.db.db.insert(orders).values({
      orderNumber: `IH-TEST-${customerId}-${Date.now()}`,
      listId: randomUUID(),
      storeId: 1,
      currency: 'USD',
      customerId,
      guestId: 'test',
      email: 'retail@demo.ironhouse.shop',
      status: 'published',
      shippingMode: 'fastest',
      items: [{ productId: TEE, qty: 1, price: 2800 }],
      totals: {},
      grandTotal: 2800,
      billingAddress: {},
      shipping: [],
      payment: {},
    })
    const after = await readList(s, cart._id)
    expect(after.items[0]?.problems).toEqual([
      { code: 'PURCHASE_LIMIT_EXCEEDED', message: 'Invitational 2023 Premium Ticket Holder Tee is limited to 1 per account', limit: 0 },
    ])
    const fresh = await newList(s, 'sfl')
    const refused = await add(s, fresh._id, [{ productId: TEE, qty: 1 }])
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Invitational 2023 Premium Ticket Holder Tee is limited to 1 per account')
  })
})
