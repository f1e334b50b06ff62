import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import type { ReviewInvitation } from '@ironhouse/contracts/reviews'
import { loginRedirectPath } from '@ironhouse/domain'
import { ApiError } from '../../platform/api-error.ts'
import { PageMeta } from '../../platform/page-meta.tsx'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { messageOf } from '../cart/list-client.ts'
import { reviewClient } from './review-client.ts'
import { ReviewForm } from './review-form.tsx'
import { Stars } from '../../ui/stars.tsx'

type State = { kind: 'loading' } | { kind: 'login' } | { kind: 'failed'; message: string } | { kind: 'ready'; invitation: ReviewInvitation }

const ORDER = /^IH\d{9,12}$/

/**
 * /mps-review (shell §2, the page the review invitation opens; docs/reviews.md): the order's
 * reviewable products, each with a star rating and text, sent to the review provider. The mailed link
 * carries ?order= and &token=; without a token the signed-in customer of the order may use it. All of
 * it is read in the browser, so the page's HTML (kept by the page cache per URL) holds nothing of the
 * shopper; the page asks browsers not to send its address (and token) on as a referrer.
 */
export function ReviewInvitationView({ prefix }: { prefix: string }) {
  const { api, session } = useSessionStore()
  const client = useMemo(() => reviewClient(api), [api])
  const [params] = useSearchParams()
  const location = useLocation()
  const orderNumber = (params.get('order') ?? '').trim().toUpperCase()
  const token = params.get('token')
  const [loaded, setState] = useState<State>({ kind: 'loading' })
  const complete = ORDER.test(orderNumber)
  const state: State = complete ? loaded : { kind: 'failed', message: 'This review link is not complete. Please open the link from your review invitation mail again.' }
  const [writing, setWriting] = useState<number | null>(null)
  const [status, setStatus] = useState('')
  const loggedIn = session.loggedIn

  useEffect(() => {
    if (!complete) return
    let live = true
    client.invitation(orderNumber, token).then(
      (invitation) => live && setState({ kind: 'ready', invitation }),
      (e: unknown) => {
        if (!live) return
        if (e instanceof ApiError && e.status === 401 && !token) setState({ kind: 'login' })
        else setState({ kind: 'failed', message: messageOf(e) })
      },
    )
    return () => {
      live = false
    }
  }, [client, complete, orderNumber, token, loggedIn])

  return (
    <div className="page reviews reviews--invitation">
      <PageMeta title="Review Your Purchase" />
      <meta name="referrer" content="no-referrer" />
      <h1>Review Your Purchase</h1>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {state.kind === 'loading' ? <p aria-live="polite">Loading your order…</p> : null}
      {state.kind === 'login' ? (
        <p>
          Please <Link to={sitePath(prefix, loginRedirectPath(`${location.pathname.slice(prefix.length) || '/'}${location.search}`))}>log in</Link> with the account of
          this order, or open the link of your review invitation mail.
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <p>Order {state.invitation.orderNumber}</p>
          <p>Tell other lifters what you think of the gear you bought. Your name is shown as your first name and last initial.</p>
          {state.invitation.items.length === 0 ? <p>Nothing in this order takes reviews.</p> : null}
          <ul className="reviews__list">
            {state.invitation.items.map((item) => (
              <li key={item.productId} className="account-card review-card" data-testid="review-item">
                <h2>
                  <Link to={sitePath(prefix, item.url)}>{item.name}</Link>
                </h2>
                {item.review && writing !== item.productId ? (
                  <>
                    <p>
                      <Stars rating={item.review.rating} /> {item.review.title ? <strong>{item.review.title}</strong> : null}
                    </p>
                    <p className="review-card__body">{item.review.body}</p>
                    <p className="account-muted">Thank you for your review{item.review.verified ? ' (verified buyer)' : ''}.</p>
                    <button type="button" className="button button--secondary button--small" onClick={() => setWriting(item.productId)} aria-label={`Edit your review of ${item.name}`}>
                      Edit
                    </button>
                  </>
                ) : (
                  <ReviewForm
                    productName={item.name}
                    initial={item.review ? { rating: item.review.rating, title: item.review.title, body: item.review.body } : null}
                    submitLabel={item.review ? 'Save review' : 'Submit review'}
                    onCancel={item.review ? () => setWriting(null) : undefined}
                    onSave={async (draft) => {
                      const { review } = await client.writeForOrder(orderNumber, token, item.productId, draft)
                      setState((current) =>
                        current.kind === 'ready'
                          ? { kind: 'ready', invitation: { ...current.invitation, items: current.invitation.items.map((i) => (i.productId === item.productId ? { ...i, review } : i)) } }
                          : current,
                      )
                      setWriting(null)
                      setStatus(`Your review of ${item.name} was saved.`)
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
          {loggedIn ? (
            <p>
              <Link to={sitePath(prefix, '/account/reviews')}>See all your reviews</Link>
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
