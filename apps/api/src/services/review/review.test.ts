// The built-in review provider (platform §6 "Review provider: transaction tracking after purchase. It
// skips products with hidden reviews"; §9 "Review provider locale is en-GB for EUR"; the calls and
// limits are ours: docs/reviews.md). Orders are placed through /svc_checkout as the storefront does.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { ErrorBody } from '@ironhouse/contracts'
import { OwnReviews, ProductReviews, ReviewInvitation, ReviewWritten } from '@ironhouse/contracts/reviews'
import { inventory, outboxJobs, products, reviewBaselines, searchProducts, withTransaction } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { placeCardOrder } from '../../../test/place-order.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInShopper } from '../../../test/sign-in.ts'
import { refreshIndex } from '../search/public.ts'
import { invitationOf, REVIEW_INVITE_DELAY_MS, REVIEW_INVITE_JOB, trackReviewableOrder } from './invitations.ts'

const mailbox = mkdtempSync(join(tmpdir(), 'ironhouse-review-mail-'))
let t: TestApp
const BOUGHT = DEMO_IDS.ohioBar
const HIDDEN = DEMO_IDS.expiredPromo
const OTHER = DEMO_IDS.specialPrice

beforeAll(async () => {
  const { fileOutboxTransport } = await import('../mail/providers/mail-transport.ts')
  t = await openTestApp({ mail: { transport: fileOutboxTransport(mailbox), from: 'Ironhouse <orders@ironhouse.local>' } }, addTestSignInRoute)
  for (const id of [BOUGHT, HIDDEN, OTHER]) await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, id))
  await t.db.db.update(products).set({ attributes: sql`${products.attributes} || '{"hide_reviews": "1"}'::jsonb` }).where(eq(products.productId, HIDDEN))
})
afterAll(async () => {
  await t.close()
})

