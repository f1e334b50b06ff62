import type { Site } from '@ironhouse/contracts'
import { policiesNoticeText } from '@ironhouse/domain'
import { useCallback, useId, useRef } from 'react'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { useNewsletter } from '../newsletter/use-newsletter.ts'

/**
 * Newsletter signup (shell §2 footer, §4, §5, §8): email and the site's lists, subscribed with
 * POST /svc_ssr/newsletters/subscribe. The machine shows 'Your preferences have been saved' or 'There
 * was an error saving your preferences' and resets after 3 s. Without JavaScript the form posts to
 * the newsletter page, which subscribes on the server.
 */
export function NewsletterForm({ site, prefix }: { site: Site; prefix: string }) {
  const id = useId()
  const { api, session } = useSessionStore()
  const formRef = useRef<HTMLFormElement>(null)
  const lists = site.forms.newsletters.email
  const send = useCallback(
    async (form: { email: string; lists: ReadonlyArray<{ id: number | string; selected?: boolean }> }) => {
      const newsletters = form.lists.filter((l) => l.selected).map((l) => Number(l.id))
      await api.post('/svc_ssr/newsletters/subscribe', { email: form.email.trim(), userId: session.customerId || null, newsletters })
    },
    [api, session.customerId],
  )
  const { state, submit, prepare } = useNewsletter(send, (finished) => {
    if (finished.status === 'success') formRef.current?.reset()
  })
  const busy = state.status === 'loading'
  return (
    <form
      ref={formRef}
      method="post"
      action={sitePath(prefix, '/newsletter-signup')}
      className="newsletter-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onFocus={prepare}
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const chosen = new Set(data.getAll('newsletters').map(String))
        submit({ email: String(data.get('email') ?? ''), lists: lists.map((l) => ({ id: l.id, selected: chosen.has(String(l.id)) })) })
      }}
    >
      <h2 id={`${id}-title`} className="footer-heading">
        Sign up for our newsletter
      </h2>
      <label htmlFor={`${id}-email`}>Email address</label>
      <div className="newsletter-form__row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={320}
          aria-invalid={state.errors.email ? true : undefined}
          aria-describedby={state.errors.email ? `${id}-email-error` : undefined}
        />
        <button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Signing up…' : 'Sign Up'}
        </button>
      </div>
      {state.errors.email && (
        <p id={`${id}-email-error`} className="field-error">
          {state.errors.email}
        </p>
      )}
      {lists.length > 0 && (
        <fieldset aria-describedby={state.errors.lists ? `${id}-lists-error` : undefined}>
          <legend>Lists</legend>
          {lists.map((list, i) => (
            <label key={list.id} className="checkbox">
              <input type="checkbox" name="newsletters" value={list.id} defaultChecked={i === 0} /> {list.label}
            </label>
          ))}
          {state.errors.lists && (
            <p id={`${id}-lists-error`} className="field-error">
              {state.errors.lists}
            </p>
          )}
        </fieldset>
      )}
      <p role="status" className={state.status === 'error' ? 'notice notice--error' : state.message ? 'notice' : 'visually-hidden'}>
        {state.message ?? ''}
      </p>
      <p className="policies-notice">{policiesNoticeText('signup')}</p>
    </form>
  )
}
