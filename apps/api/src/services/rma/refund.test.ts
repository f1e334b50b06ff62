// Returns: paying the refund (docs/returns.md "Refunds"). Moving a received return to refunded pays
// the card's part back through the payment gateway (a partial refund, once, however often the move
// is sent), issues the part paid by gift card as a new gift card, and mails the shopper what went
// where. Orders are placed through /svc_checkout as the storefront does.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { GatewayPaymentResponse, RmaReturnSummary } from '@ironhouse/contracts'
import { formatPrice } from '@ironhouse/domain'
import { returns } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { placeCardOrder } from '../../../test/place-order.ts'
import { shopper } from '../../../test/shopper.ts'
import { DEFAULT_GATEWAY_SECRET_KEY } from '../gateway/index.ts'

const OPERATOR_TOKEN = 'op_test_token_for_refunds'
const mailbox = mkdtempSync(join(tmpdir(), 'ironhouse-refund-mail-'))
let t: TestApp

beforeAll(async () => {
  const { fileOutboxTransport } = await import('../mail/providers/mail-transport.ts')
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN, mail: { transport: fileOutboxTransport(mailbox), from: 'Ironhouse <orders@ironhouse.local>' } })
})
afterAll(async () => {
  await t.close()
})

const usd = (amount: number) => formatPrice(amount, { currency: 'USD', siteCode: 'USA' })
// the messages as a reader sees them (quoted-printable soft line breaks joined)
const mails = () => readdirSync(mailbox).map((name) => readFileSync(join(mailbox, name), 'utf8').replace(/=\r?\n/g, ''))

/** A guest's order of `qty` Ohio Bars paid by card (and the gift cards given), published (so captured). */
async function paidOrder(qty: number, email: string, giftcards: Array<{ code: string }> = []) {
  const s = shopper(t.app)
  const order = await placeCardOrder(t.app, s, [{ productId: DEMO_IDS.ohioBar, qty }], email, giftcards)
  const line = order.items[0]
  if (!line) throw new Error('no line')
  await s.post('/svc_rma/lookup', { orderId: order.orderId, email })
  const open = async (units: number) =>
    RmaReturnSummary.parse((await s.post('/svc_rma/return', { orderId: order.orderId, items: [{ listItemId: line.listItemId, qty: units, reason: 'damaged' }] })).body)
  return { order, open }
}

const move = (rmaNumber: string, status: string, note?: string) =>
  t.app.inject({ method: 'POST', url: `/svc_rma/operator/returns/${rmaNumber}/status`, payload: { status, note }, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })
const gatewayPayment = async (id: string) =>
  GatewayPaymentResponse.parse((await t.app.inject({ method: 'GET', url: `/gateway/v1/payments/${id}`, headers: { authorization: `Bearer ${DEFAULT_GATEWAY_SECRET_KEY}` } })).json())

