import type { ProductDraft } from './draft.ts'
import { hashUnit } from './ratings.ts'

// Written reviews of the demo store (docs/reviews.md "Demo reviews"): each rated catalogue product
// (ratings.ts gives its average and count) gets up to eight published reviews with a title and text,
// and the rest of its count stays a baseline of ratings without text (review_baselines, the earlier
// provider's figures). The written stars are picked so that the baseline and the written reviews
// combine, as the review service recomputes them (refreshSummary), to the product's demo average: the
// product record, the listings and the search index keep the same rating with or without them. A
// product rated by one review keeps it as a rating only. Everything follows from the product id and
// the generator's `now`, so the same product has the same reviews in every demo store.

export type DemoReviewRow = {
  productId: number
  email: string
  authorName: string
  rating: number
  title: string
  body: string
  verified: boolean
  storeId: number
  locale: string
  createdAt: string
  updatedAt: string
}
export type DemoReviewBaselineRow = { productId: number; reviewCount: number; average: number }

/** At most this many written reviews per product. */
export const MAX_WRITTEN_REVIEWS = 8
/** Written reviews are generated for the first this many products (the demo catalogue; not the bench's filler). */
const WRITTEN_FOR_FIRST = 300
const DAY_MS = 86_400_000

const FIRST_NAMES = [
  'Marcus', 'Dana', 'Luis', 'Priya', 'Tom', 'Kara', 'Andre', 'Mei', 'Jonah', 'Sofia', 'Eli', 'Hannah', 'Rashad', 'Greta',
  'Owen', 'Nadia', 'Caleb', 'Ines', 'Derek', 'Yuki', 'Brooke', 'Mateo', 'Claire', 'Tariq', 'Wes', 'Lena', 'Bo', 'Amara',
]
const INITIALS = 'ABCDEFGHJKLMNPRSTVW'

type Copy = { title: string; body: string }
/** Titles and texts by star rating; `{the}` is "the" and the product's name, `{The}` the same opening a sentence. */
const COPY: Record<1 | 2 | 3 | 4 | 5, ReadonlyArray<Copy>> = {
  5: [
    { title: 'Worth every penny', body: 'Solid build, clean welds and a finish that has held up to daily use. I would buy {the} again without thinking twice.' },
    { title: 'Best purchase for my garage gym', body: 'Arrived well packed and ahead of the date I was given. Set up in under an hour and it has not moved since.' },
    { title: 'Built like a tank', body: 'Heavier and sturdier than I expected. Six months of five training days a week and it still looks new.' },
    { title: 'Exactly as described', body: 'The specs on the page are spot on. Quality is excellent and {the} feels like it will outlast me.' },
    { title: 'Great quality, fast shipping', body: 'Ordered on a Monday, training with it on Friday. Customer service answered my question the same day.' },
    { title: 'Top notch', body: 'You can tell this was made by people who lift. Every detail is thought through.' },
    { title: 'Would recommend', body: 'My training partner bought one after using mine for a week. No regrets from either of us.' },
    { title: 'Five stars, easily', body: 'I compared a few brands before ordering {the}. Glad I went with this one: the fit and finish are a step above.' },
  ],
  4: [
    { title: 'Very good, one small gripe', body: 'Great quality overall. The instructions could be clearer, but once it was together {the} has been excellent.' },
    { title: 'Solid choice', body: 'Does everything I need and feels durable. Knocked one star off because shipping took a few days longer than quoted.' },
    { title: 'Happy with it', body: 'Good value for the money. A couple of small scuffs out of the box, nothing that affects use.' },
    { title: 'Does the job well', body: 'Sturdy and well finished. I wish it came in more colours, but that is my only complaint.' },
    { title: 'Good purchase', body: 'Took some effort to assemble on my own, and it has been rock solid since.' },
    { title: 'Nearly perfect', body: 'Everything I hoped for except the paint, which chips if you are careless with plates. Still recommend it.' },
    { title: 'Reliable', body: 'I use it three times a week and it has held up well. The price was fair too.' },
    { title: 'Good, not great', body: '{The} is well made. Delivery needed a second attempt, which cost me a weekend.' },
  ],
  3: [
    { title: 'Okay for the price', body: 'It works, but the finish is not as even as I hoped. Fine for a home gym.' },
    { title: 'Mixed feelings', body: '{The} itself is decent. Delivery was delayed twice and the box arrived a bit beaten up.' },
    { title: 'Average', body: 'Does what it says. Nothing special, nothing wrong. I expected a little more for this money.' },
    { title: 'Fine, with caveats', body: 'Works for what I need. The hardware that came with it felt cheap, so I replaced a few bolts.' },
    { title: 'It is alright', body: 'Good enough for my garage, though I noticed some play after a few months. Tightening everything fixed most of it.' },
    { title: 'Decent but pricey', body: 'Quality is fine. I am just not sure it is worth the premium over cheaper options.' },
    { title: 'Middle of the road', body: 'Solid enough, but the measurements were a little off from the listing. Check your space before ordering.' },
    { title: 'Three stars', body: 'Not bad, not amazing. It arrived on time and does the job for light training.' },
  ],
  2: [
    { title: 'Not what I expected', body: 'The finish started wearing within a few weeks of light use. Support was helpful, but I am disappointed.' },
    { title: 'Had issues', body: 'Some holes did not line up during assembly and I needed to widen one. It works now, but that took an evening.' },
    { title: 'Below expectations', body: 'Looks good in the photos, but in person the finish is rough and a few edges are sharp.' },
    { title: 'Returned the first one', body: 'The first one arrived scratched. The replacement is better, but I expected more care at this price.' },
    { title: 'Not for heavy use', body: 'Fine for light sessions. Under heavier loads it flexes more than I am comfortable with.' },
    { title: 'Meh', body: 'Functional, but the coating rubbed off where my hands go within a month.' },
    { title: 'Two stars for support', body: 'The product let me down, but the support team sorted a partial refund quickly.' },
    { title: 'Could be better', body: 'Assembly instructions were missing a step and one bolt was the wrong size. It works once sorted.' },
  ],
  1: [
    { title: 'Disappointed', body: 'Arrived with a bent part. The replacement took two weeks, and I had to train without it in the meantime.' },
    { title: 'Would not buy again', body: 'Too light for what I do and it wobbles under load. Returned it.' },
    { title: 'Poor quality control', body: 'Welds on mine were uneven and one joint had a visible gap. Sent it straight back.' },
    { title: 'Not as pictured', body: 'The colour and the finish were nothing like the photos. Returned within the week.' },
    { title: 'Broke quickly', body: 'A part cracked after a month of normal use. Support replaced it, but I have lost trust in it.' },
    { title: 'Save your money', body: 'Rattles and shifts no matter how tight the bolts are. Not safe for the weights I lift.' },
    { title: 'Missing parts', body: 'Two pieces were missing from the box and it took ten days to get them. Frustrating start.' },
    { title: 'Very disappointed', body: 'Expected much more from this brand. The fit between parts is sloppy.' },
  ],
}

