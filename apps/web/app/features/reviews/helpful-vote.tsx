import { useState } from 'react'
import type { HelpfulVote as HelpfulAnswer } from '@ironhouse/contracts/reviews'
import { ApiError, isNotFound } from '../../platform/api-error.ts'
import type { BrowserApiClient } from '../../platform/api-client.ts'
import { helpfulText } from './review-text.ts'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; helpful: number; message: string } | { kind: 'failed'; message: string }

/** What the shopper is told when a vote is refused: the review is gone, it is their own, or the call failed. */
function refusalOf(e: unknown): string {
  if (isNotFound(e)) return 'This review is no longer shown.'
  if (e instanceof ApiError && e.code === 'conflict') return 'This is your own review.'
  return 'Your vote could not be sent. Please try again.'
}

/**
 * "Helpful" under a review on the product page (docs/reviews.md "Helpful votes"): how many shoppers
 * found it helpful, and a button to say so. The count after a vote is the server's answer; a shopper's
 * second vote changes nothing, and they are told so. A guest may vote (the call gives them a session).
 */
export function HelpfulVote({ api, reviewId, author, helpful, locale }: { api: Pick<BrowserApiClient, 'post'>; reviewId: number; author: string; helpful: number; locale: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const vote = () => {
    setState({ kind: 'sending' })
    api.post<HelpfulAnswer>(`/svc_review/reviews/${reviewId}/helpful`, {}).then(
      (answer) => {
        setState({ kind: 'done', helpful: answer.helpful, message: answer.counted ? 'Thank you for your feedback.' : 'You found this review helpful already.' })
      },
      (e: unknown) => setState({ kind: 'failed', message: refusalOf(e) }),
    )
  }
  // the count the server answered to this shopper's vote, else the one the list read (which may lag a vote by its caches)
  const said = helpfulText(state.kind === 'done' ? state.helpful : helpful, locale)
  return (
    <p className="product-review__helpful">
      {said ? `${said}. ` : null}
      {state.kind === 'done' ? null : (
        <button type="button" className="button button--secondary button--small" aria-label={`Helpful: the review by ${author}`} disabled={state.kind === 'sending'} onClick={vote}>
          Helpful
        </button>
      )}
      <span role="status">{state.kind === 'failed' ? ` ${state.message}` : state.kind === 'done' ? state.message : ''}</span>
    </p>
  )
}
