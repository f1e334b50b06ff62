import { useLoaderData } from 'react-router'
import { ResetPasswordForm } from '../features/account/auth-forms.tsx'
import { AuthPage } from '../features/account/auth-page.tsx'
import { guardEntry, notFound, pageContext } from '../platform/page.server.ts'
import type { Route } from './+types/reset-password'

/** A form the browser sent itself (no script yet) is a POST that changes nothing (no-script-post.ts). */
export { noScriptPost as action } from '../features/account/no-script-post.ts'

/** /account/reset-password/{token} (shell §2): a new password for the mailed link's token. */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const token = args.params.token ?? ''
  // the token is ours (URL-safe, short); anything else cannot be a link we sent
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) notFound()
  return { prefix: page.ref.prefix, token }
}

export default function ResetPasswordRoute() {
  const { prefix, token } = useLoaderData<typeof loader>()
  return (
    <AuthPage title="Choose a New Password">
      <ResetPasswordForm token={token} prefix={prefix} />
    </AuthPage>
  )
}
