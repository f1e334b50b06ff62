import { INITIAL_NEWSLETTER_STATE, newsletterResetDelayMs, type NewsletterForm, type NewsletterState } from '@ironhouse/domain'
import { useEffect, useRef, useState } from 'react'
import type * as NewsletterRules from './newsletter-rules.ts'

type Rules = typeof NewsletterRules

let rules: Promise<Rules> | undefined

/**
 * The machine's rules (reduceNewsletter with the form's validation), fetched once per page life on the
 * form's first focus or submit: the footer form of every page renders without them (issue 13).
 */
export function loadNewsletterRules(): Promise<Rules> {
  rules ??= import('./newsletter-rules.ts')
  // a failed fetch (offline, a new deployment) is tried again on the next use
  rules.catch(() => {
    rules = undefined
  })
  return rules
}

/**
 * The newsletter machine of shell §4 in a component: reduceNewsletter decides every step (a submit
 * from idle with a valid form starts loading, else stays idle with its field errors), `send` makes the
 * call only on that step, and success or error goes back to idle after newsletterResetDelayMs (3 s),
 * calling onReset with the state that ended. `prepare` fetches the rules ahead of a submit (on focus).
 */
export function useNewsletter(send: (form: NewsletterForm) => Promise<void>, onReset?: (after: NewsletterState) => void) {
  const [state, setState] = useState<NewsletterState>(INITIAL_NEWSLETTER_STATE)
  // the state a submit starts from (it runs once the rules are here, after this render)
  const current = useRef(state)
  useEffect(() => {
    current.current = state
  }, [state])
  useEffect(() => {
    const delay = newsletterResetDelayMs(state.status)
    if (delay === null) return
    const timer = setTimeout(() => {
      // success or error: the rules are here, the submit that led here used them
      void loadNewsletterRules().then(({ reduceNewsletter }) => setState((now) => reduceNewsletter(now, { type: 'reset' })))
      onReset?.(state)
    }, delay)
    return () => clearTimeout(timer)
    // the timer belongs to this state only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])
  const submit = (form: NewsletterForm) => {
    void loadNewsletterRules().then(({ reduceNewsletter }) => {
      const before = current.current
      const next = reduceNewsletter(before, { type: 'submit', form })
      current.current = next
      setState(next)
      if (before.status !== 'idle' || next.status !== 'loading') return
      send(form).then(
        () => setState((now) => reduceNewsletter(now, { type: 'saved' })),
        () => setState((now) => reduceNewsletter(now, { type: 'failed' })),
      )
    }, () => undefined)
  }
  const prepare = () => {
    void loadNewsletterRules().catch(() => undefined)
  }
  return { state, submit, prepare }
}
