import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { REVIEW_SORTS, type ProductReviews, type ReviewSort } from '@ironhouse/contracts/reviews'
import { isNotFound } from '../../platform/api-error.ts'
import { useOptionalSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { HelpfulVote } from './helpful-vote.tsx'
import { ReportReview } from './report-review.tsx'
import { ratingText, reviewCountText, reviewDateText } from './review-text.ts'
import { Stars } from '../../ui/stars.tsx'
import { REVIEWS_PAGE } from './reviews-section.tsx'

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: ProductReviews; sort: ReviewSort }

/**
 * The product page's reviews (docs/reviews.md "On the product page"), fetched by the browser once the
 * section nears the viewport (reviews-section.tsx): the summary, then the newest reviews five at a
 * time, each "Show more reviews" reading the next page after the last one shown. A 404 (the product's
 * reviews are hidden) removes the section.
 */
export default function ProductReviewsList({ productId, prefix, onHidden }: { productId: number; prefix: string; onHidden: () => void }) {
  const api = useOptionalSessionStore()?.api
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle')
  const [firstAddedId, setFirstAddedId] = useState<number | null>(null)
  const [sort, setSort] = useState<ReviewSort>('newest')
  const sortId = useId()
  const firstAdded = useRef<HTMLLIElement | null>(null)
  useEffect(() => {
    if (!api) return
    let live = true
    api.get<ProductReviews>(`/svc_review/products/${productId}`, { query: { limit: REVIEWS_PAGE, sort } }).then(
      (data) => live && setState({ kind: 'ready', data, sort }),
      (e: unknown) => {
        if (!live) return
        if (isNotFound(e)) onHidden()
        else setState({ kind: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [api, productId, attempt, onHidden, sort])
  useEffect(() => firstAdded.current?.focus(), [firstAddedId])

  const showMore = (shown: ProductReviews) => {
    if (!api || !shown.next) return
    setMore('loading')
    api.get<ProductReviews>(`/svc_review/products/${productId}`, { query: { limit: REVIEWS_PAGE, sort, after: shown.next } }).then(
      (page) => {
        setMore('idle')
        setFirstAddedId(page.reviews[0]?.id ?? null)
        setState({ kind: 'ready', data: { ...page, reviews: [...shown.reviews, ...page.reviews] }, sort })
      },
      () => setMore('failed'),
    )
  }

  const write = (
    <Link className="button button--secondary" to={sitePath(prefix, `/mps-review?product=${productId}`)}>
      Write a review
    </Link>
  )
  if (state.kind !== 'ready') {
    return (
      <div className={state.kind === 'loading' ? 'product-reviews__body product-reviews__body--loading' : 'product-reviews__body'} aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? (
          <p role="status">Loading reviews…</p>
        ) : (
          <p role="alert">
            The reviews could not be loaded.{' '}
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => {
                setState({ kind: 'loading' })
                setAttempt((n) => n + 1)
              }}
            >
              Try again
            </button>
          </p>
        )}
      </div>
    )
  }
  const { summary, reviews, written, next } = state.data
  const locale = document.documentElement.lang || 'en-US'
  return (
    <div className="product-reviews__body" aria-busy={state.sort !== sort}>
      {summary.average !== null && summary.count > 0 ? (
        <p className="product-reviews__summary" data-testid="review-summary">
          <span aria-hidden="true">
            <Stars rating={Math.round(summary.average)} />
          </span>{' '}
          <strong>{ratingText(summary.average)}</strong> · {reviewCountText(summary.count, locale)}
        </p>
      ) : (
        <p>No reviews yet</p>
      )}
      {written > 0 && written < summary.count ? <p className="product-reviews__note">Ratings without a written review count in the average but are not listed.</p> : null}
      {write}
      {written > 1 ? (
        <p className="product-reviews__sort">
          <label htmlFor={sortId}>Sort reviews</label>{' '}
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              setMore('idle')
              setFirstAddedId(null)
              setSort(event.currentTarget.value as ReviewSort)
            }}
          >
            {REVIEW_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {reviews.length > 0 ? (
        <ul className="product-reviews__list">
          {reviews.map((review) => (
            <li key={review.id} className="product-review" data-testid="product-review" tabIndex={-1} ref={review.id === firstAddedId ? firstAdded : undefined}>
              <p>
                <Stars rating={review.rating} /> {review.title ? <strong>{review.title}</strong> : null}
              </p>
              <p className="product-review__body">{review.body}</p>
              <p className="product-review__meta">
                {review.authorName}
                {review.verified ? ' · Verified buyer' : ''} · <time dateTime={review.createdAt}>{reviewDateText(review.createdAt, locale)}</time>
              </p>
              {review.reply ? (
                <div className="product-review__reply">
                  <p className="product-review__meta">
                    <strong>Response from Ironhouse</strong> · <time dateTime={review.reply.at}>{reviewDateText(review.reply.at, locale)}</time>
                  </p>
                  <p className="product-review__body">{review.reply.text}</p>
                </div>
              ) : null}
              {api ? (
                <div className="product-review__actions">
                  <HelpfulVote api={api} reviewId={review.id} author={review.authorName} helpful={review.helpful} locale={locale} />
                  <ReportReview api={api} reviewId={review.id} author={review.authorName} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {next ? (
        <p>
          <button type="button" className="button button--secondary" disabled={more === 'loading' || state.sort !== sort} onClick={() => showMore(state.data)}>
            {more === 'loading' ? 'Loading reviews…' : 'Show more reviews'}
          </button>
          {more === 'failed' ? <span role="alert"> More reviews could not be loaded. Please try again.</span> : null}
        </p>
      ) : null}
    </div>
  )
}
