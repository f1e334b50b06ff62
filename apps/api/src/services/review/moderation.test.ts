// Review moderation by staff (ours: docs/reviews.md "Moderation"): the operator hides a review with a
// reason and shows it again; a hidden review leaves the public read and the product's rating summary
// (the attributes listings, the rating_summary facet and the rating sort read), and stays its author's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, sql } from 'drizzle-orm'
import { ErrorBody } from '@ironhouse/contracts'
import { OwnReviews, ProductReviews, ReviewWritten } from '@ironhouse/contracts/reviews'
import { inventory, outboxJobs, products, reviews, searchProducts } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInShopper } from '../../../test/sign-in.ts'
import { refreshIndex } from '../search/public.ts'

const OPERATOR_TOKEN = 'op_test_token_for_reviews'
const PRODUCT = DEMO_IDS.ohioBar
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN }, addTestSignInRoute)
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, PRODUCT))
})
afterAll(async () => {
  await t.close()
})

type Staff = { id: number; status: string; hiddenReason: string | null; moderation: Array<{ action: string; by: string; at: string; reason?: string }>; productName: string; authorName: string }

const operator = (method: 'GET' | 'POST', url: string, body?: unknown, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({ method, url: `/svc_review/operator${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) })

const author = async (email: string, firstname: string) => (await signedInShopper(t.app, email, { firstname, lastname: 'tester' })).s

async function summaryOf(productId: number) {
  const [row] = await t.db.db.select({ attributes: products.attributes }).from(products).where(eq(products.productId, productId))
  await refreshIndex(t.db.db)
  const [indexed] = await t.db.db.select({ rating: searchProducts.rating }).from(searchProducts).where(eq(searchProducts.productId, productId))
  return { average: row?.attributes.rating_summary, count: row?.attributes.review_count, indexed: indexed?.rating ?? null }
}

/** The mails queued in the outbox to this address, oldest first. */
const mailsTo = async (email: string) =>
  (await t.db.db.select({ payload: outboxJobs.payload }).from(outboxJobs).where(and(eq(outboxJobs.type, 'mail.send'), sql`${outboxJobs.payload}->>'to' = ${email}`)).orderBy(asc(outboxJobs.id))).map(
    (row) => row.payload as { to: string; subject: string; text: string },
  )

const publicRead = async () => ProductReviews.parse((await shopper(t.app).get(`/svc_review/products/${PRODUCT}?limit=50`)).body)

describe('review moderation: staff hide and show a review', () => {
  it('hiding takes the review out of the public read and the product\'s average and count (and the search index); the author still sees it with the reason; showing restores it', async () => {
    const kept = await author('kept@example.com', 'Kim')
    const withoutRude = ReviewWritten.parse((await kept.post('/svc_review/reviews', { rating: 5, title: 'Solid', body: 'A good bar for the money, spins well.', productId: PRODUCT })).body).summary
    const rude = await author('rude@example.com', 'Rex')
    const written = ReviewWritten.parse((await rude.post('/svc_review/reviews', { rating: 1, title: 'Spam', body: 'Buy cheap bars at example dot com now!', productId: PRODUCT })).body)
    const id = written.review.id
    const before = await summaryOf(PRODUCT)
    expect(before.count).toBe(written.summary.count)

    const listed = await operator('GET', '/reviews?status=published')
    expect(listed.statusCode).toBe(200)
    expect(listed.headers['cache-control']).toBe('private, no-store')
    const page = listed.json() as { total: number; pageSize: number; reviews: Array<Staff> }
    // newest first, with the product's name and the author's shown name
    expect(page.reviews[0]).toMatchObject({ id, productName: expect.stringContaining('Ohio Bar'), authorName: 'Rex T.', status: 'published', hiddenReason: null })
    expect(page.pageSize).toBe(25)

    const hidden = await operator('POST', `/reviews/${id}/hide`, { reason: '  Advertises another shop  ' })
    expect(hidden.statusCode, hidden.body).toBe(200)
    const answer = hidden.json() as { review: Staff; summary: { average: number | null; count: number } }
    expect(answer.review).toMatchObject({ status: 'hidden', hiddenReason: 'Advertises another shop' })
    expect(answer.review.moderation).toEqual([{ action: 'hide', by: 'operator', at: expect.any(String), reason: 'Advertises another shop' }])
    // the summary is again what it was before the hidden review was written
    expect(answer.summary).toEqual(withoutRude)

    // every public read: the product's reviews and summary, the attributes listings read, the search index's rating
    const read = await publicRead()
    expect(read.reviews.map((r) => r.id)).not.toContain(id)
    expect(read.reviews.some((r) => r.authorName === 'Kim T.')).toBe(true)
    expect(read.summary).toEqual(answer.summary)
    const after = await summaryOf(PRODUCT)
    expect(after.count).toBe(written.summary.count - 1)
    expect(after.average).toBe(answer.summary.average)
    expect(after.indexed).toBeCloseTo(answer.summary.average ?? -1, 5)

    // the author still has it, marked with the reason
    const own = OwnReviews.parse((await rude.get('/svc_review/reviews')).body).reviews
    expect(own).toEqual([expect.objectContaining({ id, hidden: { reason: 'Advertises another shop', at: expect.any(String) } })])

    // hiding again is the same state, no second history entry
    const again = await operator('POST', `/reviews/${id}/hide`, { reason: 'Another reason' })
    expect(again.statusCode).toBe(200)
    expect((again.json() as { review: Staff }).review).toMatchObject({ status: 'hidden', hiddenReason: 'Advertises another shop' })
    expect((again.json() as { review: Staff }).review.moderation).toHaveLength(1)
    expect(((await operator('GET', '/reviews?status=hidden')).json() as { reviews: Array<Staff> }).reviews.map((r) => r.id)).toEqual([id])

    const shown = await operator('POST', `/reviews/${id}/show`)
    expect(shown.statusCode).toBe(200)
    const restored = shown.json() as { review: Staff; summary: { average: number | null; count: number } }
    expect(restored.review).toMatchObject({ status: 'published', hiddenReason: null })
    expect(restored.review.moderation.map((m) => m.action)).toEqual(['hide', 'show'])
    expect(restored.summary).toEqual(written.summary)
    expect((await publicRead()).reviews.map((r) => r.id)).toContain(id)
    expect((await summaryOf(PRODUCT)).count).toBe(before.count)
    expect(OwnReviews.parse((await rude.get('/svc_review/reviews')).body).reviews[0]?.hidden).toBeNull()
    expect((await operator('POST', `/reviews/${id}/show`)).statusCode).toBe(200)
  })

  it('the author\'s edit of a hidden review keeps it hidden: not in the public read, not in the summary', async () => {
    const s = await author('editor@example.com', 'Eve')
    const written = ReviewWritten.parse((await s.post('/svc_review/reviews', { rating: 1, body: 'Rude words that staff will hide.', productId: PRODUCT })).body)
    const id = written.review.id
    expect((await operator('POST', `/reviews/${id}/hide`, { reason: 'Offensive language' })).statusCode).toBe(200)
    const hiddenCount = (await publicRead()).summary.count

    const edited = await s.put(`/svc_review/reviews/${id}`, { rating: 5, title: 'Nicer now', body: 'Rewritten politely, five stars.' })
    expect(edited.status).toBe(200)
    const answer = ReviewWritten.parse(edited.body)
    expect(answer.review.hidden).toEqual({ reason: 'Offensive language', at: expect.any(String) })
    expect(answer.summary.count).toBe(hiddenCount)
    const read = await publicRead()
    expect(read.reviews.map((r) => r.id)).not.toContain(id)
    expect(read.summary.count).toBe(hiddenCount)
    const [row] = await t.db.db.select({ status: reviews.status, rating: reviews.rating }).from(reviews).where(eq(reviews.id, id))
    expect(row).toEqual({ status: 'hidden', rating: 5 })
  })

  it('without the operator token 401, a wrong one 401, an unknown review 404, a bad reason 400 validation_error', async () => {
    const s = await author('checked@example.com', 'Cal')
    const id = ReviewWritten.parse((await s.post('/svc_review/reviews', { rating: 4, body: 'Fine bar, knurl a bit soft.', productId: PRODUCT })).body).review.id

    expect((await operator('GET', '/reviews', undefined, null)).statusCode).toBe(401)
    const noToken = await operator('POST', `/reviews/${id}/hide`, { reason: 'x' }, null)
    expect(noToken.statusCode).toBe(401)
    expect(ErrorBody.parse(noToken.json()).error).toBe('invalid_api_key')
    expect((await operator('POST', `/reviews/${id}/show`, undefined, 'wrong')).statusCode).toBe(401)
    // a bad body without the token is still 401: the token is checked first
    expect((await operator('POST', `/reviews/${id}/hide`, { reason: '' }, null)).statusCode).toBe(401)

    const unknown = await operator('POST', '/reviews/999999/hide', { reason: 'Spam' })
    expect(unknown.statusCode).toBe(404)
    expect(ErrorBody.parse(unknown.json()).message).toBe('Review was not found')
    expect((await operator('POST', '/reviews/999999/show')).statusCode).toBe(404)

    for (const reason of ['', '   ', 'x'.repeat(201), 'line\u0000break', undefined]) {
      const bad = await operator('POST', `/reviews/${id}/hide`, reason === undefined ? {} : { reason })
      expect(bad.statusCode, JSON.stringify(reason)).toBe(400)
      expect(ErrorBody.parse(bad.json()).error).toBe('validation_error')
    }
    expect((await operator('POST', `/reviews/${id}/hide`, { reason: 'x'.repeat(200) })).statusCode).toBe(200)
    expect((await publicRead()).reviews.map((r) => r.id)).not.toContain(id)
  })

  it('a store without an operator token has no moderation calls (404)', async () => {
    const closed = await openTestApp({}, addTestSignInRoute)
    try {
      const answer = await closed.app.inject({ method: 'GET', url: '/svc_review/operator/reviews', headers: { authorization: 'Bearer anything' } })
      expect(answer.statusCode).toBe(404)
    } finally {
      await closed.close()
    }
  })

  it('a review written, edited or deleted is in the product\'s public read at once, though that read is kept by the micro-cache', async () => {
    const writer = await author('fresh@example.com', 'Fay')
    const bodies = async () => (await publicRead()).reviews.map((review) => review.body)
    await bodies() // the read is now kept
    const written = ReviewWritten.parse((await writer.post('/svc_review/reviews', { rating: 4, body: 'Fresh review, seen at once.', productId: PRODUCT })).body)
    expect(await bodies()).toContain('Fresh review, seen at once.')
    expect((await writer.put(`/svc_review/reviews/${written.review.id}`, { rating: 5, body: 'Edited review, seen at once.' })).status).toBe(200)
    expect(await bodies()).toContain('Edited review, seen at once.')
    expect((await writer.del(`/svc_review/reviews/${written.review.id}`)).status).toBe(200)
    expect((await bodies()).filter((body) => body.includes('seen at once'))).toEqual([])
  })
})

describe('reports: shoppers report a review, staff see the counts (docs/reviews.md "Reports")', () => {
  type Reported = Staff & { reports: { total: number; reasons: Record<string, number> } }
  const listReported = async () => {
    const res = await operator('GET', '/reviews?reported=1')
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as { total: number; reviews: Array<Reported> }).reviews
  }

  it('a guest and a customer report a review with a reason; a shopper\'s second report changes nothing; staff list it, the most reported first, with the counts by reason', async () => {
    const writer = await author('reported@example.com', 'Rita')
    const written = ReviewWritten.parse((await writer.post('/svc_review/reviews', { rating: 1, body: 'Cheap bars at example dot com, visit now!', productId: PRODUCT })).body).review
    const other = ReviewWritten.parse((await (await author('other-reported@example.com', 'Otto')).post('/svc_review/reviews', { rating: 4, body: 'Fine bar, a little sharp knurl.', productId: PRODUCT })).body).review

    // a guest without a cookie gets a session with the report
    const guest = shopper(t.app)
    const first = await guest.post(`/svc_review/reviews/${written.id}/report`, { reason: 'spam' })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toEqual({ reported: true })
    expect(guest.jar.size).toBeGreaterThan(0)
    // the same shopper again, with another reason: still one report, the first reason kept
    expect((await guest.post(`/svc_review/reviews/${written.id}/report`, { reason: 'offensive' })).status).toBe(200)
    const customer = await author('reporter@example.com', 'Reese')
    expect((await customer.post(`/svc_review/reviews/${written.id}/report`, { reason: 'spam' })).status).toBe(200)
    expect((await shopper(t.app).post(`/svc_review/reviews/${written.id}/report`, { reason: 'offensive' })).status).toBe(200)
    expect((await shopper(t.app).post(`/svc_review/reviews/${other.id}/report`, { reason: 'off_topic' })).status).toBe(200)

    const listed = await listReported()
    expect(listed.map((r) => r.id).slice(0, 2)).toEqual([written.id, other.id])
    expect(listed[0]!.reports).toEqual({ total: 3, reasons: { spam: 2, offensive: 1 } })
    expect(listed[1]!.reports).toEqual({ total: 1, reasons: { off_topic: 1 } })
    // a review nobody reported is not in that list, and shows no reports in the whole list
    const all = (await operator('GET', '/reviews')).json() as { reviews: Array<Reported> }
    expect(all.reviews.find((r) => r.id !== written.id && r.id !== other.id)?.reports).toEqual({ total: 0, reasons: {} })

    // staff hide it: the answer keeps its reports; a hidden review cannot be reported (404, as an unknown one)
    const hidden = await operator('POST', `/reviews/${written.id}/hide`, { reason: 'Advertises another shop' })
    expect((hidden.json() as { review: Reported }).review.reports.total).toBe(3)
    const late = await shopper(t.app).post(`/svc_review/reviews/${written.id}/report`, { reason: 'spam' })
    expect(late.status).toBe(404)
    expect(ErrorBody.parse(late.body).message).toBe('Review was not found')
  })

  it('the signed-in shopper who reported a review is told by mail when staff take it down, once; a guest reporter is not (no address); the author is not mailed by it', async () => {
    const writer = await author('told-author@example.com', 'Tara')
    const written = ReviewWritten.parse((await writer.post('/svc_review/reviews', { rating: 1, body: 'Buy your bars at another shop instead.', productId: PRODUCT })).body).review
    const reporter = await author('told-reporter@example.com', 'Remy')
    expect((await reporter.post(`/svc_review/reviews/${written.id}/report`, { reason: 'spam' })).status).toBe(200)
    expect((await shopper(t.app).post(`/svc_review/reviews/${written.id}/report`, { reason: 'spam' })).status).toBe(200)
    expect(await mailsTo('told-reporter@example.com')).toEqual([])

    expect((await operator('POST', `/reviews/${written.id}/hide`, { reason: 'Advertises another shop' })).statusCode).toBe(200)
    const [mail, ...more] = await mailsTo('told-reporter@example.com')
    expect(more).toEqual([])
    expect(mail?.subject).toMatch(/^Thank you for reporting a review of /)
    expect(mail?.text).toContain('Hi Remy,')
    expect(mail?.text).toContain('Our team looked at it and has taken it down')
    // staff's reason is their own: the mail does not quote it
    expect(mail?.text).not.toContain('Advertises another shop')
    expect(await mailsTo('told-author@example.com')).toEqual([])

    // shown again and hidden again: the reporter was told already
    expect((await operator('POST', `/reviews/${written.id}/show`)).statusCode).toBe(200)
    expect((await operator('POST', `/reviews/${written.id}/hide`, { reason: 'Spam' })).statusCode).toBe(200)
    expect(await mailsTo('told-reporter@example.com')).toHaveLength(1)
  })

  it('bad input: an unknown reason or none is a 400 with the reason, an unknown review 404, a review id that is not a number 400; a report changes no public read', async () => {
    const s = shopper(t.app)
    const [someone] = await t.db.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.status, 'published')).limit(1)
    for (const body of [{ reason: 'boring' }, {}, { reason: 7 }]) {
      const res = await s.post(`/svc_review/reviews/${someone!.id}/report`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(ErrorBody.parse(res.body).details)).toContain('choose why you are reporting this review')
    }
    expect((await s.post('/svc_review/reviews/999999999/report', { reason: 'spam' })).status).toBe(404)
    expect((await s.post('/svc_review/reviews/abc/report', { reason: 'spam' })).status).toBe(400)
    const before = await publicRead()
    await s.post(`/svc_review/reviews/${someone!.id}/report`, { reason: 'other' })
    expect(await publicRead()).toEqual(before)
  })
})

describe('replies: staff answer a review in public (docs/reviews.md "Replies")', () => {
  it('staff write a reply, the product\'s public read shows it at once with its time; a new text replaces it, an empty one removes it', async () => {
    const writer = await author('replied@example.com', 'Ray')
    const written = ReviewWritten.parse((await writer.post('/svc_review/reviews', { rating: 2, body: 'The sleeve spin stopped after a month.', productId: PRODUCT })).body).review
    expect((await publicRead()).reviews.find((r) => r.id === written.id)?.reply).toBeNull()

    const text = 'Sorry to hear it, Ray. Our team has emailed you about a free bushing kit.'
    const replied = await operator('POST', `/reviews/${written.id}/reply`, { text: `  ${text}  ` })
    expect(replied.statusCode, replied.body).toBe(200)
    expect((replied.json() as { review: { reply: { text: string; at: string } } }).review.reply.text).toBe(text)
    const shown = (await publicRead()).reviews.find((r) => r.id === written.id)
    expect(shown?.reply?.text).toBe(text)
    expect(Date.parse(shown!.reply!.at)).toBeGreaterThan(Date.now() - 60_000)

    // the author is mailed the reply, with a link to the product's reviews on the site's configured origin
    const [mail, ...more] = await mailsTo('replied@example.com')
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Ironhouse replied to your review of The Ohio Bar')
    expect(mail?.text).toContain('Hi Ray,')
    expect(mail?.text).toContain('We replied to your review, "The sleeve spin stopped after a month.":')
    expect(mail?.text).toContain(text)
    expect(mail?.text).toContain(`Read it on the product's page: ${t.app.publicOrigin('USA')}/the-ohio-bar#reviews`)

    await operator('POST', `/reviews/${written.id}/reply`, { text: 'Replaced answer.' })
    expect((await publicRead()).reviews.find((r) => r.id === written.id)?.reply?.text).toBe('Replaced answer.')
    // a changed reply is mailed again, the same text sent twice once
    await operator('POST', `/reviews/${written.id}/reply`, { text: 'Replaced answer.' })
    expect((await mailsTo('replied@example.com')).map((m) => m.text.includes('Replaced answer.'))).toEqual([false, true])
    await operator('POST', `/reviews/${written.id}/reply`, { text: '   ' })
    expect((await publicRead()).reviews.find((r) => r.id === written.id)?.reply).toBeNull()
    // a removal is not mailed, nor a reply to a review staff have hidden
    await operator('POST', `/reviews/${written.id}/hide`, { reason: 'Answered by mail' })
    await operator('POST', `/reviews/${written.id}/reply`, { text: 'Kept for the record.' })
    expect(await mailsTo('replied@example.com')).toHaveLength(2)
  })

  it('bad input: a reply over 1,000 characters or with control characters is a 400, an unknown review 404, no token 401', async () => {
    const [someone] = await t.db.db.select({ id: reviews.id }).from(reviews).limit(1)
    expect((await operator('POST', `/reviews/${someone!.id}/reply`, { text: 'x'.repeat(1001) })).statusCode).toBe(400)
    expect((await operator('POST', `/reviews/${someone!.id}/reply`, { text: 'bell\u0007' })).statusCode).toBe(400)
    expect((await operator('POST', `/reviews/${someone!.id}/reply`, {})).statusCode).toBe(400)
    const unknown = await operator('POST', '/reviews/999999999/reply', { text: 'Hello' })
    expect(unknown.statusCode).toBe(404)
    expect(ErrorBody.parse(unknown.json()).message).toBe('Review was not found')
    expect((await operator('POST', `/reviews/${someone!.id}/reply`, { text: 'Hello' }, null)).statusCode).toBe(401)
    const [after] = await t.db.db.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, someone!.id))
    expect(after?.reply).toBeNull()
  })
})
