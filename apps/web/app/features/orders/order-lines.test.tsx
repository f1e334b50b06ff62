import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Order } from '@ironhouse/contracts'
import { OrderLineList, OrderLineNames, OrderView } from './order-view.tsx'

const money = (amount: number) => (amount / 100).toFixed(2)
const line = { listItemId: 'l1', productId: 1001, sku: 'IH-ML-RACK', name: 'Monster Lite Rack', qty: 1, price: 89500, rowTotal: 89500, thumbnail: null, url: 'monster-lite-rack', children: [{ productId: 10_001, qty: 1 }] }
const chosen = { ...line, linkSku: 'IH-ML-RACK-RED', configuration: 'Color: Red' }
const belt = { ...line, listItemId: 'l2', productId: 1903, sku: 'IH-1903', name: 'Ohio Lifting Belt', linkSku: 'IH-1903', configuration: 'Size: Medium, Leather Colour: Oxblood, Add-ons: Belt Bag, Custom Text: LIFT', children: [] }
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

const order = (items: Order['items']): Order => ({
  orderId: 'IH100000123',
  listId: 'list',
  storeId: 1,
  currency: 'USD',
  status: 'published',
  shippingMode: 'fastest',
  items,
  totals: { grandTotalIncludingTax: 89500, grandTotalExcludingTax: 89500, tax: 0, itemTax: 0, shippingTax: 0, shipping: 0, subtotal: 89500, discount: 0, giftcards: 0, tariff: 0 },
  payment: { paymentType: 'adyen', adyenType: 'scheme', amount: 89500, transactionId: null, cardType: 'visa', last4: '1111', action: null, error: null },
  shippingAddress: null,
  billingAddress: { firstname: 'Ada', lastname: 'Lifter', street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US', telephone: '6145550100' },
  shipping: [],
  giftcards: [],
  customer: { email: 'ada@example.com', customerId: null, groupId: 0 },
  shipments: [],
  createdAt: '2026-11-25T00:00:00.000Z',
})

describe('an order’s lines show what the shopper chose (the confirmation, the payment link, the order page and the tracker)', () => {
  it('the confirmation’s lines carry the options and the chosen colour’s SKU under the name', () => {
    const shown = text(renderToStaticMarkup(<OrderLineList items={[chosen, belt]} money={money} />))
    expect(shown).toContain('1 × Monster Lite Rack Color: Red SKU: IH-ML-RACK-RED 895.00')
    // the belt is the product itself: its options, no SKU of a variant
    expect(shown).toContain('1 × Ohio Lifting Belt Size: Medium, Leather Colour: Oxblood, Add-ons: Belt Bag, Custom Text: LIFT 895.00')
  })

  it('the order page names the options under the item and the chosen SKU in its SKU column', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OrderView order={order([chosen])} siteCode="USA" prefix="" />
      </MemoryRouter>,
    )
    expect(text(html)).toContain('Monster Lite Rack Color: Red IH-ML-RACK-RED 1')
    expect(html).not.toContain('<td>IH-ML-RACK</td>')
  })

  it('an order placed before the choice was kept still shows, as before: the product’s SKU and no options', () => {
    expect(text(renderToStaticMarkup(<OrderLineList items={[line]} money={money} />)).trim()).toBe('1 × Monster Lite Rack 895.00')
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OrderView order={order([line])} siteCode="USA" prefix="" />
      </MemoryRouter>,
    )
    expect(html).toContain('<td>IH-ML-RACK</td>')
    expect(html).not.toContain('order-line__options')
  })
})

describe('a bundle’s chosen products and every line’s options, wherever an order’s lines are listed', () => {
  const bundle = {
    ...line,
    listItemId: 'l3',
    productId: 1601,
    sku: 'IH-GARAGE-PKG',
    name: 'Garage Gym Starter Package',
    linkSku: 'IH-GARAGE-PKG',
    configuration: null,
    rowTotal: 59500,
    bundleProducts: [
      { id: '1001', sku: 'IH-OHIO-BAR', name: 'The Ohio Bar', qty: 1 },
      { id: '1101', sku: 'IH-ECHO-PLATES', name: 'Echo Bumper Plates', qty: 2 },
      { id: '1104', sku: 'IH-TOWEL', name: 'Ironhouse Gym Towel (Free Gift)', qty: 1 },
    ],
  }
  const children = '1 × The Ohio Bar 2 × Echo Bumper Plates 1 × Ironhouse Gym Towel (Free Gift)'

  it('the confirmation lists the bundle’s products under its name, as the cart does', () => {
    expect(text(renderToStaticMarkup(<OrderLineList items={[bundle]} money={money} />)).trim()).toBe(`1 × Garage Gym Starter Package ${children} 595.00`)
  })

  it('the order page lists them under the item', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OrderView order={order([bundle])} siteCode="USA" prefix="" />
      </MemoryRouter>,
    )
    expect(text(html)).toContain(`Garage Gym Starter Package ${children} IH-GARAGE-PKG 1`)
  })

  it('the order history lists each line with its options and a bundle’s products, as the order page does (no SKU or price there)', () => {
    const shown = text(renderToStaticMarkup(<OrderLineNames items={[chosen, belt, bundle]} />)).trim()
    expect(shown).toBe(
      `1 × Monster Lite Rack Color: Red 1 × Ohio Lifting Belt Size: Medium, Leather Colour: Oxblood, Add-ons: Belt Bag, Custom Text: LIFT 1 × Garage Gym Starter Package ${children}`,
    )
    // an order placed before the choices were kept: the names alone
    expect(text(renderToStaticMarkup(<OrderLineNames items={[line]} />)).trim()).toBe('1 × Monster Lite Rack')
  })
})
