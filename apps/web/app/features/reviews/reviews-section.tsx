import { lazy, Suspense, useCallback, useState } from 'react'
import type { CSSProperties } from 'react'
import { useKeepPlaceBelow } from '../../platform/keep-place.ts'
import { useSeenOnce } from '../../platform/seen-once.ts'

/** The reviews' request and list, fetched as the section nears the viewport (as "You may also like"). */
const ProductReviewsList = lazy(() => import('./product-reviews.tsx'))

/** The reviews section's id: the rating under the product's title links to it. */
export const REVIEWS_ANCHOR = 'reviews'

/** Reviews read at first and by each "Show more reviews" (product-reviews.tsx). */
export const REVIEWS_PAGE = 5

/**
 * The list's place before it arrives: busy (aria-busy) only once the section is loading, so a section
 * the shopper has not come near is not announced, or waited for, as loading. While loading it keeps the
 * room of the reviews the list shows first (the section's `--review-rows`: the product's review count, at
 * most a page; styles/pages.css), so a list filling in view does not push the footer down a screen.
 */
const placeholder = (busy: boolean) => (
  <div className="product-reviews__body product-reviews__body--loading" aria-busy={busy ? true : undefined}>
    <p role="status">Loading reviews…</p>
  </div>
)

/**
 * The "Reviews" section of a product page (docs/reviews.md "On the product page"): the heading and a
 * placeholder of the list's height in the page's HTML; the list's code and the product's reviews arrive
 * when the section comes within 400px of the viewport. Not rendered for a product whose reviews are
 * hidden (the loader tells), and removed when the review provider answers so (404).
 */
export function ReviewsSection({ productId, prefix, count }: { productId: number; prefix: string; count: number }) {
  const rows = Math.min(count, REVIEWS_PAGE)
  const [ref, seen] = useSeenOnce<HTMLElement>('400px')
  useKeepPlaceBelow(ref)
  const [hidden, setHidden] = useState(false)
  const hide = useCallback(() => setHidden(true), [])
  if (hidden) return null
  return (
    <section
      ref={ref}
      id={REVIEWS_ANCHOR}
      className="product-reviews"
      aria-labelledby="reviews-heading"
      style={rows > 0 ? ({ '--review-rows': rows } as CSSProperties) : undefined}
    >
      <h2 id="reviews-heading">Reviews</h2>
      {seen ? (
        <Suspense fallback={placeholder(true)}>
          <ProductReviewsList productId={productId} prefix={prefix} onHidden={hide} />
        </Suspense>
      ) : (
        placeholder(false)
      )}
    </section>
  )
}
