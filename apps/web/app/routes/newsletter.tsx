import { emailInputError } from '@ironhouse/domain'
import { data, useActionData, useLoaderData } from 'react-router'
import { PlaceholderPage } from '../features/shell/placeholder-page.tsx'
import { pageContext } from '../platform/page.server.ts'
import type { Route } from './+types/newsletter'

export function loader(args: Route.LoaderArgs) {
  const { entry, ref } = pageContext(args)
  return { title: entry?.title ?? 'Newsletter Signup', prefix: ref.prefix, error: entry?.key === 'newsletter-error' }
}

/**
 * The footer form posts here. The subscribe call comes with a later issue: for now the form is
 * validated (shell §5) and the page says plainly that nothing was subscribed yet.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const emailError = emailInputError(String(form.get('email') ?? '').trim())
  if (emailError) return data({ ok: false, message: emailError }, { status: 400 })
  if (form.getAll('newsletters').length === 0) return data({ ok: false, message: 'Please select a list to sign up' }, { status: 400 })
  return { ok: true, message: 'Thank you. Newsletter subscriptions open soon: we have not subscribed you yet.' }
}

export default function Newsletter() {
  const { title, prefix, error } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const purpose = error ? 'There was an error saving your preferences' : 'News, launches and deals from Ironhouse, by email.'
  return (
    <PlaceholderPage title={title} purpose={purpose} prefix={prefix}>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'notice notice--error'}>
          {result.message}
        </p>
      ) : null}
    </PlaceholderPage>
  )
}
