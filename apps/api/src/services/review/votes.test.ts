// Helpful votes on reviews (ours: docs/reviews.md "Helpful votes"): any shopper finds a published review
// helpful once; the product's public read carries the count; the author cannot vote on their own review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { ErrorBody } from '@ironhouse/contracts'
import { HelpfulVote, ProductReviews, ReviewWritten } from '@ironhouse/contracts/reviews'
import { inventory, products, reviews, reviewVotes } from '@ironhouse/db'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInShopper } from '../../../test/sign-in.ts'

const OPERATOR_TOKEN = 'op_test_token_for_votes'
const PRODUCT = DEMO_IDS.ohioBar
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN }, addTestSignInRoute)
  await t.db.db.update(inventory).set({ qoh: 500 }).where(eq(inventory.productId, PRODUCT))
})
afterAll(async () => {
  await t.close()
})

const author = async (email: string, firstname: string) => (await signedInShopper(t.app, email, { firstname, lastname: 'tester' })).s

async function helpfulInPublicRead(id: number) {
  const read = ProductReviews.parse((await shopper(t.app).get(`/svc_review/products/${PRODUCT}?limit=50`)).body)
  return read.reviews.find((r) => r.id === id)?.helpful
}

describe('helpful votes (docs/reviews.md "Helpful votes")', () => {
  it('a guest and a customer find a review helpful: each vote counts once, a second by the same shopper changes nothing, and the public read carries the count', async () => {
    const writer = await author('helpful-writer@example.com', 'Hana')
    const written = ReviewWritten.parse((await writer.post('/svc_review/reviews', { rating: 5, body: 'The knurl is sharp enough for cleans without tearing hands.', productId: PRODUCT })).body).review
    expect(await helpfulInPublicRead(written.id)).toBe(0)

    // a guest without a cookie gets a session with the vote
    const guest = shopper(t.app)
    const first = await guest.post(`/svc_review/reviews/${written.id}/helpful`)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(HelpfulVote.parse(first.body)).toEqual({ helpful: 1, counted: true })
    expect(guest.jar.size).toBeGreaterThan(0)
    expect(HelpfulVote.parse((await guest.post(`/svc_review/reviews/${written.id}/helpful`)).body)).toEqual({ helpful: 1, counted: false })

    const customer = await author('helpful-voter@example.com', 'Vic')
    expect(HelpfulVote.parse((await customer.post(`/svc_review/reviews/${written.id}/helpful`)).body)).toEqual({ helpful: 2, counted: true })
    // the vote is the shopper's, not the address's: another guest counts too
    expect(HelpfulVote.parse((await shopper(t.app).post(`/svc_review/reviews/${written.id}/helpful`)).body)).toEqual({ helpful: 3, counted: true })

    // the public read lags a vote by at most its micro-cache (30 s); a review written clears that cache
    await writer.put(`/svc_review/reviews/${written.id}`, { rating: 5, body: 'The knurl is sharp enough for cleans, and the sleeves spin well.' })
    expect(await helpfulInPublicRead(written.id)).toBe(3)
    const [row] = await t.db.db.select({ helpful: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, written.id))
    expect(row?.helpful).toBe(3)
    expect(await t.db.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, written.id))).toHaveLength(3)
  })

  it('shoppers voting at once on the same review are each counted once', async () => {
    const writer = await author('helpful-race@example.com', 'Rae')
    const written = ReviewWritten.parse((await writer.post('/svc_review/reviews', { rating: 4, body: 'Good bar, the finish wears a bit at the sleeves.', productId: PRODUCT })).body).review
    const warmUp = ReviewWritten.parse((await (await author('helpful-warm@example.com', 'Wes')).post('/svc_review/reviews', { rating: 4, body: 'Solid sleeves, knurl on the gentle side.', productId: PRODUCT })).body).review
    const voters = Array.from({ length: 8 }, () => shopper(t.app))
    // every voter gets a session first (a vote on another review), so that the votes themselves race
    for (const v of voters) expect((await v.post(`/svc_review/reviews/${warmUp.id}/helpful`)).status).toBe(200)
    const answers = await Promise.all(voters.flatMap((v) => [v.post(`/svc_review/reviews/${written.id}/helpful`), v.post(`/svc_review/reviews/${written.id}/helpful`)]))
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    expect(answers.filter((a) => HelpfulVote.parse(a.body).counted)).toHaveLength(8)
    const [row] = await t.db.db.select({ helpful: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, written.id))
    expect(row?.helpful).toBe(8)
  })

  it('bad input: the author\'s own review is a 409, a hidden or unknown review 404, an id that is not a number 400', async () => {
    const writer = await author('helpful-self@example.com', 'Sam')
    const written = ReviewWritten.parse((await writer.post('/svc_review/reviews', { rating: 3, body: 'Decent, though the collars are loose.', productId: PRODUCT })).body).review
    const own = await writer.post(`/svc_review/reviews/${written.id}/helpful`)
    expect(own.status).toBe(409)
    expect(ErrorBody.parse(own.body)).toMatchObject({ error: 'conflict', message: 'You cannot vote on your own review' })

    const hidden = await t.app.inject({ method: 'POST', url: `/svc_review/operator/reviews/${written.id}/hide`, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, payload: { reason: 'Checked' } })
    expect(hidden.statusCode, hidden.body).toBe(200)
    const late = await shopper(t.app).post(`/svc_review/reviews/${written.id}/helpful`)
    expect(late.status).toBe(404)
    expect(ErrorBody.parse(late.body).message).toBe('Review was not found')
    expect((await shopper(t.app).post('/svc_review/reviews/999999999/helpful')).status).toBe(404)
    expect((await shopper(t.app).post('/svc_review/reviews/abc/helpful')).status).toBe(400)
    const [row] = await t.db.db.select({ helpful: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, written.id))
    expect(row?.helpful).toBe(0)
  })

  it('a review of a product that has since hidden its reviews takes no vote: 404, as the public read shows none of them', async () => {
    const writer = await author('helpful-hidden-product@example.com', 'Hal')
    const written = ReviewWritten.parse((await writer.post('/svc_review/reviews', { rating: 5, body: 'Spins well, the knurl holds in chalk-free sets.', productId: PRODUCT })).body).review
    const hideReviews = (on: boolean) =>
      t.db.db
        .update(products)
        .set({ attributes: on ? sql`${products.attributes} || '{"hide_reviews": "1"}'::jsonb` : sql`${products.attributes} - 'hide_reviews'` })
        .where(eq(products.productId, PRODUCT))
    await hideReviews(true)
    try {
      const vote = await shopper(t.app).post(`/svc_review/reviews/${written.id}/helpful`)
      expect(vote.status).toBe(404)
      expect(ErrorBody.parse(vote.body).message).toBe('Review was not found')
    } finally {
      await hideReviews(false)
    }
    const [row] = await t.db.db.select({ helpful: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, written.id))
    expect(row?.helpful).toBe(0)
    // shown again, the review takes votes again
    expect(HelpfulVote.parse((await shopper(t.app).post(`/svc_review/reviews/${written.id}/helpful`)).body)).toEqual({ helpful: 1, counted: true })
  })
})
