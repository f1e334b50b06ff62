// Account settings (shell §2, §3, §4, §5, §7, §8): the newsletters of the site (subscribed and
// unsubscribed through /svc_ssr/newsletters, the newsletter machine of shell §4 with its messages) and
// the interest and occupation segments (PUT /svc_customer/customer/segments).
import type { Customer, Site } from '@ironhouse/contracts'
import { INTEREST_SEGMENTS, occupationSegmentsForSite, policiesNoticeText, segmentName, type NewsletterForm } from '@ironhouse/domain'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useSessionStore } from '../../platform/session-context.tsx'
import { useNewsletter } from '../newsletter/use-newsletter.ts'
import { OutcomeNotice } from './profile-forms.tsx'

/**
 * The site's lists with the account's subscriptions checked. Saving subscribes the checked lists and
 * unsubscribes the ones unchecked; at least one list must be chosen to sign up ('Please select a list
 * to sign up', shell §5); "Unsubscribe from all" leaves every list.
 */
export function NewsletterSettings({ customer, site }: { customer: Customer; site: Site }) {
  const id = useId()
  const { api } = useSessionStore()
  const lists = site.forms.newsletters.email
  const [subscribed, setSubscribed] = useState<Array<number> | null>(null)
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const mode = useRef<'save' | 'leave'>('save')
  const [loadFailed, setLoadFailed] = useState(false)

  // the subscriptions, read again after each save (version)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    api.get<{ emailListIds: Array<number> }>(`/svc_ssr/newsletters/site/${site.code}/subscriptions`).then(
      (answer) => {
        if (!live) return
        setSubscribed(answer.emailListIds)
        setChosen(new Set(answer.emailListIds))
      },
      () => {
        // shell §8: a newsletters load failure is a warning only
        if (!live) return
        setLoadFailed(true)
        setSubscribed([])
      },
    )
    return () => {
      live = false
    }
  }, [api, site.code, version])

  const send = useCallback(
    async (form: NewsletterForm) => {
      const picked = form.lists.filter((l) => l.selected).map((l) => Number(l.id))
      const before = subscribed ?? []
      const body = (newsletters: Array<number>) => ({ email: customer.email, userId: String(customer._id), newsletters })
      if (mode.current === 'leave') {
        await api.post('/svc_ssr/newsletters/unsubscribe', body(picked))
      } else {
        const leaving = before.filter((listId) => !picked.includes(listId))
        await api.post('/svc_ssr/newsletters/subscribe', body(picked))
        if (leaving.length > 0) await api.post('/svc_ssr/newsletters/unsubscribe', body(leaving))
      }
      setVersion((v) => v + 1)
    },
    [api, customer.email, customer._id, subscribed],
  )
  const { state, submit } = useNewsletter(send)
  const busy = state.status === 'loading'

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    mode.current = 'save'
    submit({ email: customer.email, lists: lists.map((l) => ({ id: l.id, selected: chosen.has(l.id) })) })
  }

  return (
    <form method="post" className="account-form newsletter-settings" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Newsletters</h2>
      <p>
        We send them to <strong>{customer.email}</strong>.
      </p>
      {loadFailed ? <p className="notice">We could not load your subscriptions just now.</p> : null}
      <fieldset className="account-form__lists" aria-describedby={state.errors.lists ? `${id}-lists-error` : undefined}>
        <legend>Lists</legend>
        {lists.map((list) => (
          <label key={list.id} className="checkbox">
            <input
              type="checkbox"
              name="newsletters"
              value={list.id}
              checked={chosen.has(list.id)}
              disabled={subscribed === null}
              onChange={(event) =>
                setChosen((current) => {
                  const next = new Set(current)
                  if (event.target.checked) next.add(list.id)
                  else next.delete(list.id)
                  return next
                })
              }
            />{' '}
            {list.label}
          </label>
        ))}
        {state.errors.lists ? (
          <p id={`${id}-lists-error`} className="field-error">
            {state.errors.lists}
          </p>
        ) : null}
      </fieldset>
      <p className="policies-notice">{policiesNoticeText('signup')}</p>
      <div role="status" aria-live="polite">
        {state.message ? <p className={state.status === 'error' ? 'notice notice--error' : 'notice'}>{state.message}</p> : null}
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy || subscribed === null} aria-busy={busy}>
          Save Preferences
        </button>
        {(subscribed ?? []).length > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              mode.current = 'leave'
              submit({ email: customer.email, lists: lists.map((l) => ({ id: l.id, selected: (subscribed ?? []).includes(l.id) })) })
            }}
          >
            Unsubscribe from All
          </button>
        ) : null}
      </div>
    </form>
  )
}

