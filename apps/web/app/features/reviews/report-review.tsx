import { useId, useState } from 'react'
import { REVIEW_REPORT_REASONS, type ReviewReportRequest } from '@ironhouse/contracts/reviews'
import { isNotFound } from '../../platform/api-error.ts'
import type { BrowserApiClient } from '../../platform/api-client.ts'

type State = { kind: 'closed' } | { kind: 'open'; reason: ReviewReportRequest['reason'] | null; error: string | null; sending: boolean } | { kind: 'sent' }

/**
 * "Report" under a review on the product page (docs/reviews.md "Reports"): the shopper says why (spam,
 * offensive, not about the product, something else) and sends it; staff find it in their list. A guest
 * may report too (the call gives them a session); a second report of the same review changes nothing.
 */
export function ReportReview({ api, reviewId, author }: { api: Pick<BrowserApiClient, 'post'>; reviewId: number; author: string }) {
  const [state, setState] = useState<State>({ kind: 'closed' })
  const name = useId()
  if (state.kind === 'sent') {
    return (
      <p role="status" className="product-review__reported">
        Thank you. Our team will look at this review.
      </p>
    )
  }
  if (state.kind === 'closed') {
    return (
      <button type="button" className="button button--link button--small" aria-label={`Report the review by ${author}`} onClick={() => setState({ kind: 'open', reason: null, error: null, sending: false })}>
        Report
      </button>
    )
  }
  const send = () => {
    if (!state.reason) {
      setState({ ...state, error: 'Choose why you are reporting this review.' })
      return
    }
    setState({ ...state, sending: true, error: null })
    api.post(`/svc_review/reviews/${reviewId}/report`, { reason: state.reason } satisfies ReviewReportRequest).then(
      () => setState({ kind: 'sent' }),
      (e: unknown) =>
        setState({ ...state, sending: false, error: isNotFound(e) ? 'This review is no longer shown.' : 'The report could not be sent. Please try again.' }),
    )
  }
  return (
    <form
      className="product-review__report"
      aria-label={`Report the review by ${author}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <fieldset aria-describedby={state.error ? `${name}-error` : undefined}>
        <legend>Why are you reporting this review?</legend>
        {REVIEW_REPORT_REASONS.map((reason) => (
          <label key={reason.value} className="checkbox">
            <input type="radio" name={name} value={reason.value} checked={state.reason === reason.value} onChange={() => setState({ ...state, reason: reason.value, error: null })} /> {reason.label}
          </label>
        ))}
      </fieldset>
      {state.error ? (
        <p id={`${name}-error`} role="alert" className="form-field__error">
          {state.error}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button button--secondary button--small" disabled={state.sending}>
          {state.sending ? 'Sending…' : 'Send report'}
        </button>{' '}
        <button type="button" className="button button--link button--small" onClick={() => setState({ kind: 'closed' })}>
          Cancel
        </button>
      </p>
    </form>
  )
}
