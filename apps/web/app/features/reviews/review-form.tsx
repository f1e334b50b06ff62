import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { REVIEW_LIMITS } from '@ironhouse/contracts/reviews'
import { messageOf } from '../cart/list-client.ts'
import { StarRatingInput } from './star-rating.tsx'

export type ReviewDraft = { rating: number; title: string; body: string }

type Problems = { rating?: string; body?: string; title?: string }

/** The limits of docs/reviews.md, checked before sending (the server checks them again). */
export function problemsOf(draft: ReviewDraft): Problems {
  const problems: Problems = {}
  if (!(draft.rating >= REVIEW_LIMITS.ratingMin && draft.rating <= REVIEW_LIMITS.ratingMax)) problems.rating = 'Choose a star rating from 1 to 5.'
  const body = draft.body.trim().length
  if (body < REVIEW_LIMITS.bodyMin) problems.body = `Your review needs at least ${REVIEW_LIMITS.bodyMin} characters.`
  else if (body > REVIEW_LIMITS.bodyMax) problems.body = `Your review may have at most ${REVIEW_LIMITS.bodyMax} characters.`
  if (draft.title.trim().length > REVIEW_LIMITS.titleMax) problems.title = `The title may have at most ${REVIEW_LIMITS.titleMax} characters.`
  return problems
}

/**
 * Stars, an optional title and the text of a review. `onSave` sends it; a refusal of the server is
 * shown as it says it.
 */
export function ReviewForm({
  productName,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  productName: string
  initial: ReviewDraft | null
  submitLabel: string
  onSave: (draft: ReviewDraft) => Promise<void>
  onCancel?: (() => void) | undefined
}) {
  const id = useId()
  const [draft, setDraft] = useState<ReviewDraft>(initial ?? { rating: 0, title: '', body: '' })
  const [shown, setShown] = useState<Problems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = problemsOf(draft)
    setShown(problems)
    setFailure(null)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    try {
      await onSave({ rating: draft.rating, title: draft.title.trim(), body: draft.body.trim() })
    } catch (error) {
      setFailure(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} noValidate aria-label={`Review of ${productName}`}>
      <StarRatingInput legend="Your rating" value={draft.rating} onChange={(rating) => setDraft({ ...draft, rating })} error={shown.rating ?? null} />
      <div className="form-field" data-invalid={shown.title ? 'true' : undefined}>
        <label htmlFor={`${id}-title`} className="form-field__label">
          Title (optional)
        </label>
        <input
          id={`${id}-title`}
          name="title"
          type="text"
          value={draft.title}
          maxLength={REVIEW_LIMITS.titleMax}
          aria-invalid={shown.title ? true : undefined}
          aria-describedby={shown.title ? `${id}-title-error` : undefined}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        {shown.title ? (
          <p id={`${id}-title-error`} className="form-field__error">
            {shown.title}
          </p>
        ) : null}
      </div>
      <div className="form-field" data-invalid={shown.body ? 'true' : undefined}>
        <label htmlFor={`${id}-body`} className="form-field__label">
          Your review<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={5}
          value={draft.body}
          maxLength={REVIEW_LIMITS.bodyMax}
          required
          aria-invalid={shown.body ? true : undefined}
          aria-describedby={`${id}-body-hint${shown.body ? ` ${id}-body-error` : ''}`}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        />
        <p id={`${id}-body-hint`} className="account-muted">
          {REVIEW_LIMITS.bodyMin}–{REVIEW_LIMITS.bodyMax} characters: how you use it, what you like, what could be better.
        </p>
        {shown.body ? (
          <p id={`${id}-body-error`} className="form-field__error">
            {shown.body}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="review-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  )
}
