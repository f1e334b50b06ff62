import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Order, RmaOrder, RmaReturnSummary } from '@ironhouse/contracts'
import { OrderReturns } from '../features/orders/order-returns.tsx'
import { loader } from './account-order.tsx'

type Args = Parameters<typeof loader>[0]

const order: Order = {
  orderId: 'IH100000123',
  listId: 'list',
  storeId: 1,
  currency: 'USD',
  status: 'shipped',
  shippingMode: 'fastest',
  items: [{ listItemId: 'l1', productId: 1001, sku: 'IH-ML-RACK', name: 'Monster Lite Rack', qty: 2, price: 89500, rowTotal: 179000, thumbnail: null, url: 'monster-lite-rack', children: [] }],
  totals: { grandTotalIncludingTax: 179000, grandTotalExcludingTax: 179000, tax: 0, itemTax: 0, shippingTax: 0, shipping: 0, subtotal: 179000, discount: 0, giftcards: 0, tariff: 0 },
  payment: { paymentType: 'adyen', adyenType: 'scheme', amount: 179000, transactionId: null, cardType: 'visa', last4: '1111', action: null, error: null },
  shippingAddress: null,
  billingAddress: { firstname: 'Ada', lastname: 'Lifter', street: ['545 E 5th Ave'], city: 'Columbus', region: 'OH', postcode: '43201', countryId: 'US', telephone: '6145550100' },
  shipping: [],
  giftcards: [],
  customer: { email: 'ada@example.com', customerId: 7, groupId: 1 },
  shipments: [],
  createdAt: '2026-11-20T00:00:00.000Z',
}

const rma = (rmaNumber: string, status: RmaReturnSummary['status'], refundAmount: number): RmaReturnSummary => ({
  rmaNumber,
  dateIssued: '2026-11-24',
  status,
  refundAmount,
  currency: 'USD',
  createdAt: '2026-11-24T10:00:00.000Z',
  items: [{ listItemId: 'l1', sku: 'IH-ML-RACK', name: 'Monster Lite Rack', qty: 1, reason: 'damaged', refundAmount }],
})

const returnsOfOrder: RmaOrder = {
  orderId: order.orderId,
  storeId: 1,
  currency: 'USD',
  status: 'shipped',
  placedAt: order.createdAt,
  window: { open: true, closesAt: '2026-12-24T00:00:00.000Z', reason: null },
  lines: [],
  returns: [rma('RMA1000002', 'received', 89500), rma('RMA1000001', 'rejected', 89500)],
}

/** The account order page's loader against an API answering `rmaAnswer` for GET /svc_rma/order/{id}. */
async function load(rmaAnswer: () => Response) {
  const calls: Array<string> = []
  const context = {
    apiFetch: async (path: string) => {
      calls.push(path)
      if (path.startsWith('/svc_customer/customer')) return Response.json({ customer: { _id: 7, email: 'ada@example.com' } })
      if (path.startsWith(`/svc_checkout/order/${order.orderId}`)) return Response.json(order)
      if (path.startsWith(`/svc_rma/order/${order.orderId}`)) return rmaAnswer()
      return new Response('{}', { status: 404 })
    },
  }
  const request = new Request(`https://store.test/account/order/${order.orderId}`, { headers: { cookie: 'sid=customer-7' } })
  const data = await loader({ request, context, params: { id: order.orderId } } as unknown as Args)
  return { data, calls }
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('/account/order/{id} shows the returns of the order (shell §2; docs/returns.md: GET /svc_rma/order/{id})', () => {
  it("carries the server's returns of the order with their RMA number and status", async () => {
    const { data, calls } = await load(() => Response.json(returnsOfOrder))
    expect(calls).toContain(`/svc_rma/order/${order.orderId}`)
    expect(data.returns?.map((r) => [r.rmaNumber, r.status])).toEqual([
      ['RMA1000002', 'received'],
      ['RMA1000001', 'rejected'],
    ])
  })

  it('each return reads with its RMA number, its status in words, its refund and its items', async () => {
    const { data } = await load(() => Response.json(returnsOfOrder))
    const shown = text(renderToStaticMarkup(<OrderReturns returns={data.returns} siteCode="USA" />))
    expect(shown).toContain('Returns')
    expect(shown).toContain('Return RMA1000002 · requested 24 November 2026')
    expect(shown).toContain('Status: Received: we are checking your items')
    expect(shown).toContain('Return RMA1000001')
    expect(shown).toContain('Status: Not accepted')
    expect(shown).toContain('Refund: $895.00')
    expect(shown).toContain('1 × Monster Lite Rack (IH-ML-RACK)')
  })

  it('an order without returns shows no returns section', async () => {
    const { data } = await load(() => Response.json({ ...returnsOfOrder, returns: [] }))
    expect(data.returns).toEqual([])
    expect(renderToStaticMarkup(<OrderReturns returns={data.returns} siteCode="USA" />)).toBe('')
  })

  it('returns that cannot be read are said to be unavailable, not shown as none; the order still shows', async () => {
    const { data } = await load(() => new Response(JSON.stringify({ error: 'internal', message: 'boom', status: 500 }), { status: 500 }))
    expect(data.order.orderId).toBe(order.orderId)
    expect(data.returns).toBeNull()
    expect(text(renderToStaticMarkup(<OrderReturns returns={data.returns} siteCode="USA" />))).toContain('We could not load the returns of this order')
  })
})