export const SEGMENTS_SAVED = 'Your interests have been saved'

/** The interest segments, the site's occupation, and the primary segment among those chosen. */
export function SegmentsForm({ customer, siteCode, onSaved }: { customer: Customer; siteCode: string; onSaved: () => Promise<void> }) {
  const id = useId()
  const { api } = useSessionStore()
  const occupations = occupationSegmentsForSite(siteCode)
  const [interests, setInterests] = useState<Set<number>>(() => new Set(customer.segments.filter((s) => INTEREST_SEGMENTS.some((i) => i.id === s))))
  const [occupation, setOccupation] = useState<number | null>(() => customer.segments.find((s) => occupations.some((o) => o.id === s)) ?? null)
  const chosen = [...INTEREST_SEGMENTS.map((s) => s.id).filter((s) => interests.has(s)), ...(occupation === null ? [] : [occupation])]
  const [primary, setPrimary] = useState<number | null>(customer.primarySegment)
  const primaryShown = primary !== null && chosen.includes(primary) ? primary : null
  const [outcome, setOutcome] = useState<Parameters<typeof OutcomeNotice>[0]['outcome']>({ kind: 'idle' })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (outcome.kind === 'sending') return
    setOutcome({ kind: 'sending' })
    try {
      await api.put('/svc_customer/customer/segments', { segments: chosen, primarySegment: primaryShown })
      setOutcome({ kind: 'ok', text: SEGMENTS_SAVED })
      void onSaved()
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof Error && error.message ? error.message : 'We could not save your changes. Please try again' })
    }
  }

  return (
    <form method="post" className="account-form segments-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>My Interests</h2>
      <p>Tell us how you train and we will show you the gear, programs and stories that fit.</p>
      <fieldset className="account-form__lists segments-form__grid">
        <legend>How I train</legend>
        {INTEREST_SEGMENTS.map((segment) => (
          <label key={segment.id} className="checkbox">
            <input
              type="checkbox"
              checked={interests.has(segment.id)}
              onChange={(event) =>
                setInterests((current) => {
                  const next = new Set(current)
                  if (event.target.checked) next.add(segment.id)
                  else next.delete(segment.id)
                  return next
                })
              }
            />{' '}
            {segment.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="account-form__lists">
        <legend>Occupation</legend>
        <label className="checkbox">
          <input type="radio" name={`${id}-occupation`} checked={occupation === null} onChange={() => setOccupation(null)} /> Prefer not to say
        </label>
        {occupations.map((o) => (
          <label key={o.id} className="checkbox">
            <input type="radio" name={`${id}-occupation`} checked={occupation === o.id} onChange={() => setOccupation(o.id)} /> {o.name}
          </label>
        ))}
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-primary`} className="form-field__label">
          Primary interest
        </label>
        <select id={`${id}-primary`} className="form-select" value={primaryShown ?? ''} onChange={(event) => setPrimary(event.target.value === '' ? null : Number(event.target.value))}>
          <option value="">None</option>
          {chosen.map((segment) => (
            <option key={segment} value={segment}>
              {segmentName(segment)}
            </option>
          ))}
        </select>
      </div>
      <OutcomeNotice outcome={outcome} />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={outcome.kind === 'sending'} aria-busy={outcome.kind === 'sending'}>
          Save Interests
        </button>
      </div>
    </form>
  )
}