const clampStar = (n: number) => Math.min(5, Math.max(1, n)) as 1 | 2 | 3 | 4 | 5

/**
 * The written reviews and baseline of one rated product, such that the baseline's average (stored as
 * a 4-byte real) and the written stars combine to `rating` over `count` reviews, rounded to one
 * decimal as refreshSummary rounds.
 */
export function demoReviewsOf(productId: number, name: string, rating: number, count: number, nowMs: number): { written: Array<DemoReviewRow>; baseline: DemoReviewBaselineRow } {
  const k = Math.min(count - 1, 2 + Math.floor(hashUnit(productId, 10) * (MAX_WRITTEN_REVIEWS - 1)))
  if (k <= 0) return { written: [], baseline: { productId, reviewCount: count, average: rating } }
  // stars around the average: mostly its nearest whole star, some one either side
  const stars = Array.from({ length: k }, (_, i) => {
    const u = hashUnit(productId * 16 + i, 11)
    return clampStar(Math.round(rating) + (u < 0.2 ? -1 : u > 0.85 ? 1 : 0))
  })
  const baseCount = count - k
  const sum = () => stars.reduce((a, b) => a + b, 0)
  // move stars toward the average until the baseline's average is a possible one (1 to 5 stars)
  for (let guard = 0; guard < 8 * k; guard += 1) {
    const base = (rating * count - sum()) / baseCount
    const at = base > 5 ? stars.findIndex((s) => s < 5) : base < 1 ? stars.findIndex((s) => s > 1) : -1
    if (at < 0) break
    stars[at] = clampStar(stars[at]! + (base > 5 ? 1 : -1))
  }
  const average = Math.round(((rating * count - sum()) / baseCount) * 10_000) / 10_000
  const theName = /^the /i.test(name) ? name.slice(4) : name
  const seen = new Map<number, number>()
  const written = stars.map((star, i): DemoReviewRow => {
    // the n-th review of a star rating takes the pool's next text, so a product's reviews differ
    const pool = COPY[star]
    const nth = seen.get(star) ?? 0
    seen.set(star, nth + 1)
    const copy = pool[(Math.floor(hashUnit(productId, 12 + star) * pool.length) + nth) % pool.length]!
    const first = FIRST_NAMES[Math.floor(hashUnit(productId * 16 + i, 13) * FIRST_NAMES.length)]!
    const initial = INITIALS[Math.floor(hashUnit(productId * 16 + i, 14) * INITIALS.length)]!
    // newest first in i: from 3 days to about two years before now
    const daysAgo = 3 + Math.floor((i + hashUnit(productId * 16 + i, 15)) * (720 / k))
    const at = new Date(nowMs - daysAgo * DAY_MS - Math.floor(hashUnit(productId * 16 + i, 16) * DAY_MS)).toISOString()
    return {
      productId,
      email: `reviewer-${productId}-${i + 1}@demo.ironhouse.shop`,
      authorName: `${first} ${initial}.`,
      rating: star,
      title: copy.title,
      body: copy.body.replaceAll('{the}', `the ${theName}`).replaceAll('{The}', `The ${theName}`),
      // the earlier provider's verified-buyer mark, carried over with the review
      verified: hashUnit(productId * 16 + i, 17) < 0.8,
      storeId: 1,
      locale: 'en-US',
      createdAt: at,
      updatedAt: at,
    }
  })
  return { written, baseline: { productId, reviewCount: baseCount, average } }
}

/** The demo catalogue's written reviews and baselines (rated, listed products among the first 300). */
export function generateDemoReviews(drafts: ReadonlyArray<ProductDraft>, nowMs: number): { reviews: Array<DemoReviewRow>; reviewBaselines: Array<DemoReviewBaselineRow> } {
  const reviews: Array<DemoReviewRow> = []
  const reviewBaselines: Array<DemoReviewBaselineRow> = []
  for (const d of drafts.slice(0, WRITTEN_FOR_FIRST)) {
    const { rating_summary: rating, review_count: count } = d.row.attributes ?? {}
    if (typeof rating !== 'number' || typeof count !== 'number') continue
    const { written, baseline } = demoReviewsOf(d.row.productId, d.row.name, rating, count, nowMs)
    reviews.push(...written)
    reviewBaselines.push(baseline)
  }
  return { reviews, reviewBaselines }
}
