import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, GatewayCard, GatewayPaymentResponse, GatewayRefundResponse } from '@ironhouse/contracts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { DEFAULT_GATEWAY_SECRET_KEY } from './index.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const auth = { authorization: `Bearer ${DEFAULT_GATEWAY_SECRET_KEY}` }
const nextYear = new Date().getUTCFullYear() + 1
let keyCounter = 0
const key = () => `test-key-${Date.now()}-${(keyCounter += 1)}`

async function tokenFor(number: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/gateway/v1/tokens', payload: { number, expMonth: 12, expYear: nextYear, cvc: '123', holderName: 'Ada Lifter', ...extra } })
  return { res, body: res.json() as unknown }
}

async function pay(payload: Record<string, unknown>, headers: Record<string, string> = auth) {
  const res = await t.app.inject({ method: 'POST', url: '/gateway/v1/payments', payload, headers })
  return { res, body: res.json() as unknown }
}

const cardPayment = (token: string, extra: Record<string, unknown> = {}) => ({
  amount: 39_500,
  currency: 'USD',
  reference: 'order-1',
  idempotencyKey: key(),
  source: { type: 'card', token },
  returnUrl: '/checkout/review',
  ...extra,
})

describe('the test gateway (/gateway/v1)', () => {
  it('tokenises 4111 1111 1111 1111: brand, last4 and expiry come back, the number is stored nowhere', async () => {
    const { res, body } = await tokenFor('4111 1111 1111 1111')
    expect(res.statusCode).toBe(200)
    const card = GatewayCard.parse(body)
    expect(card).toMatchObject({ brand: 'visa', last4: '1111', expMonth: 12, expYear: nextYear })
    expect(card.token).toMatch(/^tok_/)
    const dump = await t.db.db.execute('select * from gateway_tokens')
    expect(JSON.stringify(dump)).not.toContain('4111111111111111')
  })

  it('refuses a number failing Luhn, an expired card and a short security code', async () => {
    expect((await tokenFor('4111111111111112')).body).toMatchObject({ error: 'invalid_number', status: 400 })
    expect((await tokenFor('4111111111111111', { expYear: 2020 })).body).toMatchObject({ error: 'expired_card' })
    expect((await tokenFor('4111111111111111', { cvc: '12' })).res.statusCode).toBe(400)
  })

  it('4111 1111 1111 1111 is authorised, then captured once', async () => {
    const card = GatewayCard.parse((await tokenFor('4111111111111111')).body)
    const payment = GatewayPaymentResponse.parse((await pay(cardPayment(card.token))).body)
    expect(payment).toMatchObject({ status: 'authorized', amount: 39_500, card: { last4: '1111' }, action: null })
    const capture = await t.app.inject({ method: 'POST', url: `/gateway/v1/payments/${payment.id}/capture`, headers: auth })
    expect(GatewayPaymentResponse.parse(capture.json()).status).toBe('captured')
    const refundTwice = await t.app.inject({ method: 'POST', url: `/gateway/v1/payments/${payment.id}/cancel`, headers: auth })
    expect(refundTwice.statusCode).toBe(409)
  })

  it('4000 0000 0000 0002 is declined', async () => {
    const card = GatewayCard.parse((await tokenFor('4000000000000002')).body)
    expect(GatewayPaymentResponse.parse((await pay(cardPayment(card.token))).body)).toMatchObject({ status: 'declined', failureCode: 'card_declined' })
  })

  it('4000 0000 0000 3220 asks for 3-D Secure: the challenge page approves (or fails) and returns to the store', async () => {
    const approve = GatewayPaymentResponse.parse((await pay(cardPayment(GatewayCard.parse((await tokenFor('4000000000003220')).body).token))).body)
    expect(approve.status).toBe('requires_action')
    expect(approve.action?.url).toBe(`/gateway/v1/challenge/${approve.id}`)
    const page = await t.app.inject({ method: 'GET', url: approve.action?.url ?? '' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('3-D Secure verification')
    const answer = await t.app.inject({ method: 'POST', url: approve.action?.url ?? '', payload: 'outcome=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(`/checkout/review?gatewayPayment=${approve.id}`)
    const after = await t.app.inject({ method: 'GET', url: `/gateway/v1/payments/${approve.id}`, headers: auth })
    expect(GatewayPaymentResponse.parse(after.json()).status).toBe('authorized')

    const fail = GatewayPaymentResponse.parse((await pay(cardPayment(GatewayCard.parse((await tokenFor('4000000000003220')).body).token))).body)
    await t.app.inject({ method: 'POST', url: fail.action?.url ?? '', payload: 'outcome=decline', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const failed = await t.app.inject({ method: 'GET', url: `/gateway/v1/payments/${fail.id}`, headers: auth })
    expect(GatewayPaymentResponse.parse(failed.json())).toMatchObject({ status: 'failed', failureCode: 'three_ds_failed' })
  })

  it('never charges twice: the same idempotency key answers the first payment, a token cannot pay twice', async () => {
    const card = GatewayCard.parse((await tokenFor('4111111111111111')).body)
    const request = cardPayment(card.token)
    const first = GatewayPaymentResponse.parse((await pay(request)).body)
    const again = GatewayPaymentResponse.parse((await pay(request)).body)
    expect(again.id).toBe(first.id)
    const conflict = await pay({ ...request, amount: 1 })
    expect(conflict.res.statusCode).toBe(409)
    const reuse = await pay(cardPayment(card.token))
    expect(ErrorBody.parse(reuse.body).error).toBe('token_already_used')
  })

  it('stored cards: a pm_ method pays again with its security code, cvv_required without it', async () => {
    const card = GatewayCard.parse((await tokenFor('4111111111111111')).body)
    const stored = await t.app.inject({ method: 'POST', url: '/gateway/v1/payment-methods', payload: { token: card.token }, headers: auth })
    const pm = (stored.json() as { id: string }).id
    expect(pm).toMatch(/^pm_/)
    const withCvc = GatewayPaymentResponse.parse((await pay(cardPayment(pm, { source: { type: 'card', token: pm, cvc: '123' } }))).body)
    expect(withCvc.status).toBe('authorized')
    const without = GatewayPaymentResponse.parse((await pay(cardPayment(pm))).body)
    expect(without).toMatchObject({ status: 'failed', failureCode: 'cvv_required' })
  })

  it('PayPal-style authorisation records the authorised amount; a redirect method goes through its portal', async () => {
    const paypal = GatewayPaymentResponse.parse((await pay({ ...cardPayment('x'), source: { type: 'paypal' } })).body)
    expect(paypal.action?.url).toBe(`/gateway/v1/paypal/${paypal.id}`)
    await t.app.inject({ method: 'POST', url: paypal.action?.url ?? '', payload: 'outcome=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const approved = GatewayPaymentResponse.parse((await t.app.inject({ method: 'GET', url: `/gateway/v1/payments/${paypal.id}`, headers: auth })).json())
    expect(approved).toMatchObject({ status: 'authorized', authorizedAmount: 39_500 })

    const ideal = GatewayPaymentResponse.parse((await pay({ ...cardPayment('x'), currency: 'EUR', source: { type: 'redirect', method: 'ideal' } })).body)
    expect(ideal.action?.url).toBe(`/gateway/v1/portal/${ideal.id}`)
    const portal = await t.app.inject({ method: 'GET', url: ideal.action?.url ?? '' })
    expect(portal.body).toContain('ideal payment portal')
    await t.app.inject({ method: 'POST', url: ideal.action?.url ?? '', payload: 'outcome=decline', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const canceled = GatewayPaymentResponse.parse((await t.app.inject({ method: 'GET', url: `/gateway/v1/payments/${ideal.id}`, headers: auth })).json())
    expect(canceled).toMatchObject({ status: 'canceled', failureCode: 'canceled_at_portal' })
  })

  it('server calls need the secret key; a return url must be a path of the store', async () => {
    const card = GatewayCard.parse((await tokenFor('4111111111111111')).body)
    expect((await pay(cardPayment(card.token), {})).res.statusCode).toBe(401)
    expect((await pay(cardPayment(card.token), { authorization: 'Bearer sk_wrong' })).res.statusCode).toBe(401)
    for (const returnUrl of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      expect((await pay(cardPayment(card.token, { returnUrl }))).res.statusCode).toBe(400)
    }
    expect((await t.app.inject({ method: 'GET', url: '/gateway/v1/challenge/pay_doesnotexist000' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/gateway/v1/challenge/../../etc' })).statusCode).toBeLessThan(500)
  })
})

describe('refunds (POST /gateway/v1/payments/{id}/refunds; docs/returns.md)', () => {
  async function captured(): Promise<string> {
    const card = GatewayCard.parse((await tokenFor('4111111111111111')).body)
    const payment = GatewayPaymentResponse.parse((await pay(cardPayment(card.token))).body)
    await t.app.inject({ method: 'POST', url: `/gateway/v1/payments/${payment.id}/capture`, headers: auth })
    return payment.id
  }
  const refund = (id: string, amount: number, idempotencyKey: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url: `/gateway/v1/payments/${id}/refunds`, headers, payload: { amount, idempotencyKey } })

  it('pays back part of a captured payment, then the rest; the payment is refunded once nothing is left; more than is left is 409', async () => {
    const id = await captured()
    const first = GatewayRefundResponse.parse((await refund(id, 10_000, 'refund-part-one')).json())
    expect(first.refund).toMatchObject({ paymentId: id, amount: 10_000 })
    expect(first.refund.id).toMatch(/^re_/)
    expect(first.payment).toMatchObject({ status: 'captured', refundedAmount: 10_000 })
    const tooMuch = await refund(id, 29_501, 'refund-too-much')
    expect([tooMuch.statusCode, tooMuch.json().error, tooMuch.json().message]).toEqual([409, 'invalid_state', 'Only 29500 of this payment can still be refunded'])
    const rest = GatewayRefundResponse.parse((await refund(id, 29_500, 'refund-part-two')).json())
    expect(rest.payment).toMatchObject({ status: 'refunded', refundedAmount: 39_500 })
    expect((await refund(id, 1, 'refund-part-three')).json().message).toBe('A refunded payment cannot be refunded')
  })

  it('the same idempotency key answers the same refund and pays back once; another amount with it is 409; an authorised payment is not refunded', async () => {
    const id = await captured()
    const once = GatewayRefundResponse.parse((await refund(id, 5_000, 'refund-same-key')).json())
    const again = GatewayRefundResponse.parse((await refund(id, 5_000, 'refund-same-key')).json())
    expect(again.refund.id).toBe(once.refund.id)
    expect(again.payment.refundedAmount).toBe(5_000)
    expect((await refund(id, 6_000, 'refund-same-key')).json().error).toBe('idempotency_conflict')
    const card = GatewayCard.parse((await tokenFor('4111111111111111')).body)
    const authorised = GatewayPaymentResponse.parse((await pay(cardPayment(card.token))).body)
    expect((await refund(authorised.id, 100, 'refund-authorised')).json().message).toBe('A authorized payment cannot be refunded')
    expect((await refund(id, 100, 'refund-no-secret', {})).statusCode).toBe(401)
    expect((await refund(id, 0, 'refund-zero')).statusCode).toBe(400)
  })

  it('refunds sent at once never pay back more than was captured', async () => {
    const id = await captured()
    const answers = await Promise.all([1, 2, 3, 4].map((n) => refund(id, 15_000, `refund-race-${n}`)))
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2)
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2)
    const payment = GatewayPaymentResponse.parse((await t.app.inject({ method: 'GET', url: `/gateway/v1/payments/${id}`, headers: auth })).json())
    expect(payment.refundedAmount).toBe(30_000)
  })
})
