import {
  INITIAL_NEWSLETTER_STATE,
  newsletterResetDelayMs,
  reduceNewsletter,
  type NewsletterForm,
  type NewsletterState,
} from '@ironhouse/domain'
import { useEffect, useReducer } from 'react'

/**
 * The newsletter machine of shell §4 in a component: reduceNewsletter decides every step (a submit
 * from idle with a valid form starts loading, else stays idle with its field errors), `send` makes the
 * call only on that step, and success or error goes back to idle after newsletterResetDelayMs (3 s),
 * calling onReset with the state that ended.
 */
export function useNewsletter(send: (form: NewsletterForm) => Promise<void>, onReset?: (after: NewsletterState) => void) {
  const [state, dispatch] = useReducer(reduceNewsletter, INITIAL_NEWSLETTER_STATE)
  useEffect(() => {
    const delay = newsletterResetDelayMs(state.status)
    if (delay === null) return
    const timer = setTimeout(() => {
      dispatch({ type: 'reset' })
      onReset?.(state)
    }, delay)
    return () => clearTimeout(timer)
    // the timer belongs to this state only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])
  const submit = (form: NewsletterForm) => {
    const next = reduceNewsletter(state, { type: 'submit', form })
    dispatch({ type: 'submit', form })
    if (state.status !== 'idle' || next.status !== 'loading') return
    send(form).then(
      () => dispatch({ type: 'saved' }),
      () => dispatch({ type: 'failed' }),
    )
  }
  return { state, submit }
}
