import { NewsletterUnsubscribeLinkResponse, SuccessResponse } from '@ironhouse/contracts'
import { NEWSLETTER_MESSAGES } from '@ironhouse/domain'
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { ApiError, isNotFound } from '../platform/api.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { guardEntry, notFound, pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/newsletter-unsubscribe'

const TITLE = 'Unsubscribe'

/** A token of ours is URL-safe and short; anything else cannot be a link we mailed. */
function tokenOf(params: { token?: string | undefined }): string {
  const token = params.token ?? ''
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(token)) notFound()
  return token
}

/**
 * /newsletter/unsubscribe/{token}: the page a newsletter mail links to (ours, docs/storefront.md). It
 * names the address and the lists it is on, every one ticked; the subscriber confirms with a button (a
 * link alone never unsubscribes, so a mail scanner that opens it changes nothing). No sign-in needed:
 * the token stands for the address it was mailed to. A link that is not ours answers 404 with the API's
 * message.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const token = tokenOf(args.params)
  try {
    const link = await page.api.get(`/svc_ssr/newsletters/unsubscribe/${token}`, NewsletterUnsubscribeLinkResponse, { storeId: false })
    return { prefix: page.ref.prefix, link, invalid: null }
  } catch (error) {
    if (!isNotFound(error)) throw error
    return data({ prefix: page.ref.prefix, link: null, invalid: (error as ApiError).message }, { status: 404 })
  }
}

/** Removes the ticked lists with POST /svc_ssr/newsletters/unsubscribe and the link's token. */
export async function action(args: Route.ActionArgs) {
  const page = pageContext(args)
  const token = tokenOf(args.params)
  const form = await args.request.formData()
  const email = String(form.get('email') ?? '')
  const newsletters = form.getAll('newsletters').map(Number).filter((id) => Number.isInteger(id) && id > 0)
  if (newsletters.length === 0) return data({ ok: false, message: 'Please select a list to unsubscribe from', removed: [] }, { status: 400 })
  try {
    await page.api.post('/svc_ssr/newsletters/unsubscribe', { email, newsletters, token }, SuccessResponse, { storeId: false })
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return data({ ok: false, message: error.message, removed: [] }, { status: error.status })
    return data({ ok: false, message: NEWSLETTER_MESSAGES.failure, removed: [] }, { status: 503 })
  }
  return { ok: true, message: NEWSLETTER_MESSAGES.success, removed: newsletters }
}

export default function NewsletterUnsubscribe() {
  const { prefix, link, invalid } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const continueLink = (
    <p>
      <Link to={sitePath(prefix, '/')}>Continue shopping</Link>
    </p>
  )
  if (link === null) {
    return (
      <div className="page page--message">
        <PageMeta title={TITLE} />
        <h1>{TITLE}</h1>
        <p role="alert" className="notice notice--error">
          {invalid}
        </p>
        {continueLink}
      </div>
    )
  }
  const removed = new Set(result?.ok ? result.removed : [])
  const left = link.lists.filter((list) => !removed.has(list.id))
  const gone = link.lists.filter((list) => removed.has(list.id))
  return (
    <div className="page page--message">
      <PageMeta title={TITLE} />
      <h1>{TITLE}</h1>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'notice notice--error'}>
          {result.message}
          {gone.length > 0 ? `. ${link.email} will no longer receive: ${gone.map((list) => list.label).join(', ')}.` : null}
        </p>
      ) : null}
      {left.length === 0 ? (
        result?.ok ? null : (
          <p>
            <strong>{link.email}</strong> is not subscribed to any of our emails.
          </p>
        )
      ) : (
        <Form method="post" className="account-form" aria-label="Unsubscribe from emails">
          <input type="hidden" name="email" value={link.email} />
          <fieldset className="account-form__lists">
            <legend>
              Stop sending these emails to <strong>{link.email}</strong>:
            </legend>
            {left.map((list) => (
              <label key={list.id} className="checkbox">
                <input type="checkbox" name="newsletters" value={list.id} defaultChecked /> {list.label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </Form>
      )}
      {continueLink}
    </div>
  )
}
