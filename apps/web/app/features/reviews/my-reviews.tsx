import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { OwnReview } from '@ironhouse/contracts/reviews'
import { PageMeta } from '../../platform/page-meta.tsx'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { messageOf } from '../cart/list-client.ts'
import { reviewClient } from './review-client.ts'
import { ReviewForm } from './review-form.tsx'
import { Stars } from '../../ui/stars.tsx'

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })

/**
 * /account/reviews (shell §2 account children): the customer's reviews, newest first, each with
 * Edit (the same form as the review page) and Delete. Read in the browser: the page's HTML holds
 * nothing of the shopper.
 */
export function MyReviews({ prefix }: { prefix: string }) {
  const { api } = useSessionStore()
  const client = useMemo(() => reviewClient(api), [api])
  const [reviews, setReviews] = useState<Array<OwnReview> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<number | null>(null)
  const [status, setStatus] = useState('')

  useEffect(() => {
    let live = true
    client.mine().then(
      (list) => live && setReviews(list),
      (e: unknown) => live && setError(messageOf(e)),
    )
    return () => {
      live = false
    }
  }, [client])

  const remove = async (review: OwnReview) => {
    if (!window.confirm(`Delete your review of ${review.productName}?`)) return
    try {
      await client.remove(review.id)
      setReviews((list) => list?.filter((r) => r.id !== review.id) ?? null)
      setStatus(`Your review of ${review.productName} was deleted.`)
    } catch (e) {
      setError(messageOf(e))
    }
  }

  return (
    <div className="account-section reviews">
      <PageMeta title="My Reviews" />
      <h1>My Reviews</h1>
      <p>The reviews you wrote. Editing one updates the product&apos;s rating straight away.</p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {reviews === null && !error ? <p aria-live="polite">Loading your reviews…</p> : null}
      {reviews?.length === 0 ? (
        <p>
          You have not written a review yet. After an order arrives we mail you a link to review it; you can also open your{' '}
          <Link to={sitePath(prefix, '/account/orders')}>orders</Link>.
        </p>
      ) : null}
      <ul className="account-cards reviews__list">
        {reviews?.map((review) => (
          <li key={review.id} className="account-card review-card" data-testid="my-review">
            <h2>
              <Link to={sitePath(prefix, review.productUrl)}>{review.productName}</Link>
            </h2>
            {editing === review.id ? (
              <ReviewForm
                productName={review.productName}
                initial={{ rating: review.rating, title: review.title, body: review.body }}
                submitLabel="Save review"
                onCancel={() => setEditing(null)}
                onSave={async (draft) => {
                  const { review: saved } = await client.update(review.id, draft)
                  setReviews((list) => list?.map((r) => (r.id === saved.id ? saved : r)) ?? null)
                  setEditing(null)
                  setStatus(`Your review of ${review.productName} was saved.`)
                }}
              />
            ) : (
              <>
                {review.hidden ? (
                  <p className="notice notice--error" data-testid="review-hidden">
                    <strong>Hidden by our moderators.</strong> Reason: {review.hidden.reason} (other shoppers do not see this review; editing it keeps it hidden)
                  </p>
                ) : null}
                <p>
                  <Stars rating={review.rating} /> {review.title ? <strong>{review.title}</strong> : null}
                </p>
                <p className="review-card__body">{review.body}</p>
                <p className="account-muted">
                  {review.verified ? 'Verified buyer · ' : ''}
                  {review.updatedAt !== review.createdAt ? `Edited ${dateOf(review.updatedAt)}` : `Written ${dateOf(review.createdAt)}`}
                </p>
                <div className="review-card__actions">
                  <button type="button" className="button button--secondary button--small" onClick={() => setEditing(review.id)} aria-label={`Edit your review of ${review.productName}`}>
                    Edit
                  </button>
                  <button type="button" className="button button--secondary button--small" onClick={() => void remove(review)} aria-label={`Delete your review of ${review.productName}`}>
                    Delete
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
