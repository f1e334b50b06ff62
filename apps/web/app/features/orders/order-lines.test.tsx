import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Order } from '@ironhouse/contracts'
import { OrderLineList, OrderView } from './order-view.tsx'

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