describe('returns: a refunded return is paid back', () => {
  it('the card gets the return’s refund back through the gateway, once, however often the move is sent; two returns of one order are refunded in turn; the shopper is mailed', async () => {
    const { order, open } = await paidOrder(2, 'refund-card@example.com')
    const first = await open(1)
    expect((await move(first.rmaNumber, 'received')).statusCode).toBe(200)
    const refunded = await move(first.rmaNumber, 'refunded')
    expect([refunded.statusCode, RmaReturnSummary.parse(refunded.json()).status]).toEqual([200, 'refunded'])
    const transactionId = order.payment.transactionId
    if (!transactionId) throw new Error('no payment')
    expect((await gatewayPayment(transactionId)).refundedAmount).toBe(first.refundAmount)
    // sent again: nothing more is paid
    expect((await move(first.rmaNumber, 'refunded')).statusCode).toBe(200)
    expect((await gatewayPayment(transactionId)).refundedAmount).toBe(first.refundAmount)

    const second = await open(1)
    await move(second.rmaNumber, 'received')
    expect((await move(second.rmaNumber, 'refunded')).statusCode).toBe(200)
    const payment = await gatewayPayment(transactionId)
    expect(payment.refundedAmount).toBe(first.refundAmount + second.refundAmount)
    // shipping is not refunded, so the payment keeps it
    expect(payment).toMatchObject({ status: 'captured', amount: order.totals.grandTotalIncludingTax })
    const [row] = await t.db.db.select().from(returns).where(eq(returns.rmaNumber, second.rmaNumber))
    expect(row).toMatchObject({ cardRefundAmount: second.refundAmount, giftCardRefundCode: null })
    expect(row?.refundReference).toMatch(/^re_/)

    await t.app.jobs.drain()
    const mail = mails().find((m) => m.includes(`Your refund for return ${first.rmaNumber}`))
    expect(mail).toContain(`Your return ${first.rmaNumber} of order ${order.orderId} has been refunded: ${usd(first.refundAmount)}.`)
    expect(mail).toContain(`${usd(first.refundAmount)} to your card ending 1111.`)
  })

  it('the part paid by gift card comes back as a new gift card with that balance; the card gets at most what it paid', async () => {
    const { order, open } = await paidOrder(1, 'refund-giftcard@example.com', [{ code: 'DEAD-PRSS-SQAT-2325' }])
    const transactionId = order.payment.transactionId
    if (!transactionId) throw new Error('no payment')
    // the grand total is what was left to pay after the gift card: the card's charge
    const cardPaid = (await gatewayPayment(transactionId)).amount
    expect(cardPaid).toBe(order.totals.grandTotalIncludingTax)
    expect(order.totals.giftcards).toBeGreaterThan(0)
    const rma = await open(1)
    expect(rma.refundAmount).toBeGreaterThan(cardPaid)
    await move(rma.rmaNumber, 'received')
    expect((await move(rma.rmaNumber, 'refunded')).statusCode).toBe(200)
    expect(await gatewayPayment(transactionId)).toMatchObject({ refundedAmount: cardPaid, status: 'refunded' })
    const [row] = await t.db.db.select().from(returns).where(eq(returns.rmaNumber, rma.rmaNumber))
    expect(row?.cardRefundAmount).toBe(cardPaid)
    const code = row?.giftCardRefundCode
    if (!code) throw new Error('no gift card issued')
    const balance = await shopper(t.app).post('/svc_gc/giftcard/balance', { code })
    expect(balance.body).toMatchObject({ balance: rma.refundAmount - cardPaid, currency: 'USD' })
    await t.app.jobs.drain()
    const mail = mails().find((m) => m.includes(`Your refund for return ${rma.rmaNumber}`))
    expect(mail).toContain(`${usd(rma.refundAmount - cardPaid)}, the part paid by gift card, as a new gift card: ${code}. Use it at checkout.`)
  })

  it('the refund is kept in the return’s history as every move is, with the operator’s note, once however often it is sent', async () => {
    const { open } = await paidOrder(1, 'refund-history@example.com')
    const rma = await open(1)
    await move(rma.rmaNumber, 'received', 'Parcel in')
    expect((await move(rma.rmaNumber, 'refunded', 'Paid back')).statusCode).toBe(200)
    expect((await move(rma.rmaNumber, 'refunded', 'Sent twice')).statusCode).toBe(200)
    const [row] = await t.db.db.select().from(returns).where(eq(returns.rmaNumber, rma.rmaNumber))
    expect(row?.history.map(({ status, note }) => ({ status, note }))).toEqual([
      { status: 'requested', note: undefined },
      { status: 'received', note: 'Parcel in' },
      { status: 'refunded', note: 'Paid back' },
    ])
    expect(new Date(row?.updatedAt ?? 0).toISOString()).toBe(row?.history[2]?.at)
  })

  it('a return that is not received yet is not refunded (409) and nothing is paid', async () => {
    const { order, open } = await paidOrder(1, 'refund-early@example.com')
    const rma = await open(1)
    const early = await move(rma.rmaNumber, 'refunded')
    expect([early.statusCode, early.json().error]).toEqual([409, 'invalid_state'])
    if (!order.payment.transactionId) throw new Error('no payment')
    expect((await gatewayPayment(order.payment.transactionId)).refundedAmount).toBe(0)
  })
})
