import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { Product } from '@ironhouse/contracts'
import type { OwnReview } from '@ironhouse/contracts/reviews'
import { loginRedirectPath } from '@ironhouse/domain'
import { PageMeta } from '../../platform/page-meta.tsx'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { messageOf } from '../cart/list-client.ts'
import { reviewClient } from './review-client.ts'
import { ReviewForm } from './review-form.tsx'
import { Stars } from '../../ui/stars.tsx'

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; product: Pick<Product, 'name' | 'url'>; review: OwnReview | null }

/**
 * /mps-review?product={id}, the product page's "Write a review" (docs/reviews.md "On the product page"):
 * a signed-in customer writes (or edits) their review of one product; a guest is asked to log in first.
 * Read in the browser, as the invitation view: the page's HTML holds nothing of the shopper.
 */
export function ProductReviewWrite({ productId, prefix }: { productId: number; prefix: string }) {
  const { api, session } = useSessionStore()
  const client = useMemo(() => reviewClient(api), [api])
  const location = useLocation()
  const loggedIn = session.loggedIn
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [editing, setEditing] = useState(false)
  const [status, setStatus] = useState('')

  useEffect(() => {
    if (!loggedIn) return
    let live = true
    Promise.all([api.get<{ product: Product }>(`/svc_content/catalog/product/${productId}`), client.mine()]).then(
      ([{ product }, mine]) => live && setState({ kind: 'ready', product, review: mine.find((r) => r.productId === productId) ?? null }),
      (e: unknown) => live && setState({ kind: 'failed', message: messageOf(e) }),
    )
    return () => {
      live = false
    }
  }, [api, client, productId, loggedIn])

  return (
    <div className="page reviews reviews--product">
      <PageMeta title="Write a Review" />
      <h1>Write a Review</h1>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {!loggedIn ? (
        <p>
          Please <Link to={sitePath(prefix, loginRedirectPath(`${location.pathname.slice(prefix.length) || '/'}${location.search}`))}>log in</Link> to write a review.
        </p>
      ) : state.kind === 'loading' ? (
        <p aria-live="polite">Loading…</p>
      ) : state.kind === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {state.message}
        </p>
      ) : (
        <div className="account-card review-card" data-testid="review-item">
          <h2>
            <Link to={sitePath(prefix, state.product.url)}>{state.product.name}</Link>
          </h2>
          {state.review && !editing ? (
            <>
              <p>
                <Stars rating={state.review.rating} /> {state.review.title ? <strong>{state.review.title}</strong> : null}
              </p>
              <p className="review-card__body">{state.review.body}</p>
              <p className="account-muted">Thank you for your review{state.review.verified ? ' (verified buyer)' : ''}.</p>
              <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)} aria-label={`Edit your review of ${state.product.name}`}>
                Edit
              </button>
            </>
          ) : (
            <ReviewForm
              productName={state.product.name}
              initial={state.review ? { rating: state.review.rating, title: state.review.title, body: state.review.body } : null}
              submitLabel={state.review ? 'Save review' : 'Submit review'}
              onCancel={state.review ? () => setEditing(false) : undefined}
              onSave={async (draft) => {
                const { review } = state.review ? await client.update(state.review.id, draft) : await client.write(productId, draft)
                setState({ ...state, review })
                setEditing(false)
                setStatus(`Your review of ${state.product.name} was saved.`)
              }}
            />
          )}
          <p>
            <Link to={sitePath(prefix, '/account/reviews')}>See all your reviews</Link>
          </p>
        </div>
      )}
    </div>
  )
}
