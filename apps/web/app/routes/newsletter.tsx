import { SuccessResponse } from '@ironhouse/contracts'
import { NEWSLETTER_MESSAGES, validateNewsletterForm } from '@ironhouse/domain'
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router'
import { ApiError } from '../platform/api.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/newsletter'

export function loader(args: Route.LoaderArgs) {
  const { entry, ref } = pageContext(args)
  const error = entry?.key === 'newsletter-error'
  return { title: error ? 'Newsletter Signup Error' : 'Newsletter Signup', prefix: ref.prefix, error }
}

/**
 * The footer form without JavaScript posts here (shell §2 outcome pages): the server validates (shell §5),
 * subscribes with POST /svc_ssr/newsletters/subscribe, and shows the saved message; a failure of the
 * call lands on /newsletter-error.
 */
export async function action(args: Route.ActionArgs) {
  const { api, ref } = pageContext(args)
  const form = await args.request.formData()
  const email = String(form.get('email') ?? '')
  const newsletters = form.getAll('newsletters').map(Number).filter((id) => Number.isInteger(id) && id > 0)
  const errors = validateNewsletterForm({ email, lists: newsletters.map((id) => ({ id, selected: true })) })
  const problem = errors.email ?? errors.lists
  if (problem) return data({ ok: false, message: problem }, { status: 400 })
  try {
    await api.post('/svc_ssr/newsletters/subscribe', { email: email.trim(), newsletters }, SuccessResponse)
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return data({ ok: false, message: error.message }, { status: 400 })
    throw redirect(sitePath(ref.prefix, '/newsletter-error'))
  }
  return { ok: true, message: NEWSLETTER_MESSAGES.success }
}

export default function Newsletter() {
  const { title, prefix, error } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="page page--message">
      <PageMeta title={title} />
      <h1>{title}</h1>
      {error ? (
        <p role="alert" className="notice notice--error">
          {NEWSLETTER_MESSAGES.failure}. Please try again in a moment.
        </p>
      ) : result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'notice notice--error'}>
          {result.message}
        </p>
      ) : (
        <p>News, launches and deals from Ironhouse, by email. Sign up in the form at the foot of every page.</p>
      )}
      <p>
        <Link to={sitePath(prefix, '/')}>Continue shopping</Link>
      </p>
    </div>
  )
}