/** The mails sent, their quoted-printable bodies decoded. */
const mails = () =>
  readdirSync(mailbox).map((name) =>
    readFileSync(join(mailbox, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  )
const good = { rating: 5, title: 'Spins forever', body: 'The sleeves spin smoothly and the knurl is just right.' }

const checkOut = (s: Shopper, items: Array<{ productId: number; qty: number }>, email: string) => placeCardOrder(t.app, s, items, email)

const customerShopper = (email: string) => signedInShopper(t.app, email, { firstname: 'Ada', lastname: 'lifter' })

async function attributesOf(productId: number) {
  const [row] = await t.db.db.select({ attributes: products.attributes }).from(products).where(eq(products.productId, productId))
  return row?.attributes ?? {}
}

/** Runs the invitation job now (it is due REVIEW_INVITE_DELAY_MS after publishing) and answers the link it mailed. */
async function mailInvitation(orderNumber: string): Promise<{ link: string; token: string }> {
  await t.db.db
    .update(outboxJobs)
    .set({ runAt: new Date() })
    .where(and(eq(outboxJobs.type, REVIEW_INVITE_JOB), sql`${outboxJobs.payload}->>'orderNumber' = ${orderNumber}`))
  await t.app.jobs.drain()
  const mail = mails().find((text) => text.includes(`Subject: How is your gear? Review your Ironhouse order ${orderNumber}`))
  expect(mail).toBeDefined()
  const link = /(http\S+\/mps-review\?order=(IH\d+)&token=([A-Za-z0-9_-]{43}))/.exec(mail ?? '')
  expect(link?.[2]).toBe(orderNumber)
  return { link: link?.[1] ?? '', token: link?.[3] ?? '' }
}

describe('platform §6 review provider: transaction tracking after purchase', () => {
  it('records the order\'s reviewable items once per product, skips products with hidden reviews, and mails the invitation 14 days later with a link to /mps-review', async () => {
    const { s, customer } = await customerShopper('tracked@example.com')
    const started = Date.now()
    const order = await checkOut(s, [{ productId: BOUGHT, qty: 2 }, { productId: HIDDEN, qty: 1 }], customer.email)
    const invitation = await invitationOf(t.db.db, order.orderId)
    expect(invitation?.items.map((item) => item.productId)).toEqual([BOUGHT])
    expect(invitation?.locale).toBe('en-US')
    const [job] = await t.db.db.select().from(outboxJobs).where(and(eq(outboxJobs.type, REVIEW_INVITE_JOB), sql`${outboxJobs.payload}->>'orderNumber' = ${order.orderId}`))
    expect(job?.status).toBe('pending')
    expect(new Date(job?.runAt ?? 0).getTime()).toBeGreaterThanOrEqual(started + REVIEW_INVITE_DELAY_MS)
    // nothing is mailed before then
    expect(mails().some((text) => text.includes(`Review your Ironhouse order ${order.orderId}`))).toBe(false)

    const { link, token } = await mailInvitation(order.orderId)
    expect(link.startsWith('http')).toBe(true)
    // the link opens the order's reviewable products in any browser, with no session
    const opened = await shopper(t.app).get(`/svc_review/invitations/${order.orderId}?token=${token}`)
    expect(opened.status).toBe(200)
    const read = ReviewInvitation.parse(opened.body)
    expect(read.items.map((item) => [item.productId, item.review])).toEqual([[BOUGHT, null]])
    // the job again sends nothing more
    const before = mails().length
    await withTransaction(t.db.db, async (tx) => tx.update(outboxJobs).set({ runAt: new Date() }).where(eq(outboxJobs.type, REVIEW_INVITE_JOB)))
    await t.app.jobs.drain()
    expect(mails().length).toBe(before)
  })

  it('platform §9: the review provider locale is en-GB for an order of the EUR site', async () => {
    await withTransaction(t.db.db, (tx) =>
      trackReviewableOrder(tx, { orderNumber: 'IH900000001', storeId: 5, customerId: null, email: 'eu@example.com', items: [{ productId: BOUGHT, sku: 'x', name: 'Ohio Bar', qty: 1, price: 100 }] }),
    )
    expect((await invitationOf(t.db.db, 'IH900000001'))?.locale).toBe('en-GB')
  })

  it('an order of hidden-reviews products only records no invitation', async () => {
    const { s, customer } = await customerShopper('hidden-only@example.com')
    const order = await checkOut(s, [{ productId: HIDDEN, qty: 1 }], customer.email)
    expect(await invitationOf(t.db.db, order.orderId)).toBeUndefined()
  })
})

describe('review invitation page /mps-review (shell §2): the token and the order\'s customer', () => {
  it('a guest order\'s mailed token writes a verified review; a wrong token is 401, another\'s order 404, a product not in the order 404', async () => {
    const guest = shopper(t.app)
    const order = await checkOut(guest, [{ productId: OTHER, qty: 1 }], 'guest-reviewer@example.com')
    const { token } = await mailInvitation(order.orderId)
    const stranger = shopper(t.app)
    const wrong = await stranger.get(`/svc_review/invitations/${order.orderId}?token=${'A'.repeat(43)}`)
    expect(wrong.status).toBe(401)
    expect(ErrorBody.parse(wrong.body).message).toBe('This review link is not valid or has expired')
    expect((await stranger.get(`/svc_review/invitations/${order.orderId}`)).status).toBe(401)
    expect((await stranger.get(`/svc_review/invitations/${order.orderId}?token=short`)).status).toBe(400)
    const { s: other } = await customerShopper('not-the-buyer@example.com')
    expect((await other.get(`/svc_review/invitations/${order.orderId}`)).status).toBe(404)
    expect((await stranger.post(`/svc_review/invitations/${order.orderId}/reviews`, { ...good, productId: BOUGHT, token })).status).toBe(404)

    const written = await stranger.post(`/svc_review/invitations/${order.orderId}/reviews`, { ...good, productId: OTHER, token })
    expect(written.status, JSON.stringify(written.body)).toBe(200)
    expect(ReviewWritten.parse(written.body).review).toMatchObject({ productId: OTHER, rating: 5, verified: true })
    // the same link edits it (one review per author and product)
    const again = await stranger.post(`/svc_review/invitations/${order.orderId}/reviews`, { ...good, rating: 4, productId: OTHER, token })
    expect(ReviewWritten.parse(again.body).review.id).toBe(ReviewWritten.parse(written.body).review.id)
    const listed = ProductReviews.parse((await stranger.get(`/svc_review/products/${OTHER}`)).body)
    expect(listed.reviews.filter((r) => r.body === good.body)).toEqual([expect.objectContaining({ authorName: 'Ada L.', rating: 4, verified: true })])
  })

  it('the signed-in customer of the order opens it without a token', async () => {
    const { s, customer } = await customerShopper('owner@example.com')
    const order = await checkOut(s, [{ productId: BOUGHT, qty: 1 }], customer.email)
    const opened = await s.get(`/svc_review/invitations/${order.orderId}`)
    expect(opened.status).toBe(200)
    expect(ReviewInvitation.parse(opened.body).items.map((item) => item.productId)).toEqual([BOUGHT])
    expect(opened.body).not.toHaveProperty('email')
  })
})

describe('reviews: verified buyer, one per product, the rating summary listings read', () => {
  it('a buyer\'s review is verified, another customer\'s is not; the product\'s rating_summary and review_count combine them with the earlier figures, and the listing index reads them', async () => {
    const { s: buyer, customer } = await customerShopper('buyer@example.com')
    await checkOut(buyer, [{ productId: BOUGHT, qty: 1 }], customer.email)
    const before = await attributesOf(BOUGHT)
    const baseCount = Number(before.review_count ?? 0)
    const baseAverage = Number(before.rating_summary ?? 0)

    const first = await buyer.post('/svc_review/reviews', { ...good, productId: BOUGHT })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(ReviewWritten.parse(first.body).review.verified).toBe(true)

    const { s: browser } = await customerShopper('browser@example.com')
    const second = await browser.post('/svc_review/reviews', { rating: 1, body: 'Never bought it but I have opinions.', productId: BOUGHT })
    expect(second.status).toBe(201)
    const written = ReviewWritten.parse(second.body)
    expect(written.review.verified).toBe(false)

    const count = baseCount + 2
    expect(written.summary.count).toBe(count)
    const attributes = await attributesOf(BOUGHT)
    expect(attributes.review_count).toBe(count)
    expect(attributes.rating_summary).toBe(written.summary.average)
    const listed = ProductReviews.parse((await shopper(t.app).get(`/svc_review/products/${BOUGHT}`)).body)
    expect(listed.summary).toEqual(written.summary)
    // the ratings without text (the demo store's baseline) and every written review
    const [baseline] = await t.db.db.select().from(reviewBaselines).where(eq(reviewBaselines.productId, BOUGHT))
    expect(baseline!.reviewCount + listed.written).toBe(count)
    expect(listed.reviews).toHaveLength(listed.written)
    const stars = Math.fround(baseline!.average) * baseline!.reviewCount + listed.reviews.reduce((sum, r) => sum + r.rating, 0)
    expect(written.summary.average).toBe(Math.round((stars / count) * 10) / 10)
    expect(Math.abs(written.summary.average! - (baseAverage * baseCount + 5 + 1) / count)).toBeLessThan(0.06)
    // the search index (rating_summary facet and rating sort, platform §3, §5) picks it up
    await refreshIndex(t.db.db)
    const [indexed] = await t.db.db.select({ rating: searchProducts.rating }).from(searchProducts).where(eq(searchProducts.productId, BOUGHT))
    expect(indexed?.rating).toBeCloseTo(written.summary.average ?? -1, 5)

    // one review per customer and product
    const twice = await buyer.post('/svc_review/reviews', { ...good, productId: BOUGHT })
    expect(twice.status).toBe(409)
    expect(ErrorBody.parse(twice.body).error).toBe('conflict')
  })

  it('two racing reviews of one customer and product: one is written, the other is 409', async () => {
    const { s } = await customerShopper('racer@example.com')
    const answers = await Promise.all([s.post('/svc_review/reviews', { ...good, productId: OTHER }), s.tab().post('/svc_review/reviews', { ...good, productId: OTHER })])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
  })

  it('edit and delete of one\'s own review; someone else\'s is 403, an unknown one 404, a guest 401', async () => {
    const { s: author } = await customerShopper('author@example.com')
    const created = ReviewWritten.parse((await author.post('/svc_review/reviews', { ...good, productId: OTHER })).body)
    const id = created.review.id

    const edited = await author.put(`/svc_review/reviews/${id}`, { rating: 2, title: '', body: 'Changed my mind after a month.' })
    expect(edited.status).toBe(200)
    const after = ReviewWritten.parse(edited.body)
    expect(after.review).toMatchObject({ rating: 2, body: 'Changed my mind after a month.' })
    expect(after.summary.count).toBe(created.summary.count)
    expect(OwnReviews.parse((await author.get('/svc_review/reviews')).body).reviews.map((r) => [r.id, r.rating])).toEqual([[id, 2]])

    const { s: other } = await customerShopper('someone-else@example.com')
    expect((await other.put(`/svc_review/reviews/${id}`, good)).status).toBe(403)
    expect((await other.del(`/svc_review/reviews/${id}`)).status).toBe(403)
    expect((await author.put('/svc_review/reviews/999999', good)).status).toBe(404)
    const guest = shopper(t.app)
    expect((await guest.get('/svc_review/reviews')).status).toBe(401)
    expect((await guest.post('/svc_review/reviews', { ...good, productId: OTHER })).status).toBe(401)
    expect((await guest.del(`/svc_review/reviews/${id}`)).status).toBe(401)

    const removed = await author.del(`/svc_review/reviews/${id}`)
    expect(removed.status).toBe(200)
    expect((removed.body.summary as { count: number }).count).toBe(created.summary.count - 1)
    expect(OwnReviews.parse((await author.get('/svc_review/reviews')).body).reviews).toEqual([])
  })

  it('bad input is a 4xx with the reason: stars outside 1–5, text too short or too long, an unknown product, a product with hidden reviews', async () => {
    const { s } = await customerShopper('bad-input@example.com')
    const cases: Array<[unknown, number, string]> = [
      [{ ...good, productId: OTHER, rating: 6 }, 400, 'choose a star rating from 1 to 5'],
      [{ ...good, productId: OTHER, rating: 0 }, 400, 'choose a star rating from 1 to 5'],
      [{ ...good, productId: OTHER, rating: 4.5 }, 400, 'choose a whole number of stars'],
      [{ ...good, productId: OTHER, body: 'Great' }, 400, 'the review needs at least 10 characters'],
      [{ ...good, productId: OTHER, body: 'x'.repeat(2001) }, 400, 'the review may have at most 2000 characters'],
      [{ ...good, productId: OTHER, title: 't'.repeat(121) }, 400, 'the title may have at most 120 characters'],
      [{ ...good, productId: 987654 }, 404, 'Product was not found'],
      [{ ...good, productId: HIDDEN }, 409, 'This product does not take reviews'],
    ]
    for (const [body, status, message] of cases) {
      const answer = await s.post('/svc_review/reviews', body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(JSON.stringify(answer.body)).toContain(message)
    }
    expect(OwnReviews.parse((await s.get('/svc_review/reviews')).body).reviews).toEqual([])
    expect((await shopper(t.app).get(`/svc_review/products/${HIDDEN}`)).status).toBe(404)
  })
})

describe('GET /svc_review/products/{id}: the published reviews a page at a time', () => {
  it('pages newest first by cursor, each review once, even when one is written between pages; a bad cursor is a 400', async () => {
    const read = async (query: string) => {
      const res = await shopper(t.app).get(`/svc_review/products/${OTHER}?${query}`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return ProductReviews.parse(res.body)
    }
    for (const [i, name] of ['pager-a', 'pager-b', 'pager-c'].entries()) {
      const { s } = await customerShopper(`${name}@example.com`)
      expect((await s.post('/svc_review/reviews', { rating: 3 + i, body: `Review number ${i + 1} of the pager test.`, productId: OTHER })).status).toBe(201)
    }
    const all = await read('limit=50')
    expect(all.written).toBeGreaterThanOrEqual(3)
    expect(all.reviews).toHaveLength(all.written)
    expect(all.next).toBeNull()
    expect(all.reviews[0]!.body).toBe('Review number 3 of the pager test.')

    const first = await read('limit=2')
    expect(first.reviews.map((r) => r.id)).toEqual(all.reviews.slice(0, 2).map((r) => r.id))
    expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/)
    // a review written after the first page is at the top, not on the next page
    const { s: late } = await customerShopper('pager-late@example.com')
    expect((await late.post('/svc_review/reviews', { rating: 5, body: 'Written while someone was paging.', productId: OTHER })).status).toBe(201)
    const seen = [...first.reviews]
    let next = first.next
    while (next) {
      const page = await read(`limit=2&after=${next}`)
      seen.push(...page.reviews)
      expect(page.written).toBe(all.written + 1)
      next = page.next
    }
    expect(seen.map((r) => r.id)).toEqual(all.reviews.map((r) => r.id))

    for (const bad of ['not-a-cursor!', Buffer.from('yesterday|12').toString('base64url'), Buffer.from('2026-01-01 00:00:00+00|0').toString('base64url')]) {
      const res = await shopper(t.app).get(`/svc_review/products/${OTHER}?after=${encodeURIComponent(bad)}`)
      expect(res.status, bad).toBe(400)
      expect(JSON.stringify(ErrorBody.parse(res.body).details)).toContain('not a reviews cursor')
    }
  })

  it('docs/reviews.md "Sorting": highest rated, lowest rated and most helpful first, each paged by cursor with every review once, ties newest first; another order\'s cursor or an unknown sort is a 400', async () => {
    const read = async (query: string) => {
      const res = await shopper(t.app).get(`/svc_review/products/${OTHER}?${query}`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return ProductReviews.parse(res.body)
    }
    const newest = (await read('limit=50')).reviews
    expect(newest.length).toBeGreaterThanOrEqual(4)
    // two shoppers find the oldest review helpful, one the second newest
    const oldest = newest.at(-1)!
    for (const voter of [shopper(t.app), shopper(t.app)]) expect((await voter.post(`/svc_review/reviews/${oldest.id}/helpful`)).status).toBe(200)
    expect((await shopper(t.app).post(`/svc_review/reviews/${newest[1]!.id}/helpful`)).status).toBe(200)
    const helpful = new Map([[oldest.id, 2], [newest[1]!.id, 1]])
    // the expected orders: by the key, ties in the newest-first order
    const rank = new Map(newest.map((r, i) => [r.id, i]))
    const by = (key: (r: (typeof newest)[number]) => number) => [...newest].sort((a, b) => key(a) - key(b) || rank.get(a.id)! - rank.get(b.id)!).map((r) => r.id)
    const expected = { highest: by((r) => -r.rating), lowest: by((r) => r.rating), helpful: by((r) => -(helpful.get(r.id) ?? 0)) }
    expect(expected.helpful[0]).toBe(oldest.id)
    expect(expected.highest).not.toEqual(expected.lowest)

    for (const [sort, ids] of Object.entries(expected)) {
      const seen: Array<number> = []
      let page = await read(`limit=2&sort=${sort}`)
      seen.push(...page.reviews.map((r) => r.id))
      while (page.next) {
        // a cursor belongs to its order
        const other = await shopper(t.app).get(`/svc_review/products/${OTHER}?sort=${sort === 'lowest' ? 'highest' : 'lowest'}&after=${page.next}`)
        expect(other.status).toBe(400)
        expect(JSON.stringify(ErrorBody.parse(other.body).details)).toContain('not a reviews cursor')
        page = await read(`limit=2&sort=${sort}&after=${page.next}`)
        seen.push(...page.reviews.map((r) => r.id))
      }
      expect(seen, sort).toEqual(ids)
    }
    const wrong = await shopper(t.app).get(`/svc_review/products/${OTHER}?sort=best`)
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(ErrorBody.parse(wrong.body).details)).toContain('sort by newest, highest, lowest or helpful')
  })
})
