import { useRef, useState } from 'react'
import { binSignupErrorOutcome, planBinSignup } from '@ironhouse/domain'
import { codeOf, messageOf, useListClient } from './list-client.ts'

/**
 * Notify-me for an out-of-stock or notify-me item (shell §3 Bin, §4, §5): an email is required, the
 * sign-up is skipped when the product is already in the shopper's bins, and the server's
 * validation_error_already_subscribed counts as done.
 */
export function NotifyMe({ productId, parentId }: { productId: number; parentId?: number | undefined }) {
  const client = useListClient()
  // uncontrolled: an email typed before the page's script has loaded is kept by hydration (a
  // controlled input was reset to its empty state) and read when the shopper asks
  const emailInput = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle')
  const [message, setMessage] = useState('')

  async function signUp() {
    setState('busy')
    const email = emailInput.current?.value ?? ''
    try {
      const bins = await client.bins().catch(() => [])
      const plan = planBinSignup({ productId, email, bins: bins.map((b) => ({ product_id: b.product_id, parent_id: b.parent_id })) })
      if (plan.kind === 'invalid') {
        setState('error')
        setMessage('Please enter your email')
        return
      }
      if (plan.kind === 'send') await client.addBin(productId, email.trim(), parentId)
      setState('done')
      setMessage('We will email you when it is back in stock.')
    } catch (error) {
      if (binSignupErrorOutcome(codeOf(error)) === 'ignore') {
        setState('done')
        setMessage('We will email you when it is back in stock.')
        return
      }
      setState('error')
      setMessage(messageOf(error))
    }
  }

  return (
    <div className="notify-me">
      <p className="notify-me__title">Out of stock: get an email when it is back</p>
      <label htmlFor={`notify-${productId}`}>Email</label>
      <input
        ref={emailInput}
        id={`notify-${productId}`}
        type="email"
        autoComplete="email"
        required={false}
        onKeyDown={(event) => {
          // Enter signs up, as Notify Me does: the field sits inside the Add to Cart form, whose
          // submission it would otherwise be (a keyboard shopper's Enter did nothing they could see)
          if (event.key !== 'Enter') return
          event.preventDefault()
          if (state !== 'busy' && state !== 'done') void signUp()
        }}
      />
      <button type="button" className="button button--primary" onClick={() => void signUp()} disabled={state === 'busy' || state === 'done'}>
        Notify Me
      </button>
      {message ? (
        <p className={`notify-me__message notify-me__message--${state}`} role={state === 'error' ? 'alert' : 'status'}>
          {message}
        </p>
      ) : null}
    </div>
  )
}
